import type { SessionClaims } from "@/server/api/context";
import type { Db } from "@/server/db/client";
import { runStatement, type StatementParam } from "@/server/db/statement";
import { type ActiveUser, activeUserOf } from "./find-active-user";
import { type Membership, type MembershipBilling, pickMembership } from "./resolve-membership";

/*
 * The session's user and their active memberships (with each org's subscription, for the read-only
 * mode) in one statement: what every tenant-scoped procedure checks, in one round trip (issue 19).
 * The same rows as `findActiveUser` and `listMemberships` read, in the same order.
 */
const ACTIVE_MEMBER = `
select u.id, u.email, u.name, u.is_superadmin as "isSuperadmin", u.email_verified_at as "emailVerifiedAt",
  u.active, u.session_version as "sessionVersion",
  exists (select 1 from revoked_sessions r where r.session_id = $2::uuid) as "signedOut",
  (select coalesce(json_agg(json_build_object('orgId', o.id, 'orgName', o.legal_name, 'orgKind', o.kind,
       'municipalityId', o.municipality_id, 'role', m.role, 'isManager', m.is_manager or m.role = 'admin',
       'memberSince', m.created_at, 'billingStatus', b.status, 'pastDueSince', b.past_due_since)
       order by o.legal_name), '[]')
     from memberships m join orgs o on o.id = m.org_id left join billing_subscriptions b on b.org_id = o.id
     where m.user_id = u.id and m.active and o.status = 'active') as memberships
from users u where u.id = $1::uuid
`;

interface Row {
  id: string;
  email: string;
  name: string;
  isSuperadmin: boolean;
  emailVerifiedAt: string | null;
  active: boolean;
  sessionVersion: number;
  signedOut: boolean;
  memberships: (Omit<Membership, "memberSince"> & {
    memberSince: string;
    billingStatus: MembershipBilling["status"] | null;
    pastDueSince: string | null;
  })[];
}

export type ActiveMembership = Membership & { billing: MembershipBilling | null };

/** The member as `findActiveMember` answers it, from the statement's row (none: no such user). */
function memberOf(
  row: Row | undefined,
  claims: SessionClaims,
  requestedOrgId: string | null,
): { user: ActiveUser | null; membership: ActiveMembership | null } {
  const user = row ? activeUserOf(row, claims) : null;
  if (!row || !user) return { user: null, membership: null };
  const memberships = row.memberships.map(({ billingStatus, pastDueSince, memberSince, ...m }) => ({
    ...m,
    memberSince: new Date(memberSince),
    billing:
      billingStatus === null
        ? null
        : { status: billingStatus, pastDueSince: pastDueSince === null ? null : new Date(pastDueSince) },
  }));
  return { user, membership: pickMembership(memberships, requestedOrgId) };
}

/**
 * The session's active user (as `findActiveUser`) and the membership they act in (as
 * `pickMembership`: the requested org when they are an active member of it, else the oldest);
 * null user when the session is not valid, null membership when they have none.
 */
export async function findActiveMember(
  db: Db,
  claims: SessionClaims,
  requestedOrgId: string | null,
): Promise<{ user: ActiveUser | null; membership: ActiveMembership | null }> {
  const [row] = await runStatement<Row>(db, ACTIVE_MEMBER, [claims.userId, claims.sessionId]);
  return memberOf(row, claims, requestedOrgId);
}

/**
 * A read of one org's rows, written to ride in the membership's statement: its text takes the org
 * as `$1`, the user as `$2` and `params` from `$3`, and answers exactly one row (`of` reads it).
 */
export interface OrgRead<R> {
  text: string;
  params: StatementParam[];
  of(row: Record<string, unknown>): R;
}

/** The membership statement with a read after it, by the read's text (a few constant texts). */
const joinedTexts = new Map<string, string>();

function joinedText(readText: string): string {
  let text = joinedTexts.get(readText);
  if (text === undefined) {
    // The read's `$n` become `$(n + 2)`: its parameters come after the membership's two.
    const shifted = readText.replace(/\$(\d+)/g, (_, n) => `$${Number(n) + 2}`);
    text = `select (select row_to_json(m) from (${ACTIVE_MEMBER}) m) as "activeMember", r.* from (${shifted}) r`;
    joinedTexts.set(readText, text);
  }
  return text;
}

/**
 * `findActiveMember` and `read` for `orgId` in one statement, one round trip (issue 45): `value` is
 * the read's answer, to be used only once the membership found is checked and is `orgId`'s (the
 * caller's guess of the org, e.g. the org the session acted in last); else it is thrown away.
 */
export async function findActiveMemberWith<R>(
  db: Db,
  claims: SessionClaims,
  requestedOrgId: string | null,
  orgId: string,
  read: OrgRead<R>,
): Promise<{ user: ActiveUser | null; membership: ActiveMembership | null; value: R }> {
  const text = joinedText(read.text);
  const [row] = await runStatement<Record<string, unknown> & { activeMember: Row | null }>(db, text, [
    claims.userId,
    claims.sessionId,
    orgId,
    claims.userId,
    ...read.params,
  ]);
  if (!row) throw new Error("the org read answered no row");
  const { activeMember, ...rest } = row;
  return { ...memberOf(activeMember ?? undefined, claims, requestedOrgId), value: read.of(rest) };
}
