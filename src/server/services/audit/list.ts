import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { AuditEntity } from "@/domain/audit/entities";
import {
  auditEvents,
  cacambas,
  citations,
  ctrs,
  drivers,
  invoices,
  jobs,
  licences,
  orders,
  orgs,
  placements,
  priceRows,
  sites,
  trucks,
  users,
} from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { type AuditLine, describeAuditEvent } from "./describe";

const subjectUser = alias(users, "subject_user");
const subjectOrg = alias(orgs, "subject_org");

/** The event's `entity_id` when it is about one of `kinds`, else null (a text, as stored). */
function idAbout(...kinds: AuditEntity[]): SQL {
  const list = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  return sql`case when ${auditEvents.entity} in (${list}) then ${auditEvents.entityId} end`;
}

/**
 * The row whose id is the first of `keys` that is not null. One equality per join (no OR), so the
 * planner may hash it: the page costs one query whatever the number of events.
 */
function rowOf(id: AnyPgColumn, ...keys: SQL[]): SQL {
  return sql`${id}::text = coalesce(${sql.join(keys, sql`, `)})`;
}

/**
 * The org's latest audit events, each with the words a person reads: what happened and the thing's own
 * name (caçamba nº 03, fatura nº 1, CTR 2026/000008, a pick-up of 05/03/2026). The names come from one
 * query joining each kind of subject (a job's caçamba through its placement, an order's or placement's
 * site), never one query per event; a deleted row is named from what the event kept of it.
 */
export async function listAuditEvents(scope: OrgScope, limit: number): Promise<AuditLine[]> {
  const org = scope.orgId;
  const rows = await scope.db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      entity: auditEvents.entity,
      before: auditEvents.before,
      after: auditEvents.after,
      actorName: users.name,
      cacambaNumber: cacambas.number,
      invoiceNumber: invoices.number,
      ctrNumber: ctrs.number,
      jobKind: jobs.kind,
      jobDate: jobs.date,
      orderFrom: orders.desiredFrom,
      siteName: sites.name,
      truckPlate: trucks.plate,
      driverName: drivers.name,
      licenceKind: licences.kind,
      licenceNumber: licences.number,
      citationNumber: citations.number,
      priceSizeM3: priceRows.sizeM3,
      priceWasteClass: priceRows.wasteClass,
      userName: subjectUser.name,
      orgName: subjectOrg.legalName,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .leftJoin(jobs, and(eq(jobs.orgId, org), rowOf(jobs.id, idAbout("job"))))
    .leftJoin(orders, and(eq(orders.orgId, org), rowOf(orders.id, idAbout("order"))))
    .leftJoin(
      placements,
      and(
        eq(placements.orgId, org),
        rowOf(placements.id, idAbout("placement"), sql`${jobs.placementId}::text`),
      ),
    )
    .leftJoin(
      cacambas,
      and(
        eq(cacambas.orgId, org),
        rowOf(cacambas.id, idAbout("cacamba"), sql`${placements.cacambaId}::text`),
      ),
    )
    .leftJoin(
      sites,
      and(
        eq(sites.orgId, org),
        rowOf(sites.id, idAbout("site"), sql`${orders.siteId}::text`, sql`${placements.siteId}::text`),
      ),
    )
    .leftJoin(invoices, and(eq(invoices.orgId, org), rowOf(invoices.id, idAbout("invoice"))))
    .leftJoin(ctrs, and(eq(ctrs.orgId, org), rowOf(ctrs.id, idAbout("ctr"))))
    .leftJoin(trucks, and(eq(trucks.orgId, org), rowOf(trucks.id, idAbout("truck"))))
    .leftJoin(drivers, and(eq(drivers.orgId, org), rowOf(drivers.id, idAbout("driver"))))
    .leftJoin(licences, and(eq(licences.orgId, org), rowOf(licences.id, idAbout("licence"))))
    .leftJoin(
      citations,
      and(
        or(eq(citations.orgId, org), eq(citations.offenderOrgId, org)),
        rowOf(citations.id, idAbout("citation")),
      ),
    )
    .leftJoin(priceRows, and(eq(priceRows.orgId, org), rowOf(priceRows.id, idAbout("price_row"))))
    .leftJoin(subjectUser, rowOf(subjectUser.id, idAbout("user", "membership")))
    .leftJoin(subjectOrg, rowOf(subjectOrg.id, idAbout("org", "generator")))
    .where(eq(auditEvents.orgId, org))
    .orderBy(desc(auditEvents.at))
    .limit(limit);
  return rows.map(describeAuditEvent);
}
