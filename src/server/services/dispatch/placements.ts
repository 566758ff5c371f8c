import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { checkPlacement, type PlacementResult, RulesInputError } from "@/domain";
import { orderRefusal, placementActions } from "@/domain/lifecycle";
import type { Tx } from "@/server/db/client";
import {
  cacambas,
  type FootprintPolygon,
  orders,
  orgs,
  type PlacementFacts,
  placements,
  type StoredVerdict,
  sites,
} from "@/server/db/schema";
import { conflict, DomainError, invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { assertHaulerLicensed } from "@/server/services/fleet/licences/assert-licensed";
import { featuresForCheck } from "@/server/services/geo/features";
import {
  notifyFull,
  notifyPickupRequested,
  placementNoticeFacts,
} from "@/server/services/notifications/placement-notices";
import { assertCacambaAvailable, orderedSizeM3 } from "./cacamba-availability";
import { assertClientOf, siteOf } from "./clients";
import { computeDeadline, deadlineStatus } from "./deadlines";
import { dropOffFixes } from "./drop-off-fixes";
import { bookedJobsOf, bookedOf } from "./lifecycle-facts";
import { lockOrderWithStage } from "./orders";
import { scheduleReminders } from "./reminders";
import { assertFreeGround } from "./street-neighbours";

export interface SavePlacementInput {
  generatorOrgId: string;
  siteId: string;
  orderId?: string | null;
  cacambaId?: string | null;
  footprint: FootprintPolygon;
  facts: PlacementFacts;
  /** What the browser showed; never trusted, only compared with the server's own check. */
  clientVerdictOk?: boolean;
  overrideReason?: string | null;
}

/** The rules engine's input errors become a 400 with its pt-BR message and the field path. */
function checkOrExplain<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (!(e instanceof RulesInputError)) throw e;
    const issue = e.issues[0];
    throw new DomainError("BAD_REQUEST", e.message, {
      fieldErrors: issue ? { [issue.path || "placement"]: [issue.message] } : undefined,
    });
  }
}

function toStored(result: PlacementResult, at: Date): StoredVerdict {
  return {
    ok: result.ok,
    checkedAt: at.toISOString(),
    violations: result.violations.map(({ rule, article, message, featureId }) => ({
      rule,
      article,
      message,
      featureId,
    })),
    checklist: result.checklist,
    notRegulated: result.notRegulated,
  };
}

/**
 * Saves a planned placement after checking it again on the server with the municipality's features.
 * A placement that breaks a rule is saved only by a hauler admin with a written reason, audit-logged.
 */
export async function savePlacement(scope: OrgScope, input: SavePlacementInput, now: Date) {
  await assertClientOf(scope.db, scope.orgId, input.generatorOrgId);
  const site = await siteOf(scope.db, input.generatorOrgId, input.siteId);
  await assertHaulerLicensed(scope.db, scope.orgId, site.municipalityId, now);
  const features = await featuresForCheck(scope.db, scope.orgId, site.municipalityId);
  const result = checkOrExplain(() =>
    checkPlacement({
      municipality: site.municipalityId,
      at: now.toISOString(),
      placement: { ...input.facts, footprint: input.footprint },
      features,
    }),
  );
  const reason = input.overrideReason?.trim() || null;
  if (!result.ok) {
    const list = result.violations.map((v) => `${v.article}: ${v.message}`).join(" ");
    const tampered =
      input.clientVerdictOk === true
        ? " O veredito enviado pelo navegador não confere com a verificação do servidor."
        : "";
    if (scope.role !== "admin")
      throw new DomainError(
        "PRECONDITION_FAILED",
        `A colocação descumpre a lei e não foi salva.${tampered} ${list} Mova a caçamba ou peça a um administrador que salve com justificativa.`,
        { article: result.violations[0]?.article },
      );
    if (!reason || reason.length < 15)
      throw invalidField(
        "overrideReason",
        `A colocação descumpre ${result.violations.map((v) => v.article).join(", ")}: para salvar assim, escreva a justificativa (mínimo 15 caracteres).`,
      );
  }
  const verdict = toStored(result, now);
  return scope.db.transaction(async (tx) => {
    const replanned = input.orderId ? await orderPlacementToReplan(tx, scope, input) : null;
    await assertFreeGround(tx, scope.orgId, site.municipalityId, input.footprint, replanned?.id ?? null);
    if (input.cacambaId)
      await assertCacambaAvailable(
        tx,
        scope.orgId,
        input.cacambaId,
        replanned?.id ?? null,
        await orderedSizeM3(tx, scope.orgId, input.orderId ?? null),
      );
    const values = {
      cacambaId: input.cacambaId ?? null,
      footprint: input.footprint,
      facts: input.facts,
      verdict,
      verdictOk: result.ok,
      overrideReason: result.ok ? null : reason,
      overrideBy: result.ok ? null : scope.userId,
    };
    const [row] = replanned
      ? await tx
          .update(placements)
          .set(values)
          .where(and(eq(placements.orgId, scope.orgId), eq(placements.id, replanned.id)))
          .returning({ id: placements.id, status: placements.status })
      : await tx
          .insert(placements)
          .values({
            ...values,
            orgId: scope.orgId,
            orderId: input.orderId ?? null,
            generatorOrgId: input.generatorOrgId,
            siteId: input.siteId,
            municipalityId: site.municipalityId,
            createdBy: scope.userId,
          })
          .returning({ id: placements.id, status: placements.status });
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: !result.ok ? "placement.override" : replanned ? "placement.replanned" : "placement.planned",
      entity: "placement",
      entityId: row.id,
      before: replanned
        ? { footprint: replanned.footprint, cacambaId: replanned.cacambaId, verdictOk: replanned.verdictOk }
        : undefined,
      after: {
        siteId: input.siteId,
        verdictOk: result.ok,
        violations: verdict.violations.map((v) => v.article),
        overrideReason: result.ok ? null : reason,
      },
    });
    return { ...row, verdict, replanned: replanned !== null };
  });
}

