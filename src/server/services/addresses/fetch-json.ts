/** An outside service's answer: its status and parsed JSON, or null when it could not be reached or read. */
export interface Fetched {
  status: number;
  body: unknown;
}

const MAX_BYTES = 256 * 1024;

/**
 * GET `url` as JSON with a timeout and a size bound: an outside service that hangs, floods or answers
 * garbage gives null, never an exception the caller would turn into a 500. Redirects are not followed
 * (a configured service that sends us elsewhere — another host, an internal address — is not the
 * service): a 3xx is an answer that could not be read, null.
 */
export async function fetchJson(
  url: string,
  headers: Record<string, string>,
  timeoutMs = 5_000,
): Promise<Fetched | null> {
  try {
    const res = await fetch(url, {
      headers: { accept: "application/json", ...headers },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      return null;
    }
    const text = await readBounded(res);
    if (text === null) return null;
    try {
      return { status: res.status, body: text ? JSON.parse(text) : null };
    } catch {
      return { status: res.status, body: null };
    }
  } catch {
    return null;
  }
}

async function readBounded(res: Response): Promise<string | null> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
