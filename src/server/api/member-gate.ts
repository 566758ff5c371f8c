import type { SessionClaims } from "@/server/api/context";
import type { Db } from "@/server/db/client";
import { runStatement } from "@/server/db/statement";
import type { OrgScope } from "@/server/services/context";
import {
  type ActiveMembership,
  findActiveMember,
  findActiveMemberWith,
  type OrgRead,
} from "@/server/services/session/active-member";
import type { ActiveUser } from "@/server/services/session/find-active-user";

type Found = { user: ActiveUser | null; membership: ActiveMembership | null };

/*
 * The org each session acted in last on this process: only a guess at the org its next call acts in,
 * so that call's read can go in the membership's statement. The membership read with it decides;
 * a wrong guess costs the round trip it meant to save, nothing else. Bounded: the oldest entry goes.
 */
const LAST_ORG_LIMIT = 10_000;
const lastOrgOf = new Map<string, string>();

function rememberOrg(sessionId: string, orgId: string) {
  lastOrgOf.delete(sessionId);
  lastOrgOf.set(sessionId, orgId);
  if (lastOrgOf.size > LAST_ORG_LIMIT) {
    const oldest = lastOrgOf.keys().next().value;
    if (oldest !== undefined) lastOrgOf.delete(oldest);
  }
}

/**
 * The membership, checked by `authorize` (which throws to refuse), and `read` for the org it acts in:
 * in one statement when the org is guessed right (the requested org, else the session's last), else
 * the membership first and the read after it. The read's answer is never used before `authorize`.
 */
export async function readThroughMembership<R>(
  db: Db,
  claims: SessionClaims,
  requestedOrgId: string | null,
  read: OrgRead<R>,
  authorize: (found: Found) => { user: ActiveUser; scope: OrgScope },
): Promise<{ user: ActiveUser; scope: OrgScope; value: R }> {
  const guess = requestedOrgId ?? lastOrgOf.get(claims.sessionId) ?? null;
  // A read that fails is no answer about the caller: the membership alone is then checked first, as
  // `orgProcedure` does, so a refused caller gets the refusal and an allowed one the read's own error.
  const joined = guess
    ? await findActiveMemberWith(db, claims, requestedOrgId, guess, read).catch(() => null)
    : null;
  const { user, scope } = authorize(joined ?? (await findActiveMember(db, claims, requestedOrgId)));
  rememberOrg(claims.sessionId, scope.orgId);
  if (joined && guess === scope.orgId) return { user, scope, value: joined.value };
  const [row] = await runStatement<Record<string, unknown>>(db, read.text, [
    scope.orgId,
    user.id,
    ...read.params,
  ]);
  if (!row) throw new Error("the org read answered no row");
  return { user, scope, value: read.of(row) };
}
