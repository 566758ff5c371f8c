import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { kindFromOsmTags } from "@/domain/features/osm-tags";
import { frameAt, unproject } from "@/domain/geometry/projection";
import {
  checkPlacement,
  createFeatureIndex,
  featureCollectionSchema,
  featuresFromGtfsStops,
  featuresFromOsm,
  featuresFromPointLayer,
} from "@/domain/index";

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../fixtures/domain/${name}`, import.meta.url)), "utf8");

describe("OSM loader (fixture © OpenStreetMap contributors, ODbL 1.0)", () => {
  const { features, ignored } = featuresFromOsm(JSON.parse(fixture("osm-poa-centro-extract.geojson")));

  it("maps real Porto Alegre tags to the vocabulary", () => {
    const byId = Object.fromEntries(features.map((f) => [f.properties.id, f.properties]));
    expect(byId["osm:n297232808"]).toMatchObject({ kind: "bus_stop", signs: "single" });
    expect(byId["osm:n295165449"]?.kind).toBe("crosswalk");
    expect(byId["osm:n295165445"]?.kind).toBe("crosswalk");
    expect(byId["osm:n484001794"]).toMatchObject({ kind: "taxi_rank", name: "PF Rodoviária" });
    expect(byId["osm:n2167431333"]?.kind).toBe("traffic_sign");
    expect(features.filter((f) => f.properties.kind === "bus_stop")).toHaveLength(6);
    expect(ignored).toBe(3);
  });

  it("produces features the placement schema accepts", () => {
    expect(featureCollectionSchema.safeParse({ type: "FeatureCollection", features }).success).toBe(true);
  });

  it("a caçamba 8 m from a real OSM bus stop violates JF art. 9º, III, a", () => {
    const stop = features.find((f) => f.properties.id === "osm:n297232808");
    if (stop?.geometry.type !== "Point") throw new Error("fixture changed");
    const [lon, lat] = stop.geometry.coordinates as [number, number];
    const frame = frameAt(lon, lat);
    const c = (x: number, y: number) => unproject(frame, [x, y]);
    const ring = [c(8, -0.88), c(10.65, -0.88), c(10.65, 0.88), c(8, 0.88), c(8, -0.88)];
    const input = {
      municipality: "juiz-de-fora-mg",
      at: "2025-06-02T10:00:00-03:00",
      placement: {
        position: "roadway",
        footprint: { type: "Polygon", coordinates: [ring] },
        parallelToCurb: true,
        distanceToCurbM: 0.1,
        freeSidewalkWidthM: null,
        insidePropertyFeasible: false,
        sidewalkFeasible: false,
        rotatingParkingCreditsSpaces: 0,
      },
    };
    const index = createFeatureIndex(features);
    const indexed = checkPlacement(input, { index });
    const linear = checkPlacement({ ...input, features: { type: "FeatureCollection", features } });
    const stopViolation = indexed.violations.find((v) => v.featureId === "osm:n297232808");
    expect(stopViolation).toMatchObject({ article: "JF art. 9º, III, a", requiredM: 10 });
    expect(stopViolation?.measuredM).toBeCloseTo(8, 2);
    expect(indexed.violations).toEqual(linear.violations);
  });
});

describe("OSM tag mapping table", () => {
  it.each([
    [{ highway: "bus_stop" }, "Point", "bus_stop"],
    [{ public_transport: "platform", bus: "yes" }, "Point", "bus_stop"],
    [{ emergency: "fire_hydrant" }, "Point", "hydrant"],
    [{ manhole: "drain" }, "Point", "drain"],
    [{ manhole: "sewer" }, "Point", "manhole"],
    [{ highway: "crossing", crossing: "zebra" }, "Point", "crosswalk"],
    [{ footway: "crossing" }, "LineString", "crosswalk"],
    [{ highway: "traffic_signals", crossing: "no" }, "Point", "traffic_sign"],
    [{ kerb: "lowered" }, "Point", "accessibility_ramp"],
    [{ kerb: "raised" }, "Point", null],
    [{ traffic_sign: "BR:R-6c" }, "Point", "no_stopping_sign"],
    [{ amenity: "taxi" }, "Point", "taxi_rank"],
    [{ highway: "emergency_bay" }, "Point", "emergency_stop"],
    [{ highway: "turning_circle", bus: "designated" }, "Point", "bus_turnaround"],
    [{ entrance: "emergency" }, "Point", "emergency_exit"],
    [
      { amenity: "parking", parking: "street_side", fee: "yes", opening_hours: "Mo-Fr 08:00-18:00" },
      "Polygon",
      "rotating_parking_zone",
    ],
    [{ highway: "residential" }, "LineString", null],
  ])("%j (%s) → %s", (tags, geometryType, kind) => {
    expect(kindFromOsmTags(tags, geometryType)).toBe(kind);
  });
});

describe("GTFS stops.txt loader", () => {
  it("reads João Pessoa's community feed", () => {
    const { features, skipped } = featuresFromGtfsStops(fixture("gtfs-joao-pessoa-stops-extract.txt"));
    expect(features).toHaveLength(20);
    expect(skipped).toEqual([]);
    expect(features[0]).toEqual({
      type: "Feature",
      geometry: { type: "Point", coordinates: [-34.903586006705353, -7.131017557133953] },
      properties: { id: "gtfs:1", kind: "bus_stop", signs: "single", name: "parada1" },
    });
  });

  it("reads Porto Alegre's EPTC feed with quoted empty columns", () => {
    const { features } = featuresFromGtfsStops(fixture("gtfs-porto-alegre-stops-extract.txt"), "eptc:");
    expect(features).toHaveLength(10);
    expect(features[0]?.properties).toMatchObject({ id: "eptc:4220", name: "SARANDI TOLEDO PIZA" });
  });

  it("skips stations and rows without coordinates", () => {
    const csv =
      "stop_id,stop_name,stop_lat,stop_lon,location_type\n1,A,-7.1,-34.9,0\n2,Terminal,-7.1,-34.9,1\n3,B,,-34.9,\n";
    const { features, skipped } = featuresFromGtfsStops(csv);
    expect(features.map((f) => f.properties.id)).toEqual(["gtfs:1"]);
    expect(skipped.map((s) => s.row)).toEqual([3, 4]);
  });

  it("reads a stops.txt saved by a spreadsheet in pt-BR (BOM, `;`, decimal comma)", () => {
    const csv = "\uFEFFstop_id;stop_name;stop_lat;stop_lon\r\n1;Praça São João;-7,1310;-34,9036\r\n";
    const { features, skipped } = featuresFromGtfsStops(csv);
    expect(skipped).toEqual([]);
    expect(features[0]).toMatchObject({
      geometry: { coordinates: [-34.9036, -7.131] },
      properties: { id: "gtfs:1", name: "Praça São João" },
    });
  });
});

describe("point layer loader", () => {
  it("turns Fortaleza's hydrant register into hydrant features", () => {
    const { features } = featuresFromPointLayer(JSON.parse(fixture("hidrantes-fortaleza-extract.geojson")), {
      kind: "hydrant",
      idProperty: "cod_hidrante",
      idPrefix: "cagece:",
    });
    expect(features).toHaveLength(5);
    expect(features[0]?.properties).toEqual({ id: "cagece:1", kind: "hydrant" });
  });
});

describe("spatial index", () => {
  it("returns exactly what a linear scan finds within the radius box", () => {
    const frame = frameAt(-43.35, -21.76);
    const features = Array.from({ length: 2000 }, (_, i) => ({
      type: "Feature" as const,
      geometry: {
        type: "Point" as const,
        coordinates: unproject(frame, [((i * 37) % 400) - 200, ((i * 91) % 400) - 200]),
      },
      properties: { id: String(i), kind: "hydrant" as const },
    }));
    const index = createFeatureIndex(features);
    const ring = [
      unproject(frame, [-1, -1]),
      unproject(frame, [1, -1]),
      unproject(frame, [1, 1]),
      unproject(frame, [-1, 1]),
    ];
    const near = index
      .near(ring, 15)
      .map((f) => f.properties.id)
      .sort();
    const expected = features
      .filter((f) => {
        const [x, y] = [
          ((Number(f.properties.id) * 37) % 400) - 200,
          ((Number(f.properties.id) * 91) % 400) - 200,
        ];
        return Math.abs(x) <= 16 && Math.abs(y) <= 16;
      })
      .map((f) => f.properties.id)
      .sort();
    expect(near).toEqual(expected);
    expect(createFeatureIndex([]).near(ring, 15)).toEqual([]);
  });
});
