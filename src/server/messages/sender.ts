import type { NoticeFile } from "@/server/mail/notice-file";

/** One message as a channel sends it; the provider's id comes back. */
export interface OutgoingMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
  text: string;
  /** A file sent with it where the channel carries files (WhatsApp): e.g. the DANFSe of an NFS-e notice. */
  document?: NoticeFile;
}

export type SendMessage = (message: OutgoingMessage) => Promise<{ providerMessageId: string | null }>;

/** A provider's refusal, with its pt-BR reason as stored in `last_error`. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/** The provider's answer as JSON; a non-2xx one throws `ProviderError` with the provider's words. */
async function answerOf(res: Response): Promise<unknown> {
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const reason =
      (json as { error?: { message?: string } } | null)?.error?.message ?? text.slice(0, 200) ?? "";
    throw new ProviderError(res.status, `HTTP ${res.status}: ${reason}`);
  }
  return json;
}

/** POSTs a multipart form (a file upload) with a bearer token. */
export async function postForm(url: string, token: string, form: FormData): Promise<unknown> {
  const res = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  return answerOf(res);
}

/** POSTs JSON with a bearer token; a non-2xx answer throws `ProviderError` with the provider's words. */
export async function postJson(url: string, token: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return answerOf(res);
}
