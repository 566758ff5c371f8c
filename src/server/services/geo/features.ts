import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { type CityFeatureCollection, featureCollectionSchema, resolveMunicipality } from "@/domain";
import { cityFeatureSchema, type Geometry, KIND_LABEL } from "@/domain/features/vocabulary";
import type { DbOrTx } from "@/server/db/client";
import { cityFeatures, orgs } from "@/server/db/schema";
import { DomainError, forbidden, invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

export const OSM_ATTRIBUTION = "© OpenStreetMap contributors, ODbL 1.0";

/**
 * Features a hauler's placement is checked against: the municipality's official layer (rows kept by
 * city orgs) plus the hauler's own overlay.
 */
export async function featuresForCheck(
  db: DbOrTx,
  haulerOrgId: string,
  municipalityId: string,
): Promise<CityFeatureCollection> {
  const rows = await db
    .select({ geometry: cityFeatures.geometry, properties: cityFeatures.properties })
    .from(cityFeatures)
    .where(
      and(
        eq(cityFeatures.municipalityId, municipalityId),
        or(
          eq(cityFeatures.orgId, haulerOrgId),
          inArray(cityFeatures.orgId, db.select({ id: orgs.id }).from(orgs).where(eq(orgs.kind, "city"))),
        ),
      ),
    );
  return {
    type: "FeatureCollection",
    features: rows.map((r) => ({ type: "Feature", geometry: r.geometry, properties: r.properties })),
  } as CityFeatureCollection;
}

/** Features shown on the map: official layer + own overlay, with who keeps each (to allow editing). */
export async function listFeatures(scope: OrgScope, municipalityId: string) {
  const rows = await scope.db
    .select({
      id: cityFeatures.id,
      orgId: cityFeatures.orgId,
      kind: cityFeatures.kind,
      geometry: cityFeatures.geometry,
      properties: cityFeatures.properties,
      source: cityFeatures.source,
      attribution: cityFeatures.attribution,
    })
    .from(cityFeatures)
    .where(
      and(
        eq(cityFeatures.municipalityId, municipalityId),
        or(
          eq(cityFeatures.orgId, scope.orgId),
          inArray(
            cityFeatures.orgId,
            scope.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.kind, "city")),
          ),
        ),
      ),
    )
    .orderBy(asc(cityFeatures.kind));
  return rows.map(({ orgId, ...r }) => ({ ...r, mine: orgId === scope.orgId }));
}

/** City auditors edit their own municipality's official layer; haulers only their overlay. */
async function assertMayEdit(scope: OrgScope, municipalityId: string, db: DbOrTx = scope.db) {
  if (!resolveMunicipality(municipalityId))
    throw invalidField("municipalityId", "Município não atendido: escolha um dos municípios da lista.");
  if (scope.orgKind !== "city") return;
  const [org] = await db
    .select({ municipalityId: orgs.municipalityId })
    .from(orgs)
    .where(eq(orgs.id, scope.orgId));
  if (org?.municipalityId !== municipalityId)
    throw forbidden("A prefeitura só mantém o mapa do próprio município.");
}

export interface FeatureImportChunk {
  municipalityId: string;
  source: "osm" | "gtfs" | "manual";
  features: unknown[];
}

/**
 * Stores one chunk of features produced by the rules engine's loaders (the browser runs them and
 * sends chunks, which drives the progress bar). Re-importing the same ids updates them.
 */
