import { and, count, eq, ne, or, sql } from "drizzle-orm";
import { type MemberRole, ROLE_LABEL, roleFitsOrgKind } from "@/lib/roles";
import type { Tx } from "@/server/db/client";
import { memberships } from "@/server/db/schema";
import { DomainError, invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { endSessions } from "./users";

/**
 * Locks the member's row, after the org's team lock: changes of one org's leaders run one at a time,
 * so two admins demoting (or deactivating) each other at once cannot both see the other remain.
 */
async function lockedMember(tx: Tx, scope: OrgScope, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team:${scope.orgId}`}, 0))`);
  const [member] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.orgId, scope.orgId), eq(memberships.userId, userId)))
    .for("update");
  if (!member) throw notFound("Membro");
  return member;
}

/** Haulers must keep an active `admin`; other orgs an active manager. */
async function assertAnotherLeaderRemains(tx: Tx, scope: OrgScope, userId: string) {
  const leader =
    scope.orgKind === "hauler"
      ? eq(memberships.role, "admin")
      : or(eq(memberships.isManager, true), eq(memberships.role, "admin"));
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.orgId, scope.orgId),
        eq(memberships.active, true),
        ne(memberships.userId, userId),
        leader,
      ),
    );
  if ((row?.n ?? 0) === 0) {
    const who = scope.orgKind === "hauler" ? "administrador" : "responsável pela equipe";
    throw new DomainError(
      "PRECONDITION_FAILED",
      `A organização precisa de pelo menos um ${who} ativo: promova outra pessoa antes.`,
    );
  }
}

function isLeader(scope: OrgScope, m: { role: MemberRole; isManager: boolean; active: boolean }) {
  return m.active && (scope.orgKind === "hauler" ? m.role === "admin" : m.isManager || m.role === "admin");
}

export function changeMember(
  scope: OrgScope,
  input: { userId: string; role: MemberRole; isManager: boolean },
) {
  if (!roleFitsOrgKind(input.role, scope.orgKind)) {
    throw invalidField("role", `O perfil ${ROLE_LABEL[input.role]} não existe neste tipo de organização.`);
  }
  return scope.db.transaction(async (tx) => {
    const before = await lockedMember(tx, scope, input.userId);
    const after = { ...before, role: input.role, isManager: input.isManager };
    if (isLeader(scope, before) && !isLeader(scope, after))
      await assertAnotherLeaderRemains(tx, scope, input.userId);
    await tx
      .update(memberships)
      .set({ role: input.role, isManager: input.isManager })
      .where(and(eq(memberships.orgId, scope.orgId), eq(memberships.userId, input.userId)));
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "member.role_changed",
      entity: "membership",
      entityId: input.userId,
      before: { role: before.role, isManager: before.isManager },
      after: { role: input.role, isManager: input.isManager },
    });
    return { userId: input.userId, role: input.role, isManager: input.isManager };
  });
}

/** Deactivating ends the person's sessions at once; their history stays. */
export function setMemberActive(scope: OrgScope, input: { userId: string; active: boolean }) {
  return scope.db.transaction(async (tx) => {
    const before = await lockedMember(tx, scope, input.userId);
    if (!input.active && isLeader(scope, before)) await assertAnotherLeaderRemains(tx, scope, input.userId);
    await tx
      .update(memberships)
      .set({ active: input.active })
      .where(and(eq(memberships.orgId, scope.orgId), eq(memberships.userId, input.userId)));
    if (!input.active) await endSessions(tx, input.userId);
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: input.active ? "member.reactivated" : "member.deactivated",
      entity: "membership",
      entityId: input.userId,
      before: { active: before.active },
      after: { active: input.active },
    });
    return { userId: input.userId, active: input.active };
  });
}
