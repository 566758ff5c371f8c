import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { whatsappSignature } from "@/server/messages/whatsapp";

export interface FakeWhatsappMessage {
  id: string;
  phoneNumberId: string;
  version: string;
  to: string;
  template: string;
  language: string;
  params: string[];
  /** The header's document, when the message carried one (uploaded before through `/media`). */
  document: { id: string; filename: string; type: string; bytes: Buffer } | null;
}

export interface FakeWhatsappOptions {
  token: string;
  appSecret: string;
  /** Where the signed status webhooks go (the app's `/api/webhooks/whatsapp`); none when unset. */
  webhookUrl?: string;
  /** Statuses sent after each accepted message, in order (default sent, delivered, read). */
  statuses?: ("sent" | "delivered" | "read")[];
  /** Milliseconds before answering each send (to make batches outlive leases). */
  delayMs?: number;
}

function readBytes(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}
const readBody = async (req: IncomingMessage) => (await readBytes(req)).toString("utf8");

function graphError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  type = "OAuthException",
) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { message, type, code, fbtrace_id: "fake" } }));
}

/** The webhook body Meta sends for one status of one message. */
export function statusPayload(m: { id: string; to: string; phoneNumberId: string }, status: string) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WHATSAPP_BUSINESS_ACCOUNT_ID",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "5511900000000", phone_number_id: m.phoneNumberId },
              statuses: [
                {
                  id: m.id,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: m.to,
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/**
 * A local stand-in for Meta's WhatsApp Cloud API: `POST /{version}/{phone-number-id}/messages`
 * with a bearer token and the template message's real shape (refused as the Graph API refuses:
 * 401 code 190 for a bad token, 400 code 100 for a bad parameter), answering
 * `{ messaging_product, contacts, messages: [{ id: "wamid.…" }] }`; then it POSTs the statuses to
 * the webhook URL signed with `X-Hub-Signature-256` as Meta does. `POST /{version}/{id}/media`
 * (multipart: messaging_product, type, file) keeps a file and answers its `id`, which a template's
 * header document then names.
 */
export async function startFakeWhatsapp(options: FakeWhatsappOptions) {
  const messages: FakeWhatsappMessage[] = [];
  const webhookAnswers: number[] = [];
  let failNext = 0;
  let pendingWebhooks: Promise<unknown> = Promise.resolve();

  async function postWebhook(body: unknown, secret = options.appSecret): Promise<number> {
    if (!options.webhookUrl) throw new Error("fake WhatsApp has no webhook URL");
    const raw = JSON.stringify(body);
    const res = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": whatsappSignature(secret, raw) },
      body: raw,
    });
    webhookAnswers.push(res.status);
    return res.status;
  }

  const media = new Map<string, { filename: string; type: string; bytes: Buffer }>();

  async function upload(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBytes(req);
    if (req.headers.authorization !== `Bearer ${options.token}`)
      return graphError(res, 401, 190, "Invalid OAuth access token - Cannot parse access token");
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), {
        headers: { "content-type": String(req.headers["content-type"] ?? "") },
      }).formData();
    } catch {
      return graphError(res, 400, 100, "(#100) Invalid multipart body");
    }
    const file = form.get("file");
    if (form.get("messaging_product") !== "whatsapp" || !(file instanceof File) || !form.get("type"))
      return graphError(res, 400, 100, "(#100) Invalid parameter");
    const id = String(1_000_000 + media.size);
    media.set(id, {
      filename: file.name,
      type: String(form.get("type")),
      bytes: Buffer.from(await file.arrayBuffer()),
    });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ id }));
  }

  const server = createServer(async (req, res) => {
    if (req.method === "POST" && /^\/v\d+\.\d+\/\d+\/media$/.test(req.url ?? "")) return upload(req, res);
    const match = /^\/(v\d+\.\d+)\/(\d+)\/messages$/.exec(req.url ?? "");
    if (req.method !== "POST" || !match)
      return graphError(res, 404, 803, "Unknown path", "GraphMethodException");
    const body = await readBody(req);
    if (req.headers.authorization !== `Bearer ${options.token}`)
      return graphError(res, 401, 190, "Invalid OAuth access token - Cannot parse access token");
    if (failNext > 0) {
      failNext--;
      return graphError(res, 503, 2, "Service temporarily unavailable", "OAuthException");
    }
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(body);
    } catch {
      return graphError(res, 400, 100, "(#100) Invalid JSON");
    }
    const template = json.template as
      | {
          name?: unknown;
          language?: { code?: unknown };
          components?: { type?: string; parameters?: unknown[] }[];
        }
      | undefined;
    const to = typeof json.to === "string" ? json.to : "";
    const headerDoc = (template?.components ?? [])
      .filter((c) => c.type === "header")
      .flatMap(
        (c) => (c.parameters ?? []) as { type?: string; document?: { id?: string; filename?: string } }[],
      )
      .find((p) => p.type === "document")?.document;
    const kept = headerDoc ? media.get(String(headerDoc.id)) : undefined;
    if (headerDoc && !kept) return graphError(res, 400, 131053, "(#131053) Media upload error");
    const params = (template?.components ?? [])
      .filter((c) => c.type === "body")
      .flatMap((c) => (c.parameters ?? []) as { type?: string; text?: unknown }[]);
    if (
      json.messaging_product !== "whatsapp" ||
      json.type !== "template" ||
      !/^\d{10,15}$/.test(to) ||
      typeof template?.name !== "string" ||
      typeof template.language?.code !== "string" ||
      params.some((p) => p.type !== "text" || typeof p.text !== "string")
    )
      return graphError(res, 400, 100, "(#100) Invalid parameter");
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    const message: FakeWhatsappMessage = {
      id: `wamid.${randomBytes(12).toString("base64url")}`,
      phoneNumberId: match[2] ?? "",
      version: match[1] ?? "",
      to,
      template: template.name,
      language: template.language.code,
      params: params.map((p) => String(p.text)),
      document:
        headerDoc && kept
          ? {
              id: String(headerDoc.id),
              filename: String(headerDoc.filename ?? kept.filename),
              type: kept.type,
              bytes: kept.bytes,
            }
          : null,
    };
    messages.push(message);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        messaging_product: "whatsapp",
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: message.id }],
      }),
    );
    if (options.webhookUrl) {
      const statuses = options.statuses ?? ["sent", "delivered", "read"];
      pendingWebhooks = pendingWebhooks.then(async () => {
        for (const s of statuses) await postWebhook(statusPayload(message, s)).catch(() => 0);
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    webhookAnswers,
    /** The next `n` sends answer 503 (the app must retry them). */
    failNext(n: number) {
      failNext = n;
    },
    postWebhook,
    /** Waits for the status webhooks already queued. */
    settled: () => pendingWebhooks,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeWhatsapp = Awaited<ReturnType<typeof startFakeWhatsapp>>;
