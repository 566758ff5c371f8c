/**
 * Server-side placement save cost: load a municipality's features from the database (1,791 real
 * João Pessoa GTFS stops, through `featuresFromGtfsStops`) and run `checkPlacement`, as `savePlacement` does.
 * Run: npx tsx bench/dispatch-save.bench.ts  (in-memory PGlite).
 */
import { readFileSync } from "node:fs";
import { checkPlacement, featuresFromGtfsStops } from "@/domain";
import { openDatabase } from "@/server/db/client";
import { cityFeatures, orgs } from "@/server/db/schema";
import { featuresForCheck } from "@/server/services/geo/features";

const h = await openDatabase({ pgliteDir: "memory://" });
await h.migrate();
const [org] = await h.db
  .insert(orgs)
  .values({ kind: "hauler", legalName: "Bench", taxId: "11444777000161", municipalityId: "joao-pessoa-pb" })
  .returning();
if (!org) throw new Error("no org");
const { features } = featuresFromGtfsStops(readFileSync("../shared/data/gtfs-joao-pessoa/stops.txt", "utf8"));
await h.db.insert(cityFeatures).values(
  features.map((f) => ({
    orgId: org.id,
    municipalityId: "joao-pessoa-pb",
    sourceId: String(f.properties.id),
    kind: f.properties.kind,
    geometry: f.geometry,
    properties: f.properties as Record<string, unknown>,
    source: "gtfs",
  })),
);
const footprint = {
  type: "Polygon" as const,
  coordinates: [
    [
      [-34.8641, -7.1195],
      [-34.86408, -7.1195],
      [-34.86408, -7.11948],
      [-34.8641, -7.11948],
      [-34.8641, -7.1195],
    ],
  ],
};
const times: number[] = [];
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  const fc = await featuresForCheck(h.db, org.id, "joao-pessoa-pb");
  checkPlacement({
    municipality: "joao-pessoa-pb",
    at: new Date().toISOString(),
    placement: {
      position: "roadway",
      footprint,
      parallelToCurb: true,
      distanceToCurbM: 0.1,
      freeSidewalkWidthM: null,
      insidePropertyFeasible: false,
      sidewalkFeasible: false,
      rotatingParkingCreditsSpaces: 0,
    },
    features: fc,
  });
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const warm = times.slice(5);
console.log(
  `features=${features.length} load+check median=${warm[Math.floor(warm.length / 2)]?.toFixed(1)} ms p95=${warm[Math.floor(warm.length * 0.95)]?.toFixed(1)} ms`,
);
await h.close();
