/**
 * Request bodies with a byte limit, for every route that reads one: refused at once when Content-Length
 * says too much, else counted as they arrive and stopped at the chunk that passes the limit, so a chunked
 * body far over the limit never sits in memory (only up to `maxBytes` plus a chunk or two is ever read).
 */

/** tRPC calls: the largest legitimate input is a chunk of 500 map features (a few MB). */
export const TRPC_MAX_BYTES = 8 * 1024 * 1024;
/** Auth.js forms (csrf token, e-mail, password). */
export const AUTH_FORM_MAX_BYTES = 64 * 1024;
/** A Stripe event. */
export const STRIPE_EVENT_MAX_BYTES = 1024 * 1024;
/** A WhatsApp Cloud API webhook delivery (Meta batches statuses; far below this). */
export const WHATSAPP_EVENT_MAX_BYTES = 1024 * 1024;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}

/** A body over its limit: answered 413 with `message` (pt-BR). */
export class BodyTooLarge extends Error {
  readonly status = 413;
  constructor(
    readonly maxBytes: number,
    message = `Conteúdo grande demais: o limite é ${megabytes(maxBytes)}.`,
  ) {
    super(message);
    this.name = "BodyTooLarge";
  }
}

/** `message` for a file limit: "Arquivo grande demais: o limite é 8 MB." */
export function fileTooLargeMessage(maxBytes: number, what = "Arquivo"): string {
  return `${what} grande demais: o limite é ${megabytes(maxBytes)}.`;
}

/** The 413 answer. The rest of the body is discarded by the custom server (`lingerAfterAnswer`). */
export function tooLargeResponse(e: BodyTooLarge): Response {
  return Response.json({ message: e.message }, { status: 413 });
}

/** Throws `BodyTooLarge` when the request declares (Content-Length) more than `maxBytes`. */
export function refuseDeclaredOver(request: Request, maxBytes: number, message?: string): void {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw new BodyTooLarge(maxBytes, message);
}

/**
 * The body as a stream of at most `maxBytes`. Refused at once by Content-Length; otherwise the stream
 * reads only when its consumer asks, and the chunk that passes the limit errors it with `BodyTooLarge`.
 * Nothing more is read from the request into the app after that (or after the consumer gives up), and
 * it is not cancelled: cancelling destroys the socket before the 413 is written. Once the answer is out,
 * the custom server discards what is left, within bounds (`lingerAfterAnswer` in edge.ts).
 */
export function limitedBody(
  request: Request,
  maxBytes: number,
  message?: string,
): ReadableStream<Uint8Array> {
  refuseDeclaredOver(request, maxBytes, message);
  const source = request.body;
  if (!source) return new ReadableStream({ start: (c) => c.close() });
  const reader = source.getReader();
  const stopReading = () => {
    try {
      reader.releaseLock();
    } catch {
      // A read still pending: it is the last one, nobody asks for another.
    }
  };
  let total = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        total += value.byteLength;
        if (total > maxBytes) {
          controller.error(new BodyTooLarge(maxBytes, message));
          stopReading();
          return;
        }
        controller.enqueue(value);
      },
      cancel: stopReading,
    },
    { highWaterMark: 0 },
  );
}

/** The whole body, at most `maxBytes`, as bytes. */
export async function readBytesLimited(request: Request, maxBytes: number, message?: string) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = limitedBody(request, maxBytes, message).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return bytes;
}

export async function readTextLimited(request: Request, maxBytes: number, message?: string) {
  return new TextDecoder().decode(await readBytesLimited(request, maxBytes, message));
}

/** A multipart or urlencoded form of at most `maxBytes`; a body that is not a form throws a `TypeError`. */
export async function readFormLimited(request: Request, maxBytes: number, message?: string) {
  const bytes = await readBytesLimited(request, maxBytes, message);
  const type = request.headers.get("content-type") ?? "";
  return new Response(bytes, { headers: { "content-type": type } }).formData();
}

/**
 * The same request with its body read (at most `maxBytes`), for handlers that read the body themselves
 * (tRPC, Auth.js): answers 413 instead when it is too large.
 */
export async function withLimitedBody(request: Request, maxBytes: number): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return request;
  try {
    const body = await readBytesLimited(request, maxBytes);
    return new Request(request, { body, duplex: "half" } as RequestInit);
  } catch (e) {
    if (e instanceof BodyTooLarge) return tooLargeResponse(e);
    throw e;
  }
}
