import { and, desc, eq } from "drizzle-orm";
import { resolveMunicipality, rulesetFor } from "@/domain";
import { INSPECTION_MESSAGES, inspectionEvidenceError, type PositionSource } from "@/lib/inspection-evidence";
import { cacambas, type InspectionChecklistAnswer, inspections, orgs, users } from "@/server/db/schema";
import { invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import { assertOwnFiles } from "@/server/services/files/files";
import { cacambaCodeMatches, pickByCode } from "@/server/services/fleet/public-code";
import type { CityScope } from "./scope";
import { placementOnStreet } from "./street";

const CHECKED_TOPICS = new Set(["licensing", "placement", "dwell", "removal", "identification"]);

/** The ruleset's checklist for an inspection: every regulated rule an auditor can verify on site. */
export function inspectionChecklist(municipalityId: string) {
  const m = resolveMunicipality(municipalityId);
  if (!m) return [];
  return rulesetFor(m)
    .rules.filter((r) => r.status === "regulated" && CHECKED_TOPICS.has(r.topic))
    .map((r) => ({ rule: r.id, article: r.article, message: r.summary, topic: r.topic }));
}

export interface InspectionInput {
  placementId?: string | null;
  cacambaCode?: string | null;
  address?: string | null;
  lat?: number | null;
  lon?: number | null;
  accuracyM?: number | null;
  /** Where the position comes from; `placement` takes the placement's recorded position. */
  positionSource: PositionSource;
  answers: { rule: string; answer: InspectionChecklistAnswer["answer"]; note?: string | null }[];
  photoFileIds: string[];
  /** Required when no photo is attached. */
  noPhotoReason?: string | null;
  notes?: string | null;
}

/** The point recorded: the device's or typed coordinates, or the placement's own when the auditor chose it. */
function position(input: InspectionInput, placement: { lat: number | null; lon: number | null } | null) {
  if (input.positionSource === "placement") {
    if (!placement)
      throw invalidField(
        "positionSource",
        "Sem colocação não há posição registrada: use o GPS ou digite as coordenadas.",
      );
    return { lat: placement.lat, lon: placement.lon, accuracyM: null };
  }
  return { lat: input.lat ?? null, lon: input.lon ?? null, accuracyM: input.accuracyM ?? null };
}

async function target(city: CityScope, input: InspectionInput, now: Date) {
  if (input.placementId) {
    const p = await placementOnStreet(city, input.placementId, now);
    if (!p) throw notFound("Caçamba na rua deste município");
    return {
      haulerOrgId: p.haulerOrgId,
      placementId: p.placementId,
      cacambaId: p.cacambaId,
      cacambaNumber: p.cacambaNumber,
      address: p.address,
      ...position(input, p),
    };
  }
  if (!input.cacambaCode)
    throw invalidField(
      "placementId",
      "Escolha a caçamba na lista da rua ou informe o código do adesivo (QR).",
    );
  const c = pickByCode(
    await city.db
      .select({
        id: cacambas.id,
        orgId: cacambas.orgId,
        number: cacambas.number,
        publicCode: cacambas.publicCode,
      })
      .from(cacambas)
      .innerJoin(orgs, eq(orgs.id, cacambas.orgId))
      .where(and(cacambaCodeMatches(input.cacambaCode), eq(orgs.kind, "hauler"))),
    input.cacambaCode,
  );
  if (!c) throw notFound("Caçamba com este código");
  if (!input.address?.trim())
    throw invalidField("address", "Informe o endereço onde a caçamba foi vistoriada.");
  return {
    haulerOrgId: c.orgId,
    placementId: null,
    cacambaId: c.id,
    cacambaNumber: c.number,
    address: input.address.trim(),
    ...position(input, null),
  };
}

/** Refuses what `inspectionEvidenceError` refuses, before anything is written. */
function assertEvidence(input: InspectionInput, t: { lat: number | null; lon: number | null }) {
  const refused = inspectionEvidenceError({
    answers: input.answers,
    positionSource: input.positionSource,
    hasPosition: t.lat !== null && t.lon !== null,
    photoCount: input.photoFileIds.length,
    noPhotoReason: input.noPhotoReason,
  });
  if (refused) throw invalidField(refused.field, refused.message);
}

/**
 * Records an inspection with the ruleset's checklist answered; photos are the city's `inspection_photo`
 * files. Refused, with nothing saved, without any answer, without a position, or without a photo or a
 * written reason for none. The time is the server's at saving, shown on the municipality's clock.
 */
export async function recordCityInspection(city: CityScope, input: InspectionInput, now: Date = new Date()) {
  if (!input.answers.some((a) => a.answer !== "not_checked"))
    throw invalidField("answers", INSPECTION_MESSAGES.empty);
  const t = await target(city, input, now);
  assertEvidence(input, t);
  const template = inspectionChecklist(city.municipality.id);
  const checklist: InspectionChecklistAnswer[] = template.map((item) => {
    const a = input.answers.find((x) => x.rule === item.rule);
    return {
      rule: item.rule,
      article: item.article,
      message: item.message,
      answer: a?.answer ?? "not_checked",
      note: a?.note?.trim() || null,
    };
  });
  const unknown = input.answers.find((a) => !template.some((t) => t.rule === a.rule));
  if (unknown)
    throw invalidField("answers", `Item "${unknown.rule}" não está na lista da lei deste município.`);
  return city.db.transaction(async (tx) => {
    await assertOwnFiles(tx, city.orgId, input.photoFileIds, "inspection_photo", "Foto da vistoria");
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, city.userId));
    const [row] = await tx
      .insert(inspections)
      .values({
        orgId: city.orgId,
        municipalityId: city.municipality.id,
        ...t,
        positionSource: input.positionSource,
        noPhotoReason: input.photoFileIds.length > 0 ? null : input.noPhotoReason?.trim() || null,
        inspectedAt: now,
        inspectorUserId: city.userId,
        inspectorName: me?.name ?? "",
        checklist,
        photoFileIds: input.photoFileIds,
        notes: input.notes?.trim() || null,
      })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: city.orgId,
      actorUserId: city.userId,
      action: "inspection.recorded",
      entity: "inspection",
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

export async function listCityInspections(city: CityScope) {
  return city.db
    .select({
      id: inspections.id,
      inspectedAt: inspections.inspectedAt,
      haulerName: orgs.legalName,
      cacambaNumber: inspections.cacambaNumber,
      address: inspections.address,
      checklist: inspections.checklist,
      inspectorName: inspections.inspectorName,
    })
    .from(inspections)
    .innerJoin(orgs, eq(orgs.id, inspections.haulerOrgId))
    .where(eq(inspections.orgId, city.orgId))
    .orderBy(desc(inspections.inspectedAt))
    .limit(200);
}

export async function getCityInspection(city: CityScope, id: string) {
  const [row] = await city.db
    .select({ inspection: inspections, haulerName: orgs.legalName, haulerTaxId: orgs.taxId })
    .from(inspections)
    .innerJoin(orgs, eq(orgs.id, inspections.haulerOrgId))
    .where(and(eq(inspections.orgId, city.orgId), eq(inspections.id, id)));
  if (!row) throw notFound("Vistoria");
  return { ...row.inspection, haulerName: row.haulerName, haulerTaxId: row.haulerTaxId };
}
