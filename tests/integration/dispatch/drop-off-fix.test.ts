import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDateIn } from "@/lib/format";
import type { DbHandle } from "@/server/db/client";
import { freshDatabase } from "../../helpers/db";
import { makeCity } from "../city/world";
import { freeSpot, METRE_LON, makeDispatchWorld, ROADWAY } from "./world";

type World = Awaited<ReturnType<typeof makeDispatchWorld>>;

/** A planned drop-off done by the driver with a fix `metresEast` of the plan's centre. */
async function dropOffWithFix(w: World, metresEast: number, accuracyM: number) {
  const footprint = freeSpot();
  const [lon, lat] = footprint.coordinates[0]?.[0] ?? [0, 0];
  const centre = { lon: lon + 1.25 * METRE_LON, lat: lat + 0.8 / 110_574 };
  const placement = await w.as.dispatcher.dispatch.placements.save({
    generatorOrgId: w.generator.id,
    siteId: w.site.id,
    cacambaId: await w.cacamba(),
    footprint,
    facts: ROADWAY,
  });
  const job = await w.as.dispatcher.dispatch.jobs.create({
    kind: "drop_off",
    placementId: placement.id,
    date: isoDateIn(new Date(), "America/Sao_Paulo"),
    windowStart: "08:00",
    windowEnd: "10:00",
    driverId: w.driver.id,
  });
  await w.as.driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId: job.id, action: "start" });
  await w.as.driver.dispatch.jobs.submit({
    idempotencyKey: randomUUID(),
    jobId: job.id,
    action: "complete",
    lat: centre.lat,
    lon: centre.lon + metresEast * METRE_LON,
    accuracyM,
    photoFileId: await w.photo(),
  });
  return placement.id;
}

describe("the driver's fix at drop-off, kept beside the plan as evidence (#40 finding 1)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("the office and the city see the plan as the caçamba's position, and the fix with its distance; 60 m off is flagged", async () => {
    const w = await makeDispatchWorld(h.db);
    const city = await makeCity(h.db);
    const near = await dropOffWithFix(w, 3, 8);
    const far = await dropOffWithFix(w, 60, 10);
    const listed = await w.as.dispatcher.dispatch.placements.list();
    const fixOf = (id: string) => listed.find((p) => p.id === id)?.fix;
    expect(fixOf(near)).toMatchObject({ accuracyM: 8, flagged: false });
    expect(fixOf(near)?.distanceM).toBeCloseTo(1.7, 0);
    expect(fixOf(far)).toMatchObject({ accuracyM: 10, flagged: true });
    expect(fixOf(far)?.distanceM).toBeCloseTo(58.7, 0);
    const street = await city.as.city.street();
    const onStreet = street.find((s) => s.placementId === far);
    expect(onStreet?.fix).toMatchObject({ flagged: true });
    // The position the city reads stays the plan's centre, not the driver's fix.
    expect(Math.abs((onStreet?.lon ?? 0) - (onStreet?.fix?.lon ?? 0)) / METRE_LON).toBeCloseTo(60, 0);
  });
});