/**
 * The order's stage decides what saving does: an open order gets its placement (and becomes scheduled);
 * a scheduled one has its planned placement moved, never a second one; any later stage is refused
 * (409, nothing written). Returns the placement to update, or null to insert.
 */
async function orderPlacementToReplan(tx: Tx, scope: OrgScope, input: SavePlacementInput) {
  const { order, stage, placementId } = await lockOrderWithStage(tx, scope.orgId, input.orderId ?? "");
  if (order.generatorOrgId !== input.generatorOrgId || order.siteId !== input.siteId)
    throw notFound("Pedido deste cliente e desta obra");
  const action = stage === "scheduled" ? "replan_placement" : "plan_placement";
  const refusal = orderRefusal(stage, action);
  if (refusal) throw conflict(refusal);
  if (stage === "open") {
    await tx
      .update(orders)
      .set({ status: "scheduled" })
      .where(and(eq(orders.orgId, scope.orgId), eq(orders.id, order.id)));
    return null;
  }
  const [planned] = await tx
    .select()
    .from(placements)
    .where(and(eq(placements.orgId, scope.orgId), eq(placements.id, placementId ?? "")))
    .for("update");
  if (!planned) throw notFound("Colocação planejada do pedido");
  return planned;
}

/** The order's planned placement as saved (footprint, facts, caçamba), for the planner to reopen it. */
export async function plannedPlacementOfOrder(scope: OrgScope, orderId: string) {
  const [p] = await scope.db
    .select({
      id: placements.id,
      footprint: placements.footprint,
      facts: placements.facts,
      cacambaId: placements.cacambaId,
      overrideReason: placements.overrideReason,
    })
    .from(placements)
    .where(
      and(
        eq(placements.orgId, scope.orgId),
        eq(placements.orderId, orderId),
        eq(placements.status, "planned"),
      ),
    )
    .orderBy(desc(placements.createdAt))
    .limit(1);
  return p ?? null;
}

const listColumns = {
  id: placements.id,
  status: placements.status,
  generatorOrgId: placements.generatorOrgId,
  generatorName: orgs.legalName,
  siteId: placements.siteId,
  siteName: sites.name,
  siteAddress: sites.address,
  municipalityId: placements.municipalityId,
  cacambaId: placements.cacambaId,
  cacambaNumber: cacambas.number,
  footprint: placements.footprint,
  verdict: placements.verdict,
  verdictOk: placements.verdictOk,
  overrideReason: placements.overrideReason,
  placedAt: placements.placedAt,
  fullAt: placements.fullAt,
  pickupRequestedAt: placements.pickupRequestedAt,
  removedAt: placements.removedAt,
  deadline: placements.deadline,
  deadlineArticle: placements.deadlineArticle,
  deadlineExplanation: placements.deadlineExplanation,
  createdAt: placements.createdAt,
};

type Row = { deadline: Date | null; municipalityId: string };
const withStatus = <T extends Row>(rows: T[], now: Date) =>
  rows.map((r) => ({ ...r, deadlineStatus: deadlineStatus(r.deadline, r.municipalityId, now) }));

/**
 * The hauler's placements still on the street or planned, with their deadline status, the jobs booked for
 * each (delivery and pick-up dates) and the actions that fit them now (`placementActions`).
 */
export async function listPlacements(scope: OrgScope, now: Date) {
  const rows = await scope.db
    .select({ ...listColumns, desiredFrom: orders.desiredFrom })
    .from(placements)
    .innerJoin(orgs, eq(orgs.id, placements.generatorOrgId))
    .innerJoin(sites, and(eq(sites.orgId, placements.generatorOrgId), eq(sites.id, placements.siteId)))
    .leftJoin(orders, and(eq(orders.orgId, placements.orgId), eq(orders.id, placements.orderId)))
    .leftJoin(cacambas, and(eq(cacambas.orgId, placements.orgId), eq(cacambas.id, placements.cacambaId)))
    .where(and(eq(placements.orgId, scope.orgId), inArray(placements.status, ["planned", "placed"])))
    .orderBy(asc(placements.deadline), asc(placements.createdAt));
  const booked = await bookedJobsOf(
    scope.db,
    scope.orgId,
    rows.map((r) => r.id),
  );
  const fixes = await dropOffFixes(
    scope.db,
    rows.map((r) => ({ id: r.id, orgId: scope.orgId, footprint: r.footprint })),
  );
  return withStatus(rows, now).map((r) => {
    const b = bookedOf(booked, r.id);
    return {
      ...r,
      booked: b,
      actions: placementActions(r.status as "planned" | "placed", b),
      fix: fixes.get(r.id) ?? null,
    };
  });
}