export async function importFeatureChunk(scope: OrgScope, input: FeatureImportChunk) {
  await assertMayEdit(scope, input.municipalityId);
  const parsed = featureCollectionSchema.safeParse({ type: "FeatureCollection", features: input.features });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError(
      "BAD_REQUEST",
      `Elemento ${issue?.path.join(".") ?? ""} inválido: ${issue?.message ?? "formato desconhecido"}. Importe o arquivo pelo carregador de OSM ou GTFS.`,
    );
  }
  const attribution = input.source === "osm" ? OSM_ATTRIBUTION : null;
  const values = parsed.data.features.map((f) => ({
    orgId: scope.orgId,
    municipalityId: input.municipalityId,
    sourceId: f.properties.id,
    kind: f.properties.kind,
    geometry: f.geometry,
    properties: f.properties as Record<string, unknown>,
    source: input.source,
    attribution,
  }));
  if (values.length === 0) return { stored: 0 };
  return scope.db.transaction(async (tx) => {
    await tx
      .insert(cityFeatures)
      .values(values)
      .onConflictDoUpdate({
        target: [cityFeatures.orgId, cityFeatures.municipalityId, cityFeatures.sourceId],
        set: {
          kind: sql`excluded.kind`,
          geometry: sql`excluded.geometry`,
          properties: sql`excluded.properties`,
          source: sql`excluded.source`,
          attribution: sql`excluded.attribution`,
          updatedAt: sql`now()`,
        },
      });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "city_features.imported",
      entity: "city_feature",
      after: { municipalityId: input.municipalityId, source: input.source, count: values.length },
    });
    return { stored: values.length };
  });
}

export function deleteFeature(scope: OrgScope, id: string) {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(cityFeatures)
      .where(and(eq(cityFeatures.orgId, scope.orgId), eq(cityFeatures.id, id)))
      .returning({ id: cityFeatures.id, sourceId: cityFeatures.sourceId, kind: cityFeatures.kind });
    if (!row) throw notFound("Elemento do mapa");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "city_feature.deleted",
      entity: "city_feature",
      entityId: id,
      before: row,
    });
    return row;
  });
}

const GEOMETRY_LABEL: Record<Geometry["type"], string> = {
  Point: "um ponto",
  MultiPoint: "um conjunto de pontos",
  LineString: "uma linha",
  MultiLineString: "um conjunto de linhas",
  Polygon: "uma área",
  MultiPolygon: "um conjunto de áreas",
};

/**
 * Moves a feature this org keeps (points dragged, vertices of lines and areas moved). The kind of
 * geometry stays the same and the result must still satisfy the rules engine's feature type; the
 * audit event keeps the geometry before and after. Placements already saved keep their verdict.
 */
export function moveFeature(scope: OrgScope, input: { id: string; geometry: Geometry }) {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        municipalityId: cityFeatures.municipalityId,
        sourceId: cityFeatures.sourceId,
        kind: cityFeatures.kind,
        geometry: cityFeatures.geometry,
        properties: cityFeatures.properties,
      })
      .from(cityFeatures)
      .where(and(eq(cityFeatures.orgId, scope.orgId), eq(cityFeatures.id, input.id)))
      .for("update");
    if (!row) throw notFound("Elemento do mapa");
    await assertMayEdit(scope, row.municipalityId, tx);
    const was = row.geometry.type as Geometry["type"];
    if (input.geometry.type !== was) {
      throw invalidField(
        "geometry",
        `Este elemento é ${GEOMETRY_LABEL[was] ?? was}: mova seus pontos sem mudar o tipo de geometria.`,
      );
    }
    const checked = cityFeatureSchema.safeParse({
      type: "Feature",
      geometry: input.geometry,
      properties: row.properties,
    });
    if (!checked.success) {
      const label = KIND_LABEL[row.kind as keyof typeof KIND_LABEL] ?? row.kind;
      throw invalidField(
        "geometry",
        `Geometria inválida para ${label}: ${(checked.error.issues[0]?.message ?? "formato desconhecido").replace(/\.$/, "")}.`,
      );
    }
    await tx
      .update(cityFeatures)
      .set({ geometry: checked.data.geometry, updatedAt: sql`now()` })
      .where(and(eq(cityFeatures.orgId, scope.orgId), eq(cityFeatures.id, input.id)));
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "city_feature.moved",
      entity: "city_feature",
      entityId: input.id,
      before: { sourceId: row.sourceId, kind: row.kind, geometry: row.geometry },
      after: { sourceId: row.sourceId, kind: row.kind, geometry: checked.data.geometry },
    });
    return { id: input.id, geometry: checked.data.geometry };
  });
}
