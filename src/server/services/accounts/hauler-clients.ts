import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { haulerClients, memberships, orgs, users } from "@/server/db/schema";
import { DomainError, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { requestLink } from "./client-links";
import { createInvitation } from "./invitations";
import { lockTaxId } from "./tax-id";

export interface NewGenerator {
  personType: "company" | "person";
  legalName: string;
  taxId: string;
  municipalityId: string;
}

export type RegisterResult =
  /** The hauler's client: its own record (new or already there), or an org that accepted it before. */
  | { status: "registered"; generatorOrgId: string; legalName: string }
  /** The tax id belongs to an org that stands on its own: it was asked (nothing about it is returned). */
  | { status: "requested" }
  /** That org refused this hauler; it may still accept in its portal. */
  | { status: "refused" };

/**
 * A dispatcher taking an order by phone registers the client. Three cases, and the answer never
 * names an org the hauler does not already serve (a CPF never returns a person's name):
 * - the hauler already serves this CPF/CNPJ → that client;
 * - a generator org with this CPF/CNPJ stands on its own (it signed up, or a person joined it) →
 *   a link request its members accept or refuse in the portal; no access until then;
 * - otherwise → a new private client record of this hauler, even when other haulers keep records of
 *   the same CPF/CNPJ: those are theirs, and none of them is linked, revealed or changed.
 */
export function registerGeneratorForHauler(scope: OrgScope, input: NewGenerator): Promise<RegisterResult> {
  const legalName = input.legalName.trim();
  return scope.db.transaction(async (tx) => {
    await lockTaxId(tx, "generator", input.taxId);
    const [served] = await tx
      .select({ id: orgs.id, legalName: orgs.legalName, managedByOrgId: orgs.managedByOrgId })
      .from(haulerClients)
      .innerJoin(orgs, eq(orgs.id, haulerClients.generatorOrgId))
      .where(
        and(eq(haulerClients.orgId, scope.orgId), eq(orgs.kind, "generator"), eq(orgs.taxId, input.taxId)),
      )
      .orderBy(asc(orgs.createdAt))
      .limit(1);
    if (served)
      return { status: "registered" as const, generatorOrgId: served.id, legalName: served.legalName };
    const [standalone] = await tx
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(eq(orgs.kind, "generator"), eq(orgs.taxId, input.taxId), isNull(orgs.managedByOrgId)));
    if (standalone) return { status: await requestLink(tx, scope, standalone.id, legalName) };
    const [record] = await tx
      .insert(orgs)
      .values({ ...input, legalName, kind: "generator", status: "active", managedByOrgId: scope.orgId })
      .returning({ id: orgs.id, legalName: orgs.legalName });
    if (!record) throw new Error("generator insert returned nothing");
    await tx
      .insert(haulerClients)
      .values({ orgId: scope.orgId, generatorOrgId: record.id, createdBy: scope.userId });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "client.registered",
      entity: "generator",
      entityId: record.id,
      after: { legalName: record.legalName, taxId: input.taxId, personType: input.personType },
    });
    return { status: "registered" as const, generatorOrgId: record.id, legalName: record.legalName };
  });
}

export function listClients(scope: OrgScope) {
  return scope.db
    .select({
      generatorOrgId: orgs.id,
      legalName: orgs.legalName,
      personType: orgs.personType,
      taxId: orgs.taxId,
      municipalityId: orgs.municipalityId,
      members: sql<number>`(select count(*)::int from ${memberships} where ${memberships.orgId} = ${orgs.id} and ${memberships.active})`,
      /** The hauler's own record (it may invite the client to the portal), not an org of the client's own. */
      ownRecord: sql<boolean>`${orgs.managedByOrgId} is not distinct from ${scope.orgId}::uuid`,
    })
    .from(haulerClients)
    .innerJoin(orgs, eq(orgs.id, haulerClients.generatorOrgId))
    .where(eq(haulerClients.orgId, scope.orgId))
    .orderBy(asc(orgs.legalName));
}

/**
 * Invites the generator's person to the client portal: only to the hauler's own records that have
 * nobody yet. An org that stands on its own manages its people itself, even when none is active.
 */
export function inviteClientToPortal(
  scope: OrgScope,
  input: { generatorOrgId: string; email: string },
  now: Date,
) {
  return scope.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: orgs.id, legalName: orgs.legalName, managedByOrgId: orgs.managedByOrgId })
      .from(haulerClients)
      .innerJoin(orgs, eq(orgs.id, haulerClients.generatorOrgId))
      .where(
        and(eq(haulerClients.orgId, scope.orgId), eq(haulerClients.generatorOrgId, input.generatorOrgId)),
      );
    if (!client) throw notFound("Cliente");
    const [member] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.orgId, client.id), eq(memberships.active, true)));
    if (member) throw new DomainError("CONFLICT", "Este cliente já tem acesso ao portal.");
    if (client.managedByOrgId !== scope.orgId)
      throw new DomainError(
        "CONFLICT",
        "Este cliente tem conta própria no portal: quem administra a conta dele convida as pessoas.",
      );
    const [inviter] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, scope.userId));
    if (!inviter) throw notFound("Usuário");
    const invitation = await createInvitation(
      tx,
      {
        orgId: client.id,
        orgName: client.legalName,
        email: input.email,
        role: "client",
        isManager: true,
        inviter,
      },
      now,
    );
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "client.invited",
      entity: "generator",
      entityId: client.id,
      after: { email: invitation.email },
    });
    return invitation;
  });
}
