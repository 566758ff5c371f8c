import { MAX_JOBS_PER_TRUCK_DAY } from "@/domain/route";
import type { Db } from "@/server/db/client";
import { sites } from "@/server/db/schema";
import { rng } from "../../fixtures/route/random-days";
import { insertPlacedPlacement, type makeDispatchWorld } from "./world";

type World = Awaited<ReturnType<typeof makeDispatchWorld>>;

/**
 * `n` caçambas on the street at `n` sites scattered over ~6 km of central Juiz de Fora (seeded), each
 * its own placement: what a full day of pick-ups needs. Written directly: the placement check is not
 * under test here.
 */
export async function placedAround(db: Db, w: World, n: number, seed = 1): Promise<string[]> {
  const next = rng(seed);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const lat = -21.7612 + (next() - 0.5) * 0.1;
    const lon = -43.3505 + (next() - 0.5) * 0.1;
    const [site] = await db
      .insert(sites)
      .values({
        orgId: w.generator.id,
        name: `Obra ${i + 1}`,
        address: `Rua ${i + 1}, 100 — Centro`,
        cep: "36010000",
        municipalityId: "juiz-de-fora-mg",
        lat,
        lon,
      })
      .returning({ id: sites.id });
    if (!site) throw new Error("site");
    const p = await insertPlacedPlacement(db, {
      orgId: w.hauler.id,
      generatorOrgId: w.generator.id,
      siteId: site.id,
      createdBy: w.users.admin.id,
      lon,
      lat,
    });
    ids.push(p.id);
  }
  return ids;
}

/** A truck whose `date` holds MAX_JOBS_PER_TRUCK_DAY pick-ups (a third with a two-hour window), booked by the dispatcher. */
export async function fullDay(db: Db, w: World, date: string) {
  const truck = await w.as.admin.fleet.createTruck({
    plate: `CHE${Math.floor(Math.random() * 9000 + 1000)}`,
  });
  const placementIds = await placedAround(db, w, MAX_JOBS_PER_TRUCK_DAY);
  const jobIds: string[] = [];
  for (const [i, placementId] of placementIds.entries()) {
    const start = 7 + (i % 8);
    const window =
      i % 3 === 0
        ? {
            windowStart: `${String(start).padStart(2, "0")}:00`,
            windowEnd: `${String(start + 2).padStart(2, "0")}:00`,
          }
        : {};
    const job = await w.as.dispatcher.dispatch.jobs.create({
      kind: "pick_up",
      placementId,
      date,
      truckId: truck.id,
      driverId: w.driver.id,
      ...window,
    });
    jobIds.push(job.id);
  }
  return { truck, jobIds };
}
