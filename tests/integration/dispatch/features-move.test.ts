import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, cityFeatures, orgs } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { METRE_LON, makeDispatchWorld, SITE } from "./world";

const METRE_LAT = 1 / 110_574;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return { code: error.code, status: getHTTPStatusCodeFromError(error), message: error.message, error };
}

describe("moving a city feature's geometry (dispatch.features.move)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  async function busStopOf(orgId: string) {
    const [row] = await h.db
      .select()
      .from(cityFeatures)
      .where(and(eq(cityFeatures.orgId, orgId), eq(cityFeatures.sourceId, "manual:ponto-halfeld")));
    if (!row) throw new Error("bus stop missing");
    return row;
  }
  const movesOf = (id: string) =>
    h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, "city_feature.moved")));

  it("a dispatcher drags the hauler's bus stop: stored, listed, audited with before and after", async () => {
    const w = await makeDispatchWorld(h.db);
    const stop = await busStopOf(w.hauler.id);
    const moved = {
      type: "Point" as const,
      coordinates: [SITE.lon + 35 * METRE_LON, SITE.lat] as [number, number],
    };
    const result = await w.as.dispatcher.dispatch.features.move({ id: stop.id, geometry: moved });
    expect(result).toEqual({ id: stop.id, geometry: moved });

    const after = await busStopOf(w.hauler.id);
    expect(after.geometry).toEqual(moved);
    expect(after.properties).toEqual(stop.properties);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(stop.updatedAt.getTime());
    const listed = await w.as.admin.dispatch.features.list({ municipalityId: "juiz-de-fora-mg" });
    expect(listed.find((f) => f.id === stop.id)?.geometry).toEqual(moved);

    const audits = await movesOf(stop.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      orgId: w.hauler.id,
      actorUserId: w.users.dispatcher.id,
      entity: "city_feature",
      before: { sourceId: "manual:ponto-halfeld", kind: "bus_stop", geometry: stop.geometry },
      after: { sourceId: "manual:ponto-halfeld", kind: "bus_stop", geometry: moved },
    });
  });

  it("the moved stop is what the server's placement check measures from", async () => {
    const w = await makeDispatchWorld(h.db);
    const stop = await busStopOf(w.hauler.id);
    const footprint = {
      type: "Polygon" as const,
      coordinates: [
        [
          [SITE.lon - 1.25 * METRE_LON, SITE.lat - 0.8 * METRE_LAT],
          [SITE.lon + 1.25 * METRE_LON, SITE.lat - 0.8 * METRE_LAT],
          [SITE.lon + 1.25 * METRE_LON, SITE.lat + 0.8 * METRE_LAT],
          [SITE.lon - 1.25 * METRE_LON, SITE.lat + 0.8 * METRE_LAT],
          [SITE.lon - 1.25 * METRE_LON, SITE.lat - 0.8 * METRE_LAT],
        ] as [number, number][],
      ],
    };
    const facts = {
      position: "roadway" as const,
      parallelToCurb: true,
      distanceToCurbM: 0.1,
      freeSidewalkWidthM: null,
      insidePropertyFeasible: false,
      sidewalkFeasible: false,
      rotatingParkingCreditsSpaces: 0,
    };
    const input = { generatorOrgId: w.generator.id, siteId: w.site.id, footprint, facts };
    expect((await w.as.dispatcher.dispatch.placements.save(input)).verdict.ok).toBe(true);
    // 5 m from the caçamba: JF art. 9º, III, a (10 m from a single-sign stop) now refuses the same spot.
    await w.as.admin.dispatch.features.move({
      id: stop.id,
      geometry: { type: "Point", coordinates: [SITE.lon + 6.25 * METRE_LON, SITE.lat] },
    });
    const refused = await refusal(w.as.dispatcher.dispatch.placements.save(input));
    expect(refused.code).toBe("PRECONDITION_FAILED");
    expect(refused.message).toMatch(/JF art\. 9º, III, a/);
  });

  it("moves vertices of lines and areas", async () => {
    const w = await makeDispatchWorld(h.db);
    const ring: [number, number][] = [
      [SITE.lon, SITE.lat],
      [SITE.lon + 4 * METRE_LON, SITE.lat],
      [SITE.lon + 4 * METRE_LON, SITE.lat + 3 * METRE_LAT],
      [SITE.lon, SITE.lat + 3 * METRE_LAT],
      [SITE.lon, SITE.lat],
    ];
    const [area, line] = await h.db
      .insert(cityFeatures)
      .values([
        {
          orgId: w.hauler.id,
          municipalityId: "juiz-de-fora-mg",
          sourceId: "manual:faixa",
          kind: "crosswalk",
          geometry: { type: "Polygon", coordinates: [ring] },
          properties: { id: "manual:faixa", kind: "crosswalk" },
          source: "manual",
        },
        {
          orgId: w.hauler.id,
          municipalityId: "juiz-de-fora-mg",
          sourceId: "manual:esquina",
          kind: "cross_street",
          geometry: { type: "LineString", coordinates: [ring[0], ring[1]] },
          properties: { id: "manual:esquina", kind: "cross_street" },
          source: "manual",
        },
      ])
      .returning();
    if (!area || !line) throw new Error("not inserted");
    const wider = ring.map(([lon, lat], i): [number, number] =>
      i === 1 || i === 2 ? [lon + 2 * METRE_LON, lat] : [lon, lat],
    );
    await w.as.dispatcher.dispatch.features.move({
      id: area.id,
      geometry: { type: "Polygon", coordinates: [wider] },
    });
    const longer = [ring[0], [SITE.lon + 9 * METRE_LON, SITE.lat + METRE_LAT]] as [number, number][];
    await w.as.dispatcher.dispatch.features.move({
      id: line.id,
      geometry: { type: "LineString", coordinates: longer },
    });
    const rows = await h.db.select().from(cityFeatures).where(eq(cityFeatures.orgId, w.hauler.id));
    expect(rows.find((r) => r.id === area.id)?.geometry).toEqual({ type: "Polygon", coordinates: [wider] });
    expect(rows.find((r) => r.id === line.id)?.geometry).toEqual({ type: "LineString", coordinates: longer });
    expect(await movesOf(area.id)).toHaveLength(1);
    expect(await movesOf(line.id)).toHaveLength(1);
  });

  it("refuses bad geometry with 400 and a pt-BR message; nothing stored, nothing audited", async () => {
    const w = await makeDispatchWorld(h.db);
    const stop = await busStopOf(w.hauler.id);
    const move = (geometry: unknown) =>
      refusal(w.as.dispatcher.dispatch.features.move({ id: stop.id, geometry } as never));

    const changedType = await move({
      type: "LineString",
      coordinates: [
        [SITE.lon, SITE.lat],
        [SITE.lon + METRE_LON, SITE.lat],
      ],
    });
    expect(changedType).toMatchObject({ code: "BAD_REQUEST", status: 400 });
    expect(changedType.message).toBe(
      "Este elemento é um ponto: mova seus pontos sem mudar o tipo de geometria.",
    );

    const outOfRange = await move({ type: "Point", coordinates: [SITE.lon, -95] });
    expect(outOfRange).toMatchObject({ code: "BAD_REQUEST", status: 400 });
    expect(JSON.stringify(outOfRange.error.cause)).toMatch(/-90/);

    for (const garbage of [{ type: "Point" }, { type: "Circle", coordinates: [0, 0] }, "abc", null]) {
      expect(await move(garbage)).toMatchObject({ code: "BAD_REQUEST", status: 400 });
    }

    const [zone] = await h.db
      .insert(cityFeatures)
      .values({
        orgId: w.hauler.id,
        municipalityId: "juiz-de-fora-mg",
        sourceId: "manual:rotativo",
        kind: "crosswalk",
        geometry: {
          type: "Polygon",
          coordinates: [
            [
              [SITE.lon, SITE.lat],
              [SITE.lon + METRE_LON, SITE.lat],
              [SITE.lon + METRE_LON, SITE.lat + METRE_LAT],
              [SITE.lon, SITE.lat],
            ],
          ],
        },
        properties: { id: "manual:rotativo", kind: "crosswalk" },
        source: "manual",
      })
      .returning();
    if (!zone) throw new Error("not inserted");
    const open = await refusal(
      w.as.dispatcher.dispatch.features.move({
        id: zone.id,
        geometry: {
          type: "Polygon",
          coordinates: [
            [
              [SITE.lon, SITE.lat],
              [SITE.lon + METRE_LON, SITE.lat],
              [SITE.lon + METRE_LON, SITE.lat + METRE_LAT],
              [SITE.lon + 2 * METRE_LON, SITE.lat],
            ],
          ],
        },
      }),
    );
    expect(open).toMatchObject({ code: "BAD_REQUEST", status: 400 });
    expect(JSON.stringify(open.error.cause)).toContain("Área com contorno aberto");

    expect((await busStopOf(w.hauler.id)).geometry).toEqual(stop.geometry);
    expect(await movesOf(stop.id)).toEqual([]);
    expect(await movesOf(zone.id)).toEqual([]);
  });

  it("the rules engine's feature type still holds: a street alignment stays a line", async () => {
    const w = await makeDispatchWorld(h.db);
    // A legacy row stored as a point (the loaders never make one): moving it must give a LineString.
    const [odd] = await h.db
      .insert(cityFeatures)
      .values({
        orgId: w.hauler.id,
        municipalityId: "juiz-de-fora-mg",
        sourceId: "manual:esquina-ponto",
        kind: "cross_street",
        geometry: { type: "Point", coordinates: [SITE.lon, SITE.lat] },
        properties: { id: "manual:esquina-ponto", kind: "cross_street" },
        source: "manual",
      })
      .returning();
    if (!odd) throw new Error("not inserted");
    const refused = await refusal(
      w.as.dispatcher.dispatch.features.move({
        id: odd.id,
        geometry: { type: "Point", coordinates: [SITE.lon + METRE_LON, SITE.lat] },
      }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST", status: 400 });
    expect(refused.message).toBe(
      "Geometria inválida para alinhamento da via transversal: cross_street deve ser LineString.",
    );
  });

  it("tenants: another hauler, a city and the wrong roles cannot move it; a city moves only its own layer in its municipality", async () => {
    const w = await makeDispatchWorld(h.db);
    const stop = await busStopOf(w.hauler.id);
    const elsewhere = {
      type: "Point" as const,
      coordinates: [SITE.lon - 50 * METRE_LON, SITE.lat] as [number, number],
    };

    const rival = await makeOrg(h.db, { kind: "hauler" });
    const rivalAdmin = callerFor(h.db, await makeMember(h.db, rival.id, "admin"), rival.id);
    const city = await makeOrg(h.db, { kind: "city" });
    const auditor = callerFor(h.db, await makeMember(h.db, city.id, "auditor"), city.id);

    for (const caller of [rivalAdmin, auditor]) {
      expect(
        await refusal(caller.dispatch.features.move({ id: stop.id, geometry: elsewhere })),
      ).toMatchObject({
        code: "NOT_FOUND",
        status: 404,
      });
    }
    for (const caller of [w.as.driver, w.as.client]) {
      expect(
        await refusal(caller.dispatch.features.move({ id: stop.id, geometry: elsewhere })),
      ).toMatchObject({
        code: "FORBIDDEN",
        status: 403,
      });
    }
    expect(
      await refusal(callerFor(h.db, null).dispatch.features.move({ id: stop.id, geometry: elsewhere })),
    ).toMatchObject({ code: "UNAUTHORIZED", status: 401 });
    expect((await busStopOf(w.hauler.id)).geometry).toEqual(stop.geometry);
    expect(await movesOf(stop.id)).toEqual([]);

    // The city's official hydrant: its auditor moves it; the hauler, who reads it, cannot.
    const [hydrant] = await h.db
      .insert(cityFeatures)
      .values({
        orgId: city.id,
        municipalityId: "juiz-de-fora-mg",
        sourceId: "manual:hidrante",
        kind: "hydrant",
        geometry: { type: "Point", coordinates: [SITE.lon, SITE.lat + 5 * METRE_LAT] },
        properties: { id: "manual:hidrante", kind: "hydrant" },
        source: "manual",
      })
      .returning();
    if (!hydrant) throw new Error("not inserted");
    const seen = await w.as.admin.dispatch.features.list({ municipalityId: "juiz-de-fora-mg" });
    expect(seen.find((f) => f.id === hydrant.id)?.mine).toBe(false);
    expect(
      await refusal(w.as.admin.dispatch.features.move({ id: hydrant.id, geometry: elsewhere })),
    ).toMatchObject({ code: "NOT_FOUND" });
    await auditor.dispatch.features.move({ id: hydrant.id, geometry: elsewhere });
    expect(await movesOf(hydrant.id)).toHaveLength(1);

    // A city keeps only its own municipality's map.
    await h.db.update(orgs).set({ municipalityId: "joao-pessoa-pb" }).where(eq(orgs.id, city.id));
    const refused = await refusal(
      auditor.dispatch.features.move({
        id: hydrant.id,
        geometry: { type: "Point", coordinates: [SITE.lon, SITE.lat] },
      }),
    );
    expect(refused).toMatchObject({ code: "FORBIDDEN", status: 403 });
    expect(refused.message).toBe("A prefeitura só mantém o mapa do próprio município.");
    expect(await movesOf(hydrant.id)).toHaveLength(1);
  });
});
