import type { TRPCError } from "@trpc/server";
import { activeOrgCookie, readActiveOrgCookie } from "@/server/api/active-org-cookie";
import { clientIp } from "@/server/auth/client-ip";
import { sessionClaimsFrom } from "@/server/auth/session-claims";
import { getDb } from "@/server/db/client";
import { requestIsHttps } from "@/server/http/transport";
import type { Context } from "./context";

/** Where the tRPC API answers, whoever serves it (the custom server, or Next's route under `next dev`). */
export const TRPC_ENDPOINT = "/api/trpc";

/**
 * The context of one tRPC call over HTTP, from the request's headers; `addSetCookie` puts a
 * `Set-Cookie` on the answer (switching the active org). The one definition both servers of the API
 * use: the custom server's Node handler (src/server/http/trpc-node.ts) and Next's route
 * (src/app/api/trpc/[trpc]/route.ts, for `next dev`).
 */
export async function createHttpContext(
  headers: Headers,
  addSetCookie: (value: string) => void,
): Promise<Context> {
  return {
    db: await getDb(),
    session: await sessionClaimsFrom(headers),
    requestedOrgId: readActiveOrgCookie(headers.get("cookie")),
    clientIp: clientIp(headers),
    setActiveOrg: (orgId: string) => addSetCookie(activeOrgCookie(orgId, requestIsHttps(headers))),
  };
}

/** What both servers log: only unexpected errors (the rest are answers the user reads). */
export function logUnexpectedError({ error }: { error: TRPCError }): void {
  if (error.code === "INTERNAL_SERVER_ERROR") console.error(error);
}
