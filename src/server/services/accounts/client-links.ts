import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { formatTaxId } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import type { Tx } from "@/server/db/client";
import { clientLinkRequests, haulerClients, memberships, orgs, users } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { enqueueEmail } from "@/server/mail/outbox";
import { emails } from "@/server/mail/templates";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { lockTaxId } from "./tax-id";

/** Where a generator answers link requests (client portal). */
export const LINKS_PAGE = "/meus-transportadores";

/**
 * The hauler asks to serve a generator org that stands on its own. Once per pair: a pending request is
 * not sent again and a refusal stands until the generator changes its mind in the portal. The
 * generator's members are e-mailed; the hauler learns nothing of the org (no id, no name).
 */
export async function requestLink(
  tx: Tx,
  scope: OrgScope,
  generatorOrgId: string,
  requestedName: string,
): Promise<"requested" | "refused"> {
  const inserted = await tx
    .insert(clientLinkRequests)
    .values({ orgId: scope.orgId, generatorOrgId, requestedName, requestedBy: scope.userId })
    .onConflictDoNothing()
    .returning({ status: clientLinkRequests.status });
  if (inserted.length === 0) {
    const [existing] = await tx
      .select({ status: clientLinkRequests.status })
      .from(clientLinkRequests)
      .where(
        and(eq(clientLinkRequests.orgId, scope.orgId), eq(clientLinkRequests.generatorOrgId, generatorOrgId)),
      );
    return existing?.status === "refused" ? "refused" : "requested";
  }
  const [hauler] = await tx
    .select({ legalName: orgs.legalName, taxId: orgs.taxId })
    .from(orgs)
    .where(eq(orgs.id, scope.orgId));
  if (!hauler) throw notFound("Empresa");
  const members = await tx
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, generatorOrgId), eq(memberships.active, true), eq(users.active, true)));
  const email = emails.clientLinkRequested(hauler.legalName, formatTaxId(hauler.taxId), appUrl(LINKS_PAGE));
  for (const m of members) await enqueueEmail(tx, m.email, email, generatorOrgId);
  await writeAudit(tx, {
    orgId: scope.orgId,
    actorUserId: scope.userId,
    action: "client.link_requested",
    entity: "client_link_request",
    after: { requestedName },
  });
  await writeAudit(tx, {
    orgId: generatorOrgId,
    actorUserId: scope.userId,
    action: "client.link_requested",
    entity: "org",
    entityId: scope.orgId,
    after: { haulerName: hauler.legalName, haulerTaxId: hauler.taxId },
  });
  return "requested";
}

/** Hauler: its requests still waiting for the client or refused, with the name it typed (never the org's). */
export function listOutgoingRequests(scope: OrgScope) {
  return scope.db
    .select({
      requestedName: clientLinkRequests.requestedName,
      taxId: orgs.taxId,
      status: clientLinkRequests.status,
      requestedAt: clientLinkRequests.requestedAt,
    })
    .from(clientLinkRequests)
    .innerJoin(orgs, eq(orgs.id, clientLinkRequests.generatorOrgId))
    .where(
      and(
        eq(clientLinkRequests.orgId, scope.orgId),
        inArray(clientLinkRequests.status, ["pending", "refused"]),
      ),
    )
    .orderBy(desc(clientLinkRequests.requestedAt));
}

/** Generator: the haulers asking to serve it (pending first), and those it refused (it may still accept). */
export function listIncomingRequests(scope: OrgScope) {
  return scope.db
    .select({
      haulerOrgId: clientLinkRequests.orgId,
      haulerName: orgs.legalName,
      haulerTaxId: orgs.taxId,
      status: clientLinkRequests.status,
      requestedAt: clientLinkRequests.requestedAt,
      decidedAt: clientLinkRequests.decidedAt,
    })
    .from(clientLinkRequests)
    .innerJoin(orgs, eq(orgs.id, clientLinkRequests.orgId))
    .where(
      and(
        eq(clientLinkRequests.generatorOrgId, scope.orgId),
        inArray(clientLinkRequests.status, ["pending", "refused"]),
      ),
    )
    .orderBy(asc(clientLinkRequests.status), asc(orgs.legalName));
}