/** Client portal: the generator's caçambas on its sites, from every hauler. */
export async function listMyPlacements(scope: OrgScope, now: Date) {
  const rows = await scope.db
    .select({ ...listColumns, haulerName: orgs.legalName })
    .from(placements)
    .innerJoin(orgs, eq(orgs.id, placements.orgId))
    .innerJoin(sites, and(eq(sites.orgId, placements.generatorOrgId), eq(sites.id, placements.siteId)))
    .leftJoin(cacambas, and(eq(cacambas.orgId, placements.orgId), eq(cacambas.id, placements.cacambaId)))
    .where(and(eq(placements.generatorOrgId, scope.orgId), inArray(placements.status, ["planned", "placed"])))
    .orderBy(asc(placements.deadline));
  return withStatus(rows, now).map(({ generatorName: _g, ...r }) => r);
}

/** The client's own placement on the street, locked for the answer; 404 otherwise. */
async function lockPlacedForClient(tx: Tx, scope: OrgScope, placementId: string) {
  const [p] = await tx
    .select()
    .from(placements)
    .where(and(eq(placements.generatorOrgId, scope.orgId), eq(placements.id, placementId)))
    .for("update");
  if (p?.status !== "placed") throw notFound("Caçamba colocada na sua obra");
  return p;
}

/** Client portal or one-tap link "está cheia": the generator reports the caçamba full (CM art. 47, I starts counting). */
export function reportFull(scope: OrgScope, placementId: string, hazard: boolean, now: Date, via = "portal") {
  return scope.db.transaction(async (tx) => {
    const p = await lockPlacedForClient(tx, scope, placementId);
    if (p.fullAt && !hazard) return { id: p.id, fullAt: p.fullAt, deadline: p.deadline, repeated: true };
    const fullAt = p.fullAt ?? now;
    const hazardSince = hazard ? (p.hazardSince ?? now) : p.hazardSince;
    const d = computeDeadline({
      municipalityId: p.municipalityId,
      placedAt: p.placedAt ?? now,
      fullAt,
      hazard: hazard || p.hazard,
      hazardSince,
    });
    await tx
      .update(placements)
      .set({ fullAt, hazard: hazard || p.hazard, hazardSince, ...d })
      .where(and(eq(placements.orgId, p.orgId), eq(placements.id, p.id)));
    await writeAudit(tx, {
      orgId: p.orgId,
      actorUserId: scope.userId,
      action: hazard ? "placement.reported_hazard" : "placement.reported_full",
      entity: "placement",
      entityId: p.id,
      before: { fullAt: p.fullAt, deadline: p.deadline },
      after: { fullAt, deadline: d.deadline, article: d.deadlineArticle, via },
    });
    const startsAt = hazard ? (hazardSince ?? now) : fullAt;
    if (d.deadline) await scheduleReminders(tx, p.orgId, p.id, d.deadline, p.municipalityId, startsAt);
    const facts = await placementNoticeFacts(tx, p.orgId, p.id);
    if (facts) await notifyFull(tx, facts, now);
    return { id: p.id, fullAt, deadline: d.deadline, repeated: false };
  });
}

/** The client asks for the pick-up (one-tap link): kept on the placement, shown on the hauler's list, once. */
export function requestPickup(scope: OrgScope, placementId: string, now: Date, via = "portal") {
  return scope.db.transaction(async (tx) => {
    const p = await lockPlacedForClient(tx, scope, placementId);
    if (p.pickupRequestedAt) return { id: p.id, pickupRequestedAt: p.pickupRequestedAt, repeated: true };
    await tx
      .update(placements)
      .set({ pickupRequestedAt: now, pickupRequestedBy: scope.userId })
      .where(and(eq(placements.orgId, p.orgId), eq(placements.id, p.id)));
    await writeAudit(tx, {
      orgId: p.orgId,
      actorUserId: scope.userId,
      action: "placement.pickup_requested",
      entity: "placement",
      entityId: p.id,
      before: { pickupRequestedAt: null },
      after: { pickupRequestedAt: now, via },
    });
    const facts = await placementNoticeFacts(tx, p.orgId, p.id);
    if (facts) await notifyPickupRequested(tx, facts, now);
    return { id: p.id, pickupRequestedAt: now, repeated: false };
  });
}

/** A placement of the caller's org, for services acting on it. */
export async function placementOf(scope: OrgScope, id: string) {
  const [p] = await scope.db
    .select()
    .from(placements)
    .where(and(eq(placements.orgId, scope.orgId), eq(placements.id, id)));
  if (!p) throw notFound("Colocação");
  return p;
}
