import { and, asc, desc, eq } from "drizzle-orm";
import { type OrderStage, orderActions, orderRefusal } from "@/domain/lifecycle";
import { resolveMunicipality } from "@/domain/municipalities";
import type { WasteClass } from "@/domain/pricing/terms";
import { localDate } from "@/domain/time/zoned";
import { formatIsoDate } from "@/lib/format";
import type { Tx } from "@/server/db/client";
import { haulerClients, jobs, orders, orgs, placements, sites } from "@/server/db/schema";
import { conflict, invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { quoteFor } from "@/server/services/pricing/quote";
import { assertClientOf, assertHaulerServes, siteOf } from "./clients";
import { orderLifecycles } from "./lifecycle-facts";

export interface OrderFields {
  siteId: string;
  sizeM3: number;
  wasteKind: "rcc" | "bulky";
  /** CONAMA 307 class; A (the common rubble) unless told. */
  wasteClass?: WasteClass;
  desiredFrom: string;
  desiredUntil?: string | null;
  notes?: string | null;
}

const columns = {
  id: orders.id,
  generatorOrgId: orders.generatorOrgId,
  generatorName: orgs.legalName,
  siteId: orders.siteId,
  siteName: sites.name,
  siteAddress: sites.address,
  municipalityId: sites.municipalityId,
  lat: sites.lat,
  lon: sites.lon,
  sizeM3: orders.sizeM3,
  wasteKind: orders.wasteKind,
  wasteClass: orders.wasteClass,
  quotedCents: orders.quotedCents,
  terms: orders.terms,
  desiredFrom: orders.desiredFrom,
  desiredUntil: orders.desiredUntil,
  notes: orders.notes,
  channel: orders.channel,
  status: orders.status,
  createdAt: orders.createdAt,
};

/**
 * An order starts today or later on the site's wall clock (its municipality's time zone: Indiavaí's
 * day begins an hour after Juiz de Fora's), and ends on or after its start. Refused, never moved.
 */
function checkDates(input: OrderFields, municipalityId: string, now: Date) {
  const timeZone = resolveMunicipality(municipalityId)?.timeZone ?? "America/Sao_Paulo";
  const today = localDate(now.getTime(), timeZone);
  if (input.desiredFrom < today)
    throw invalidField(
      "desiredFrom",
      `A data de início não pode ser anterior a hoje (${formatIsoDate(today)}): escolha hoje ou uma data futura.`,
    );
  if (input.desiredUntil && input.desiredUntil < input.desiredFrom)
    throw invalidField(
      "desiredUntil",
      "A data final desejada é anterior à data de início: corrija as datas.",
    );
}

async function insertOrder(
  scope: OrgScope,
  haulerOrgId: string,
  generatorOrgId: string,
  input: OrderFields,
  channel: "client_portal" | "phone",
  now: Date,
) {
  return scope.db.transaction(async (tx) => {
    const site = await siteOf(tx, generatorOrgId, input.siteId);
    checkDates(input, site.municipalityId, now);
    const wasteClass = input.wasteClass ?? "A";
    // The price is quoted now and frozen on the order: later changes to the table do not touch it.
    const quote = await quoteFor(tx, {
      haulerOrgId,
      generatorOrgId,
      siteId: input.siteId,
      sizeM3: input.sizeM3,
      wasteClass,
    });
    const [row] = await tx
      .insert(orders)
      .values({
        orgId: haulerOrgId,
        generatorOrgId,
        siteId: input.siteId,
        sizeM3: input.sizeM3,
        wasteKind: input.wasteKind,
        wasteClass,
        terms: quote?.terms ?? null,
        quotedCents: quote?.totalCents ?? null,
        desiredFrom: input.desiredFrom,
        desiredUntil: input.desiredUntil ?? null,
        notes: input.notes ?? null,
        channel,
        createdBy: scope.userId,
      })
      .returning({ id: orders.id, status: orders.status, quotedCents: orders.quotedCents });
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: haulerOrgId,
      actorUserId: scope.userId,
      action: "order.created",
      entity: "order",
      entityId: row.id,
      after: { ...input, wasteClass, generatorOrgId, channel, quotedCents: quote?.totalCents ?? null },
    });
    return row;
  });
}

/** Client portal: the generator orders from a hauler that serves it, for one of its own sites. */
export async function createClientOrder(
  scope: OrgScope,
  input: OrderFields & { haulerOrgId: string },
  now = new Date(),
) {
  await assertHaulerServes(scope.db, input.haulerOrgId, scope.orgId);
  return insertOrder(scope, input.haulerOrgId, scope.orgId, input, "client_portal", now);
}

/** Dispatcher: an order taken by phone for one of the hauler's clients and one of that client's sites. */
export async function createPhoneOrder(
  scope: OrgScope,
  input: OrderFields & { generatorOrgId: string },
  now = new Date(),
) {
  await assertClientOf(scope.db, scope.orgId, input.generatorOrgId);
  return insertOrder(scope, scope.orgId, input.generatorOrgId, input, "phone", now);
}

export interface NewClientSite {
  generatorOrgId: string;
  name: string;
  address: string;
  cep: string;
  municipalityId: string;
  lat: number;
  lon: number;
  contactName?: string;
  contactPhone?: string;
}

