import { and, asc, eq, sql } from "drizzle-orm";
import { haulerClients, memberships, orgs, users } from "@/server/db/schema";
import { DomainError, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { createInvitation } from "./invitations";

export interface NewGenerator {
  personType: "company" | "person";
  legalName: string;
  taxId: string;
  municipalityId: string;
}

/**
 * A dispatcher taking an order by phone registers the generator: an org of its own with no members
 * yet, linked to the hauler, and reused when the same CPF/CNPJ is already on the platform.
 */
export function registerGeneratorForHauler(scope: OrgScope, input: NewGenerator) {
  return scope.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`org:generator:${input.taxId}`}))`);
    let [generator] = await tx
      .select({ id: orgs.id, legalName: orgs.legalName })
      .from(orgs)
      .where(and(eq(orgs.kind, "generator"), eq(orgs.taxId, input.taxId)));
    if (!generator) {
      [generator] = await tx
        .insert(orgs)
        .values({ ...input, kind: "generator", status: "active" })
        .returning({ id: orgs.id, legalName: orgs.legalName });
    }
    if (!generator) throw new Error("generator insert returned nothing");
    await tx
      .insert(haulerClients)
      .values({ orgId: scope.orgId, generatorOrgId: generator.id, createdBy: scope.userId })
      .onConflictDoNothing();
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "client.registered",
      entity: "generator",
      entityId: generator.id,
      after: { legalName: generator.legalName },
    });
    return { generatorOrgId: generator.id, legalName: generator.legalName };
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
    })
    .from(haulerClients)
    .innerJoin(orgs, eq(orgs.id, haulerClients.generatorOrgId))
    .where(eq(haulerClients.orgId, scope.orgId))
    .orderBy(asc(orgs.legalName));
}

/** Invites the generator's person to the client portal: only for the hauler's own clients that have nobody yet. */
export function inviteClientToPortal(
  scope: OrgScope,
  input: { generatorOrgId: string; email: string },
  now: Date,
) {
  return scope.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: orgs.id, legalName: orgs.legalName })
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
