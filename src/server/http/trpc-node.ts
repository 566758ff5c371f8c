import type { IncomingMessage, ServerResponse } from "node:http";
import { nodeHTTPRequestHandler } from "@trpc/server/adapters/node-http";
import { createHttpContext, logUnexpectedError, TRPC_ENDPOINT } from "@/server/api/http-context";
import { appRouter } from "@/server/api/root";
import { BodyTooLarge, TRPC_MAX_BYTES } from "./body-limit";
import { pathnameOf } from "./edge";
import { readBodyLimited, sendJson } from "./node-body";
import { answerSingleCall, singleCallOf } from "./trpc-single-call";

const PREFIX = `${TRPC_ENDPOINT}/`;

/** A Node request's headers as a fetch `Headers` (what the API's context reads). */
export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
}

/**
 * The tRPC API served by tRPC's Node adapter in the custom server, after the edge (client address,
 * security headers, cross-site refusal) and before Next: the same router, context
 * (`createHttpContext`), body limit (413 with the same pt-BR message as body-limit.ts) and error log
 * as Next's route, without Next's request handling on every call. Only GET and POST (what the route
 * exports); any other method is left to Next. Returns true when the request is the API's.
 */
export function createTrpcNodeHandler() {
  return function trpc(req: IncomingMessage, res: ServerResponse): boolean {
    const pathname = pathnameOf(req.url);
    if (!pathname.startsWith(PREFIX) || (req.method !== "GET" && req.method !== "POST")) return false;
    void serve(req, res, pathname.slice(PREFIX.length));
    return true;
  };
}

async function serve(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  let body: string | undefined;
  if (req.method === "POST") {
    try {
      body = (await readBodyLimited(req, TRPC_MAX_BYTES)).toString("utf8");
    } catch (e) {
      if (e instanceof BodyTooLarge) sendJson(res, 413, { message: e.message });
      else res.destroy();
      return;
    }
  }
  const createContext = () =>
    createHttpContext(headersOf(req), (cookie) => res.appendHeader("set-cookie", cookie));
  // One plain call (what the app's `httpLink` sends: its mutations and uploads): answered here
  // as the adapter would, without its Fetch Request and Response; anything else goes to the adapter.
  const call = singleCallOf(appRouter, req, path, body);
  if (call) {
    await answerSingleCall({ router: appRouter, call, res, createContext, onError: logUnexpectedError });
    return;
  }
  // tRPC takes a body already read from `req.body`.
  Object.assign(req, { body });
  answerInOneWrite(res);
  await nodeHTTPRequestHandler({
    req,
    res,
    path,
    router: appRouter,
    createContext,
    onError: logUnexpectedError,
  });
}

/**
 * tRPC's adapter writes its JSON answer as a chunk, then ends the response: a chunked body in two
 * writes to the socket, each waking the client. The answer is collected here and leaves in one write,
 * with its Content-Length (issue 19). Nothing of this API streams (the client's links are `httpLink`
 * and `httpBatchLink`), so nothing waits on it.
 */
function answerInOneWrite(res: ServerResponse): void {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array)
      chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };
  const end = res.end.bind(res);
  res.write = ((chunk: unknown) => {
    keep(chunk);
    return true;
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown) => {
    if (typeof chunk !== "function") keep(chunk);
    const answer = Buffer.concat(chunks);
    if (!res.headersSent) res.setHeader("content-length", answer.length);
    return end(answer);
  }) as ServerResponse["end"];
}