/** Dispatcher: registers a site for a phone client (the site stays the generator's). */
export function createClientSite(scope: OrgScope, input: NewClientSite) {
  return scope.db.transaction(async (tx) => {
    await assertClientOf(tx, scope.orgId, input.generatorOrgId);
    const { generatorOrgId, ...fields } = input;
    const [row] = await tx
      .insert(sites)
      .values({ ...fields, orgId: generatorOrgId })
      .returning({ id: sites.id, name: sites.name });
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "site.created_for_client",
      entity: "site",
      entityId: row.id,
      after: input,
    });
    return row;
  });
}

export async function listClientSites(scope: OrgScope, generatorOrgId: string) {
  await assertClientOf(scope.db, scope.orgId, generatorOrgId);
  return scope.db
    .select({ id: sites.id, name: sites.name, address: sites.address, municipalityId: sites.municipalityId })
    .from(sites)
    .where(eq(sites.orgId, generatorOrgId))
    .orderBy(asc(sites.name));
}

/** The hauler's orders, each with its stage (what happened to it) and the actions that fit it now. */
export async function listOrders(scope: OrgScope, status?: "open" | "scheduled" | "done" | "cancelled") {
  const rows = await scope.db
    .select(columns)
    .from(orders)
    .innerJoin(orgs, eq(orgs.id, orders.generatorOrgId))
    .innerJoin(sites, and(eq(sites.orgId, orders.generatorOrgId), eq(sites.id, orders.siteId)))
    .where(and(eq(orders.orgId, scope.orgId), status ? eq(orders.status, status) : undefined))
    .orderBy(asc(orders.desiredFrom), asc(orders.createdAt));
  const lifecycles = await orderLifecycles(scope.db, scope.orgId, rows);
  return rows.map((o) => {
    const l = lifecycles.get(o.id) ?? {
      stage: "open" as const,
      placementId: null,
      booked: { delivery: null, pickup: null },
    };
    return { ...o, stage: l.stage, placementId: l.placementId, actions: orderActions(l.stage, l.booked) };
  });
}

/** The order locked for a change, with its stage: a service refuses with `orderRefusal` before writing. */
export async function lockOrderWithStage(tx: Tx, orgId: string, id: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orgId, orgId), eq(orders.id, id)))
    .for("update");
  if (!order) throw notFound("Pedido");
  const lifecycle = (await orderLifecycles(tx, orgId, [order])).get(order.id);
  if (!lifecycle) throw notFound("Pedido");
  return { order, ...lifecycle };
}

/** Client portal: the generator's own orders, with the hauler's name and each order's stage. */
export async function listMyOrders(scope: OrgScope) {
  const rows = await scope.db
    .select({ ...columns, haulerName: orgs.legalName, haulerOrgId: orders.orgId })
    .from(orders)
    .innerJoin(orgs, eq(orgs.id, orders.orgId))
    .innerJoin(sites, and(eq(sites.orgId, orders.generatorOrgId), eq(sites.id, orders.siteId)))
    .where(eq(orders.generatorOrgId, scope.orgId))
    .orderBy(desc(orders.createdAt));
  const stages = new Map<string, OrderStage>();
  for (const haulerOrgId of new Set(rows.map((r) => r.haulerOrgId)))
    for (const [id, l] of await orderLifecycles(
      scope.db,
      haulerOrgId,
      rows.filter((r) => r.haulerOrgId === haulerOrgId),
    ))
      stages.set(id, l.stage);
  return rows.map(({ haulerOrgId: _h, ...o }) => ({
    ...o,
    stage: stages.get(o.id) ?? ("open" as OrderStage),
  }));
}

/** Client portal: the haulers that serve this generator (where it can order). */
export function listMyHaulers(scope: OrgScope) {
  return scope.db
    .select({ id: orgs.id, legalName: orgs.legalName })
    .from(haulerClients)
    .innerJoin(orgs, eq(orgs.id, haulerClients.orgId))
    .where(eq(haulerClients.generatorOrgId, scope.orgId))
    .orderBy(asc(orgs.legalName));
}

/**
 * Cancels an order not yet delivered (`orderRefusal` otherwise: 409, nothing written), with its planned
 * placement and the jobs booked for it.
 */
export function cancelOrder(scope: OrgScope, id: string, reason: string) {
  return scope.db.transaction(async (tx) => {
    const { order, stage, placementId } = await lockOrderWithStage(tx, scope.orgId, id);
    const refusal = orderRefusal(stage, "cancel");
    if (refusal) throw conflict(refusal);
    await tx
      .update(orders)
      .set({ status: "cancelled", notes: reason })
      .where(and(eq(orders.orgId, scope.orgId), eq(orders.id, id)));
    if (placementId) {
      await tx
        .update(placements)
        .set({ status: "cancelled" })
        .where(and(eq(placements.orgId, scope.orgId), eq(placements.id, placementId)));
      await tx
        .update(jobs)
        .set({ status: "cancelled", statusReason: "Pedido cancelado." })
        .where(
          and(eq(jobs.orgId, scope.orgId), eq(jobs.placementId, placementId), eq(jobs.status, "scheduled")),
        );
    }
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "order.cancelled",
      entity: "order",
      entityId: id,
      before: { status: order.status, stage },
      after: { reason, placementId },
    });
    return { id };
  });
}
