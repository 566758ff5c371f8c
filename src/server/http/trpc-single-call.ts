import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type AnyTRPCProcedure,
  type AnyTRPCRouter,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  type TRPCError,
  transformTRPCResponse,
} from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";

/** What tRPC's `resolveResponse` answers every non-streaming call with. */
const VARY = "trpc-accept, accept";

export interface SingleCall {
  path: string;
  procedure: AnyTRPCProcedure;
  type: "query" | "mutation";
  /** The request's input as JSON, before the transformer (undefined: none sent). */
  json: unknown;
}

function contentTypeOf(req: IncomingMessage): string | undefined {
  return req.headers["content-type"]?.toLowerCase().split(";", 1)[0]?.trim();
}

/**
 * The request as one plain call that `answerSingleCall` answers exactly as tRPC's adapter would, or
 * null for anything else (a batch, a stream, an unknown path, a method the procedure does not take,
 * a body that is not JSON…), which stays with the adapter and its own answers.
 */
export function singleCallOf(
  router: AnyTRPCRouter,
  req: IncomingMessage,
  encodedPath: string,
  body: string | undefined,
): SingleCall | null {
  const [, search = ""] = (req.url ?? "").split("?", 2);
  const params = new URLSearchParams(search);
  if (params.has("batch") || params.has("connectionParams")) return null;
  if (req.headers["trpc-accept"] !== undefined) return null;
  if (req.headers.accept?.split(",").some((t) => t.trim() === "application/jsonl")) return null;
  let path: string;
  try {
    path = decodeURIComponent(encodedPath);
  } catch {
    return null;
  }
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure | undefined>;
  const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
  if (!procedure) return null;
  const type = procedure._def.type;
  const contentType = contentTypeOf(req);
  try {
    if (type === "mutation" && req.method === "POST" && contentType === "application/json")
      return { path, procedure, type, json: JSON.parse(body ?? "") };
    if (type === "query" && req.method === "GET" && (!contentType || contentType === "application/json")) {
      const input = params.get("input");
      return { path, procedure, type, json: input ? JSON.parse(input) : undefined };
    }
  } catch {
    // Not JSON: tRPC's own answer to it.
  }
  return null;
}

/**
 * Answers one plain call as tRPC's Node adapter does (`resolveResponse`'s non-batch path: the same
 * context, procedure call, error shape, status, headers and JSON), without turning the Node request
 * into a Fetch `Request` and the answer into a `Response` piped through web streams (issue 45). The
 * answer leaves in one write with its Content-Length.
 */
export async function answerSingleCall<TContext>(opts: {
  router: AnyTRPCRouter;
  call: SingleCall;
  res: ServerResponse;
  createContext: () => Promise<TContext>;
  onError: (o: { error: TRPCError }) => void;
}): Promise<void> {
  const { router, call, res } = opts;
  const config = router._def._config;
  let ctx: TContext | undefined;
  let ctxError: unknown;
  try {
    ctx = await opts.createContext();
  } catch (cause) {
    ctxError = cause;
  }
  let input: { value: unknown } | undefined;
  const abort = new AbortController();
  const onClose = () => {
    if (!res.writableEnded) abort.abort();
  };
  res.once("close", onClose);
  let answer: { result: { data: unknown } } | { error: unknown };
  try {
    if (ctxError !== undefined) throw ctxError;
    const data = await call.procedure({
      path: call.path,
      getRawInput: async () => {
        if (input === undefined)
          input = {
            value: call.json === undefined ? undefined : config.transformer.input.deserialize(call.json),
          };
        return input.value;
      },
      ctx,
      type: call.type,
      signal: abort.signal,
      batchIndex: 0,
    });
    answer = { result: { data } };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    opts.onError({ error });
    answer = {
      error: getTRPCErrorShape({ config, ctx, error, input: input?.value, path: call.path, type: call.type }),
    };
  }
  const json = Buffer.from(JSON.stringify(transformTRPCResponse(config, answer as never)));
  if (res.statusCode === 200) res.statusCode = getHTTPStatusCode(answer as never);
  res.setHeader("content-type", "application/json");
  res.setHeader("vary", VARY);
  res.setHeader("content-length", json.length);
  res.end(json);
}
