import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { activeOrgCookie, readActiveOrgCookie } from "@/server/api/active-org-cookie";
import { appRouter } from "@/server/api/root";
import { clientIp } from "@/server/auth/client-ip";
import { currentSessionClaims } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { TRPC_MAX_BYTES, withLimitedBody } from "@/server/http/body-limit";
import { requestIsHttps } from "@/server/http/transport";

async function handler(request: Request) {
  const req = await withLimitedBody(request, TRPC_MAX_BYTES);
  if (req instanceof Response) return req;
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: async ({ resHeaders }) => ({
      db: await getDb(),
      session: await currentSessionClaims(),
      requestedOrgId: readActiveOrgCookie(req.headers.get("cookie")),
      clientIp: clientIp(req.headers),
      setActiveOrg: (orgId: string) =>
        resHeaders.append("set-cookie", activeOrgCookie(orgId, requestIsHttps(req.headers))),
    }),
    onError({ error }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(error);
    },
  });
}

export { handler as GET, handler as POST };
