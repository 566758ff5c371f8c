import "server-only";
import { cookies, headers } from "next/headers";
import { ACTIVE_ORG_COOKIE } from "@/server/api/active-org-cookie";
import { createCaller } from "@/server/api/root";
import { clientIp } from "@/server/auth/client-ip";
import { currentSessionClaims } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

/** tRPC caller for server components: same procedures, same authorization as over HTTP. */
export async function serverCaller() {
  const jar = await cookies();
  return createCaller({
    db: await getDb(),
    session: await currentSessionClaims(),
    requestedOrgId: jar.get(ACTIVE_ORG_COOKIE)?.value ?? null,
    clientIp: clientIp(await headers()),
    setActiveOrg: () => {
      throw new Error("switch orgs through the HTTP API");
    },
  });
}
