import { and, desc, eq, isNull } from "drizzle-orm";
import { type MemberRole, ROLE_LABEL, roleFitsOrgKind } from "@/lib/roles";
import { appUrl } from "@/server/app-url";
import type { Db, DbOrTx } from "@/server/db/client";
import { invitations, memberships, orgs, users } from "@/server/db/schema";
import { DomainError, forbidden, invalidField, notFound } from "@/server/errors";
import { enqueueEmail } from "@/server/mail/outbox";
import { emails } from "@/server/mail/templates";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { standOnItsOwn } from "./client-links";
import { HOUR_MS, hashLinkToken, newLinkToken } from "./tokens";
import { createUser, findUserByEmail, normalizeEmail } from "./users";

export const INVITATION_TTL_MS = 72 * HOUR_MS;

export interface InviteInput {
  email: string;
  role: MemberRole;
  isManager: boolean;
}

/** Writes the invitation and its e-mail; shared by org managers and by haulers inviting their clients. */
export async function createInvitation(
  tx: DbOrTx,
  input: InviteInput & { orgId: string; orgName: string; inviter: { id: string; name: string } },
  now: Date,
) {
  const { token, hash } = newLinkToken();
  const [invitation] = await tx
    .insert(invitations)
    .values({
      orgId: input.orgId,
      email: normalizeEmail(input.email),
      role: input.role,
      isManager: input.isManager,
      tokenHash: hash,
      invitedBy: input.inviter.id,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    })
    .returning({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
    });
  if (!invitation) throw new Error("invitation insert returned nothing");
  const link = appUrl(`/convite?token=${token}`);
  await enqueueEmail(
    tx,
    invitation.email,
    emails.invitation(input.orgName, ROLE_LABEL[input.role], input.inviter.name, link),
    input.orgId,
  );
  await writeAudit(tx, {
    orgId: input.orgId,
    actorUserId: input.inviter.id,
    action: "invitation.created",
    entity: "invitation",
    entityId: invitation.id,
    after: { email: invitation.email, role: input.role, isManager: input.isManager },
  });
  return invitation;
}

export function inviteMember(scope: OrgScope, input: InviteInput, now: Date) {
  if (!roleFitsOrgKind(input.role, scope.orgKind)) {
    throw invalidField("role", `O perfil ${ROLE_LABEL[input.role]} não existe neste tipo de organização.`);
  }
  return scope.db.transaction(async (tx) => {
    const [inviter] = await tx.select().from(users).where(eq(users.id, scope.userId));
    if (!inviter?.emailVerifiedAt) throw forbidden("Confirme seu e-mail antes de convidar pessoas.");
    const existing = await findUserByEmail(tx, input.email);
    if (existing) {
      const [member] = await tx
        .select({ active: memberships.active })
        .from(memberships)
        .where(and(eq(memberships.orgId, scope.orgId), eq(memberships.userId, existing.id)));
      if (member?.active) throw new DomainError("CONFLICT", "Esta pessoa já faz parte da equipe.");
    }
    const [org] = await tx.select({ name: orgs.legalName }).from(orgs).where(eq(orgs.id, scope.orgId));
    return createInvitation(
      tx,
      {
        ...input,
        orgId: scope.orgId,
        orgName: org?.name ?? "",
        inviter: { id: inviter.id, name: inviter.name },
      },
      now,
    );
  });
}

export function listInvitations(scope: OrgScope) {
  return scope.db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .where(eq(invitations.orgId, scope.orgId))
    .orderBy(desc(invitations.createdAt));
}

export function revokeInvitation(scope: OrgScope, id: string, now: Date) {
  return scope.db.transaction(async (tx) => {
    const where = and(
      eq(invitations.orgId, scope.orgId),
      eq(invitations.id, id),
      isNull(invitations.acceptedAt),
    );
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(where)
      .returning({ id: invitations.id });
    if (!row) throw notFound("Convite pendente");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "invitation.revoked",
      entity: "invitation",
      entityId: id,
    });
    return row;
  });
}

async function openInvitation(tx: DbOrTx, token: string, now: Date) {
  const [row] = await tx
    .select({ invitation: invitations, orgName: orgs.legalName })
    .from(invitations)
    .innerJoin(orgs, eq(orgs.id, invitations.orgId))
    .where(eq(invitations.tokenHash, hashLinkToken(token)));
  if (!row)
    throw new DomainError("NOT_FOUND", "Convite inválido. Confira se copiou o endereço inteiro do e-mail.");
  const { invitation } = row;
  if (invitation.acceptedAt) throw new DomainError("CONFLICT", "Este convite já foi usado.");
  if (invitation.revokedAt)
    throw new DomainError("PRECONDITION_FAILED", "Este convite foi cancelado pela organização.");
  if (invitation.expiresAt <= now) {
    throw new DomainError("PRECONDITION_FAILED", "Este convite expirou: peça um novo a quem convidou você.");
  }
  return row;
}

/** What the acceptance page shows before the person decides. */
export async function describeInvitation(db: Db, token: string, now: Date) {
  const { invitation, orgName } = await openInvitation(db, token, now);
  return {
    orgName,
    email: invitation.email,
    role: invitation.role,
    hasAccount: (await findUserByEmail(db, invitation.email)) !== null,
  };
}

export type AcceptInput = { token: string } & (
  | { newAccount: { name: string; password: string } }
  | { signedInUserId: string }
);

/**
 * Accepts once: a new person creates their password; someone with an account must be signed in
 * as the invited e-mail. The link proves the e-mail, so a new account starts verified.
 */
export function acceptInvitation(db: Db, input: AcceptInput, now: Date) {
  return db.transaction(async (tx) => {
    const { invitation } = await openInvitation(tx, input.token, now);
    const [locked] = await tx
      .update(invitations)
      .set({ acceptedAt: now })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id });
    if (!locked) throw new DomainError("CONFLICT", "Este convite já foi usado.");
    let userId: string;
    if ("newAccount" in input) {
      const user = await createUser(tx, {
        ...input.newAccount,
        email: invitation.email,
        emailVerifiedAt: now,
      });
      userId = user.id;
    } else {
      const existing = await findUserByEmail(tx, invitation.email);
      if (!existing || existing.id !== input.signedInUserId) {
        throw forbidden(`Este convite é para ${invitation.email}. Entre com essa conta para aceitá-lo.`);
      }
      userId = existing.id;
    }
    await tx.update(invitations).set({ acceptedBy: userId }).where(eq(invitations.id, invitation.id));
    await tx
      .insert(memberships)
      .values({ orgId: invitation.orgId, userId, role: invitation.role, isManager: invitation.isManager })
      .onConflictDoUpdate({
        target: [memberships.orgId, memberships.userId],
        set: { role: invitation.role, isManager: invitation.isManager, active: true },
      });
    await standOnItsOwn(tx, invitation.orgId, userId);
    await writeAudit(tx, {
      orgId: invitation.orgId,
      actorUserId: userId,
      action: "invitation.accepted",
      entity: "invitation",
      entityId: invitation.id,
      after: { userId, role: invitation.role },
    });
    return { orgId: invitation.orgId, userId, email: invitation.email };
  });
}
