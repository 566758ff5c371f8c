import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db/client";
import {
  cityFeatures,
  drivers,
  driverUsers,
  haulerClients,
  licences,
  placements,
  sites,
  storedFiles,
} from "@/server/db/schema";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";

/** Rua Halfeld, Juiz de Fora: a 2,5 × 1,6 m rectangle along the kerb centred at (lon, lat). */
export function rectangle(lon: number, lat: number) {
  const dLon = 1.25 / (111_320 * Math.cos((lat * Math.PI) / 180));
  const dLat = 0.8 / 110_574;
  return {
    type: "Polygon" as const,
    coordinates: [
      [
        [lon - dLon, lat - dLat],
        [lon + dLon, lat - dLat],
        [lon + dLon, lat + dLat],
        [lon - dLon, lat + dLat],
        [lon - dLon, lat - dLat],
      ] as [number, number][],
    ],
  };
}

export const ROADWAY = {
  position: "roadway" as const,
  parallelToCurb: true,
  distanceToCurbM: 0.1,
  freeSidewalkWidthM: null,
  insidePropertyFeasible: false,
  sidewalkFeasible: false,
  rotatingParkingCreditsSpaces: 0,
};

export const SITE = { lon: -43.35, lat: -21.76 };

/** A caçamba already on the street (placed now, a legal verdict) at `lon`/`lat` of a generator's site, inserted directly. */
export async function insertPlacedPlacement(
  db: Db,
  p: {
    orgId: string;
    generatorOrgId: string;
    siteId: string;
    createdBy: string;
    cacambaId?: string;
    lon: number;
    lat: number;
  },
) {
  const [row] = await db
    .insert(placements)
    .values({
      orgId: p.orgId,
      generatorOrgId: p.generatorOrgId,
      siteId: p.siteId,
      cacambaId: p.cacambaId ?? null,
      municipalityId: "juiz-de-fora-mg",
      footprint: rectangle(p.lon, p.lat),
      facts: ROADWAY,
      verdict: {
        ok: true,
        checkedAt: new Date().toISOString(),
        violations: [],
        checklist: [],
        notRegulated: [],
      },
      verdictOk: true,
      status: "placed",
      placedAt: new Date(),
      createdBy: p.createdBy,
    })
    .returning();
  if (!row) throw new Error("placement not created");
  return row;
}
/** 1 m of longitude at the site's latitude, in degrees. */
export const METRE_LON = 1 / (111_320 * Math.cos((SITE.lat * Math.PI) / 180));

let spots = 0;
/**
 * A footprint near the site (west and north of it, away from the world's bus stop) that no earlier call
 * in this process gave: two caçambas can't share ground (savePlacement refuses it), and a file's worlds
 * all stand at `SITE`. Spots are 4 m apart along the kerb, rows 3 m apart.
 */
export function freeSpot() {
  const n = ++spots; // never at SITE itself, where worlds insert caçambas directly
  return rectangle(SITE.lon - (n % 10) * 4 * METRE_LON, SITE.lat + Math.floor(n / 10) * (3 / 110_574));
}

/**
 * A licensed JF hauler (admin, dispatcher, driver linked to a fleet driver), a generator client with a
 * site, and a single-sign bus stop 20 m east of the site in the hauler's overlay.
 */
export async function makeDispatchWorld(
  db: Db,
  options: { licensed?: boolean; municipalityId?: string } = {},
) {
  const municipalityId = options.municipalityId ?? "juiz-de-fora-mg";
  const hauler = await makeOrg(db, { kind: "hauler" });
  const admin = await makeMember(db, hauler.id, "admin");
  const dispatcher = await makeMember(db, hauler.id, "dispatcher");
  const driverUser = await makeMember(db, hauler.id, "driver");
  const generator = await makeOrg(db, { kind: "generator" });
  const client = await makeMember(db, generator.id, "client");
  await db.insert(haulerClients).values({ orgId: hauler.id, generatorOrgId: generator.id });
  const [site] = await db
    .insert(sites)
    .values({
      orgId: generator.id,
      name: "Reforma Rua Halfeld",
      address: "Rua Halfeld, 800 — Centro",
      cep: "36010000",
      municipalityId,
      lat: SITE.lat,
      lon: SITE.lon,
    })
    .returning();
  const [driver] = await db
    .insert(drivers)
    .values({
      orgId: hauler.id,
      name: "Motorista",
      cnhNumber: "12345678900",
      cnhCategory: "C",
      cnhValidUntil: "2030-01-01",
    })
    .returning();
  if (!site || !driver) throw new Error("world not created");
  await db.insert(driverUsers).values({ orgId: hauler.id, driverId: driver.id, userId: driverUser.id });
  if (options.licensed !== false && municipalityId === "juiz-de-fora-mg") {
    for (const kind of ["alvara_localizacao", "tax_clearance"] as const)
      await db.insert(licences).values({
        orgId: hauler.id,
        kind,
        number: `${kind}-1`,
        municipalityId,
        validFrom: "2020-01-01",
        validUntil: "2099-12-31",
        createdBy: admin.id,
      });
  }
  await db.insert(cityFeatures).values({
    orgId: hauler.id,
    municipalityId,
    sourceId: "manual:ponto-halfeld",
    kind: "bus_stop",
    geometry: { type: "Point", coordinates: [SITE.lon + 20 * METRE_LON, SITE.lat] },
    properties: { id: "manual:ponto-halfeld", kind: "bus_stop", signs: "single" },
    source: "manual",
  });
  const photo = async () => {
    const id = randomUUID();
    await db.insert(storedFiles).values({
      orgId: hauler.id,
      id,
      storageKey: `${hauler.id}/job_photo/${id}.jpg`,
      purpose: "job_photo",
      originalName: "foto.jpg",
      contentType: "image/jpeg",
      sizeBytes: 10,
      sha256: "0".repeat(64),
      uploadedBy: driverUser.id,
    });
    return id;
  };
  /** A new caçamba in the hauler's yard. */
  const cacamba = async () =>
    (await callerFor(db, admin, hauler.id).fleet.createCacamba({ capacityM3: 5 })).id;
  return {
    hauler,
    generator,
    site,
    driver,
    users: { admin, dispatcher, driverUser, client },
    as: {
      admin: callerFor(db, admin, hauler.id),
      dispatcher: callerFor(db, dispatcher, hauler.id),
      driver: callerFor(db, driverUser, hauler.id),
      client: callerFor(db, client, generator.id),
    },
    photo,
    cacamba,
  };
}
