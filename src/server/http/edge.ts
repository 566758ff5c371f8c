import type { IncomingMessage, ServerResponse } from "node:http";

/** After an answer, the rest of an unread request body is read and thrown away for at most this much. */
export const LINGER_BYTES = 16 * 1024 * 1024;
export const LINGER_MS = 5_000;

/**
 * A request answered before its body was read (a refused upload, a cross-site POST): its remaining
 * bytes are read and discarded, so the client gets the answer (closing a socket with unread data sends
 * a reset that can destroy the answer in flight), and the connection stays usable when the body ends
 * soon. A client that goes on sending past `LINGER_BYTES` or `LINGER_MS` is disconnected. Nothing is kept.
 */
function lingerAfterAnswer(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  let discarded = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  const done = () => clearTimeout(timer);
  // Whatever was reading the body (Next's request stream) has let go of it.
  req.removeAllListeners("readable");
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) cut();
  });
  req.once("end", done);
  req.socket.once("close", done);
  req.resume();
}

/**
 * What the custom server does to every request before Next sees it: settle the client's address (a
 * client's own `X-Forwarded-*` counts only behind a trusted proxy), and after any answer discard what is
 * left of an unread body. Returns true when it answered the request itself.
 */
export function createEdge(env: NodeJS.ProcessEnv = process.env) {
  const trustProxy = env.TRUST_PROXY === "1";
  return function edge(req: IncomingMessage, res: ServerResponse): boolean {
    const headers = req.headers;
    if (!trustProxy) {
      // The sign-in and sign-up rate limits key on this header: unless a trusted proxy sets it, it is the socket's.
      headers["x-forwarded-for"] = req.socket.remoteAddress ?? "local";
      delete headers["x-forwarded-host"];
    }
    res.once("finish", () => lingerAfterAnswer(req));
    return false;
  };
}
