import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { memberships, orgs, users } from "@/server/db/schema";
import { DomainError, notFound } from "@/server/errors";
import { enqueueEmail } from "@/server/mail/outbox";
import { emails } from "@/server/mail/templates";
import { writeAudit } from "@/server/services/audit/write";
import { listRequestDocuments } from "./org-request-documents";

/** Trusted orgs (receivers, cities) waiting for a superadmin, with the people who asked. */
export async function listOrgRequests(db: Db) {
  const pending = await db
    .select({
      id: orgs.id,
      kind: orgs.kind,
      legalName: orgs.legalName,
      taxId: orgs.taxId,
      municipalityId: orgs.municipalityId,
      createdAt: orgs.createdAt,
    })
    .from(orgs)
    .where(eq(orgs.status, "pending"))
    .orderBy(asc(orgs.createdAt));
  if (pending.length === 0) return [];
  const people = await db
    .select({
      orgId: memberships.orgId,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      inArray(
        memberships.orgId,
        pending.map((o) => o.id),
      ),
    );
  const documents = await listRequestDocuments(
    db,
    pending.map((o) => o.id),
  );
  return pending.map((org) => ({
    ...org,
    requesters: people.filter((p) => p.orgId === org.id),
    documents: documents.filter((d) => d.orgId === org.id),
  }));
}

async function notifyMembers(
  tx: Tx,
  orgId: string,
  orgName: string,
  approved: boolean,
  reason: string | null,
) {
  const people = await tx
    .select({ name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.orgId, orgId));
  for (const p of people)
    await enqueueEmail(tx, p.email, emails.orgDecided(p.name, orgName, approved, reason), orgId);
}

/** Approving gives the org's members their powers; refusing leaves it suspended, with the reason sent to them. */
export function decideOrgRequest(
  db: Db,
  actorUserId: string,
  input: { orgId: string; approve: boolean; reason?: string },
) {
  return db.transaction(async (tx) => {
    const [org] = await tx
      .select()
      .from(orgs)
      .where(and(eq(orgs.id, input.orgId), eq(orgs.status, "pending")))
      .for("update");
    if (!org) throw notFound("Pedido de cadastro pendente");
    if (!input.approve && !input.reason?.trim()) {
      throw new DomainError("BAD_REQUEST", "Diga o motivo da recusa: ele vai para quem pediu.", {
        fieldErrors: { reason: ["Informe o motivo da recusa."] },
      });
    }
    const status = input.approve ? "active" : "suspended";
    await tx.update(orgs).set({ status }).where(eq(orgs.id, org.id));
    await writeAudit(tx, {
      orgId: org.id,
      actorUserId,
      action: input.approve ? "org.approved" : "org.refused",
      entity: "org",
      entityId: org.id,
      before: { status: org.status },
      after: { status, reason: input.reason ?? null },
    });
    await notifyMembers(tx, org.id, org.legalName, input.approve, input.reason ?? null);
    return { orgId: org.id, status };
  });
}

/** Suspending takes every power from the org's members at their next request; reactivating gives them back. */
export function setOrgSuspended(
  db: Db,
  actorUserId: string,
  input: { orgId: string; suspended: boolean; reason?: string },
) {
  return db.transaction(async (tx) => {
    const [org] = await tx.select().from(orgs).where(eq(orgs.id, input.orgId)).for("update");
    if (!org) throw notFound("Organização");
    if (org.status === "pending")
      throw new DomainError("CONFLICT", "Este pedido ainda não foi decidido: aprove ou recuse.");
    const status = input.suspended ? "suspended" : "active";
    await tx.update(orgs).set({ status }).where(eq(orgs.id, org.id));
    await writeAudit(tx, {
      orgId: org.id,
      actorUserId,
      action: input.suspended ? "org.suspended" : "org.reactivated",
      entity: "org",
      entityId: org.id,
      before: { status: org.status },
      after: { status, reason: input.reason ?? null },
    });
    return { orgId: org.id, status };
  });
}
