import { headers } from "next/headers";
import type { SessionClaims } from "@/server/api/context";
import { sessionClaimsFrom } from "./session-claims";

/**
 * The signed-in user's claims for the request being served by Next (server components, route
 * handlers). Outside Next's request context, call `sessionClaimsFrom(headers)` (session-claims.ts).
 */
export async function currentSessionClaims(): Promise<SessionClaims | null> {
  return sessionClaimsFrom(await headers());
}
