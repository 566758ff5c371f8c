import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyTooLarge } from "./body-limit";

/** A JSON answer written by the custom server itself (refusals before any handler runs). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

/**
 * A Node request's whole body, at most `maxBytes`, for the custom server's own handlers: the limit of
 * body-limit.ts (refused at once by Content-Length, else at the chunk that passes it, with
 * `BodyTooLarge`). After a refusal reading stops here; the edge discards what is left once the
 * answer is out (`lingerAfterAnswer`), so nothing over the limit is ever kept.
 */
export function readBodyLimited(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > maxBytes)
    return Promise.reject(new BodyTooLarge(maxBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        req.pause();
        reject(new BodyTooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (e: Error) => {
      stop();
      reject(e);
    };
    const onClose = () => {
      stop();
      reject(new Error("request closed before its body ended"));
    };
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onError);
    req.once("close", onClose);
  });
}
