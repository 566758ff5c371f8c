import "server-only";
import { TRPCError } from "@trpc/server";
import { serverCaller } from "@/server/api/server-caller";

/** The signed-in user, their orgs and the active membership; null when there is no valid session. */
export async function loadViewer() {
  const caller = await serverCaller();
  try {
    const me = await caller.session.me();
    const membership = me.memberships.find((m) => m.orgId === me.activeOrgId) ?? null;
    return { ...me, membership, caller };
  } catch (e) {
    if (e instanceof TRPCError && e.code === "UNAUTHORIZED") return null;
    throw e;
  }
}
