import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { isoDateIn } from "@/lib/format";
import type { Db } from "@/server/db/client";
import { placements } from "@/server/db/schema";
import { freeSpot, makeDispatchWorld, ROADWAY } from "../dispatch/world";

export type DispatchWorld = Awaited<ReturnType<typeof makeDispatchWorld>>;

/**
 * A caçamba delivered the real way: the dispatcher plans the placement and the drop-off, the driver
 * starts and completes it with a photo (the drop-off's transaction notifies the client).
 */
export async function deliveredPlacement(
  db: Db,
  options: {
    municipalityId?: string;
    /** Runs once the people exist, before the drop-off (e.g. their notification settings). */
    before?: (w: DispatchWorld) => Promise<void>;
  } = {},
) {
  const w = await makeDispatchWorld(db, { municipalityId: options.municipalityId });
  await options.before?.(w);
  const saved = await w.as.dispatcher.dispatch.placements.save({
    generatorOrgId: w.generator.id,
    siteId: w.site.id,
    cacambaId: await w.cacamba(),
    footprint: freeSpot(),
    facts: ROADWAY,
  });
  const job = await w.as.dispatcher.dispatch.jobs.create({
    kind: "drop_off",
    placementId: saved.id,
    date: isoDateIn(new Date(), "America/Sao_Paulo"),
    windowStart: "08:00",
    windowEnd: "10:00",
    driverId: w.driver.id,
  });
  for (const action of ["start", "complete"] as const)
    await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: randomUUID(),
      jobId: job.id,
      action,
      photoFileId: await w.photo(),
    });
  const [placement] = await db
    .select()
    .from(placements)
    .where(and(eq(placements.orgId, w.hauler.id), eq(placements.id, saved.id)));
  if (!placement) throw new Error("no placement");
  return { ...w, placement, job };
}
