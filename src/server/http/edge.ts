import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { readMapEnv } from "@/lib/maps/map-choice";
import { sendJson } from "./node-body";
import { isReadablePath, refuseUnreadablePath } from "./path-check";
import { CROSS_SITE_REFUSED, isCrossSite } from "./same-origin";
import { pagePolicy, responseKind, securityHeaders } from "./security-headers";
import { servedOverHttps } from "./transport";

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The path of a request URL ("/" when it does not parse). */
export function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? "/", "http://localhost").pathname;
  } catch {
    return "/";
  }
}

/** After an answer, the rest of an unread request body is read and thrown away for at most this much. */
export const LINGER_BYTES = 16 * 1024 * 1024;
export const LINGER_MS = 5_000;
/** After the half-close, how long a client has to read the answer before the socket is destroyed. */
const LINGER_CLOSE_MS = 1_000;

/**
 * A request answered before its body was read (a refused upload, a cross-site POST): its remaining
 * bytes are read and discarded, so the client gets the answer (closing a socket with unread data sends
 * a reset that can destroy the answer in flight), and the connection stays usable when the body ends
 * soon. A client that goes on sending past `LINGER_BYTES` or `LINGER_MS` is disconnected. Nothing is kept.
 */
function lingerAfterAnswer(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  let discarded = 0;
  let ending = false;
  // Half-close first: the answer goes out ahead of the FIN, and a client reading it stops sending. Only
  // then is the socket destroyed (a reset sent while the client still had the answer unread would lose it).
  // Reading stops at once: until the reset, a client that goes on sending fills the socket's buffers
  // and waits, instead of being read at full speed. The request is paused too: a flowing request would
  // resume its socket.
  const cut = () => {
    if (ending) return;
    ending = true;
    req.removeAllListeners("data");
    req.pause();
    req.socket.pause();
    req.socket.end();
    setTimeout(() => req.socket.destroy(), LINGER_CLOSE_MS).unref();
  };
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
 * What the custom server does to every request before Next sees it, in this order: settle the client's
 * address and protocol (a client's own `X-Forwarded-*` counts only behind a trusted proxy), set the
 * security headers (a fresh CSP nonce per page, copied into the request for Next), refuse a cross-site
 * state-changing request with 403, refuse a path that does not decode (400), and after any answer discard what is left of an unread body.
 * Returns true when it answered the request itself.
 */
export function createEdge(env: NodeJS.ProcessEnv = process.env) {
  const trustProxy = env.TRUST_PROXY === "1";
  const map = readMapEnv(env);
  return function edge(req: IncomingMessage, res: ServerResponse): boolean {
    const headers = req.headers;
    if (!trustProxy) {
      // The sign-in and sign-up rate limits key on this header: unless a trusted proxy sets it, it is the socket's.
      headers["x-forwarded-for"] = req.socket.remoteAddress ?? "local";
      delete headers["x-forwarded-host"];
    }
    const https = servedOverHttps(
      {
        encrypted: Boolean((req.socket as TLSSocket).encrypted),
        forwardedProto: one(headers["x-forwarded-proto"]),
      },
      env,
    );
    headers["x-forwarded-proto"] = https ? "https" : "http";

    const path = pathnameOf(req.url);
    const kind = responseKind(path);
    delete headers["content-security-policy"];
    delete headers["x-nonce"];
    let csp: string | undefined;
    if (kind === "page") {
      const nonce = randomBytes(16).toString("base64");
      csp = pagePolicy(nonce, { https, map });
      headers["content-security-policy"] = csp;
      headers["x-nonce"] = nonce;
    }
    for (const [name, value] of Object.entries(securityHeaders(kind, { https, csp })))
      res.setHeader(name, value);
    res.once("finish", () => lingerAfterAnswer(req));

    if (!isReadablePath(path)) {
      refuseUnreadablePath(res, kind);
      return true;
    }

    const crossSite = isCrossSite({
      method: req.method ?? "GET",
      path,
      origin: one(headers.origin),
      secFetchSite: one(headers["sec-fetch-site"]),
      hosts: [one(headers.host), trustProxy ? one(headers["x-forwarded-host"]) : undefined],
      appUrl: env.APP_URL,
    });
    if (!crossSite) return false;
    // The body is not read (see lingerAfterAnswer).
    sendJson(res, 403, { message: CROSS_SITE_REFUSED });
    return true;
  };
}