async function decide(scope: OrgScope, haulerOrgId: string, accept: boolean, now: Date) {
  return scope.db.transaction(async (tx) => {
    const [request] = await tx
      .update(clientLinkRequests)
      .set({ status: accept ? "accepted" : "refused", decidedBy: scope.userId, decidedAt: now })
      .where(
        and(
          eq(clientLinkRequests.generatorOrgId, scope.orgId),
          eq(clientLinkRequests.orgId, haulerOrgId),
          inArray(clientLinkRequests.status, accept ? ["pending", "refused"] : ["pending"]),
        ),
      )
      .returning({ requestedBy: clientLinkRequests.requestedBy });
    if (!request) throw notFound(accept ? "Pedido de atendimento" : "Pedido de atendimento em aberto");
    const [[generator], [hauler]] = await Promise.all([
      tx.select({ legalName: orgs.legalName }).from(orgs).where(eq(orgs.id, scope.orgId)),
      tx.select({ legalName: orgs.legalName }).from(orgs).where(eq(orgs.id, haulerOrgId)),
    ]);
    if (!generator || !hauler) throw notFound("Empresa");
    const action = accept ? "client.link_accepted" : "client.link_refused";
    if (accept) {
      await tx
        .insert(haulerClients)
        .values({ orgId: haulerOrgId, generatorOrgId: scope.orgId, createdBy: scope.userId })
        .onConflictDoNothing();
      const [requester] = await tx
        .select({ email: users.email, active: users.active })
        .from(users)
        .where(eq(users.id, request.requestedBy));
      if (requester?.active)
        await enqueueEmail(
          tx,
          requester.email,
          emails.clientLinkAccepted(generator.legalName, appUrl("/clientes")),
          haulerOrgId,
        );
    }
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action,
      entity: "org",
      entityId: haulerOrgId,
      after: { haulerName: hauler.legalName },
    });
    await writeAudit(tx, {
      orgId: haulerOrgId,
      actorUserId: scope.userId,
      action,
      entity: accept ? "generator" : "client_link_request",
      // the refusing org stays anonymous to the hauler, as before the request
      entityId: accept ? scope.orgId : null,
      after: accept ? { legalName: generator.legalName } : null,
    });
    return { haulerOrgId, status: accept ? ("accepted" as const) : ("refused" as const) };
  });
}

/** Generator: lets the hauler serve it (sites, phone orders, CTRs, the portal). */
export function acceptLink(scope: OrgScope, haulerOrgId: string, now: Date) {
  return decide(scope, haulerOrgId, true, now);
}

/** Generator: the hauler keeps seeing nothing; it is not asked again unless the generator accepts later. */
export function refuseLink(scope: OrgScope, haulerOrgId: string, now: Date) {
  return decide(scope, haulerOrgId, false, now);
}

/**
 * A person joined a hauler's private client record (accepted its portal invitation): the record
 * becomes an org that stands on its own, so later haulers reach it by request rather than each
 * keeping a record of their own — unless the person already has such an org for this tax id, in
 * which case this one stays the hauler's record. The inviting hauler keeps its link.
 */
export async function standOnItsOwn(tx: Tx, orgId: string, actorUserId: string) {
  const [org] = await tx
    .select({ kind: orgs.kind, taxId: orgs.taxId, managedByOrgId: orgs.managedByOrgId })
    .from(orgs)
    .where(eq(orgs.id, orgId));
  if (!org || org.kind !== "generator" || !org.managedByOrgId) return;
  await lockTaxId(tx, "generator", org.taxId);
  const [existing] = await tx
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.kind, "generator"), eq(orgs.taxId, org.taxId), isNull(orgs.managedByOrgId)));
  if (existing) return;
  await tx.update(orgs).set({ managedByOrgId: null }).where(eq(orgs.id, orgId));
  await writeAudit(tx, {
    orgId,
    actorUserId,
    action: "org.stands_on_its_own",
    entity: "org",
    entityId: orgId,
    before: { managedByOrgId: org.managedByOrgId },
    after: { managedByOrgId: null },
  });
}
