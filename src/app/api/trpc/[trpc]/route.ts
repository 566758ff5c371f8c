import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createHttpContext, logUnexpectedError, TRPC_ENDPOINT } from "@/server/api/http-context";
import { appRouter } from "@/server/api/root";
import { TRPC_MAX_BYTES, withLimitedBody } from "@/server/http/body-limit";

/**
 * The tRPC API when Next serves it (`next dev`). Under `npm start` the custom server answers
 * `/api/trpc` itself before Next (src/server/http/trpc-node.ts), with the same router, context,
 * body limit and error log.
 */
async function handler(request: Request) {
  const req = await withLimitedBody(request, TRPC_MAX_BYTES);
  if (req instanceof Response) return req;
  return fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req,
    router: appRouter,
    createContext: ({ resHeaders }) =>
      createHttpContext(req.headers, (cookie) => resHeaders.append("set-cookie", cookie)),
    onError: logUnexpectedError,
  });
}

export { handler as GET, handler as POST };
