import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { ctrs, jobs, placements } from "@/server/db/schema";
import { insertCtrRow } from "../../helpers/ctr-row";
import { makeOrg } from "../../helpers/factories";
import { makeDispatchWorld, ROADWAY, rectangle, SITE } from "../dispatch/world";

export const SETTINGS = {
  includedDays: 7,
  extraDayBasis: "calendar" as const,
  extraDayCents: 4000,
  swapCents: 30000,
  extraTripCents: 15000,
  relocationCents: 10000,
  overweightPerTonneCents: 8500,
};

let ctrSeq = 1000;

/**
 * A priced hauler and a client order (5 m³, class A: R$ 350,00 with 7 days and 6 t included) whose
 * caçamba stood from `placedAt` to `removedAt` and whose load the receiver weighed at `weightT`. The
 * placement, its pick-up and the received CTR are written as dispatch and the receiver leave them
 * (the days cannot be waited for in a test).
 */
export async function servedOrder(
  db: Db,
  o: { placedAt: Date; removedAt: Date | null; weightT: number | null },
) {
  const w = await makeDispatchWorld(db);
  await w.as.admin.pricing.saveSettings(SETTINGS);
  await w.as.admin.pricing.saveRow({ sizeM3: 5, wasteClass: "A", rentalCents: 35000, includedTonnes: 6 });
  const order = await w.as.client.dispatch.orders.create({
    haulerOrgId: w.hauler.id,
    siteId: w.site.id,
    sizeM3: 5,
    wasteKind: "rcc",
    wasteClass: "A",
    desiredFrom: "10/12/2031",
  });
  const verdict = {
    ok: true,
    checkedAt: o.placedAt.toISOString(),
    violations: [],
    checklist: [],
    notRegulated: [],
  };
  const [placement] = await db
    .insert(placements)
    .values({
      orgId: w.hauler.id,
      orderId: order.id,
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      municipalityId: "juiz-de-fora-mg",
      footprint: rectangle(SITE.lon, SITE.lat),
      facts: ROADWAY,
      verdict,
      verdictOk: true,
      status: o.removedAt ? "removed" : "placed",
      placedAt: o.placedAt,
      removedAt: o.removedAt,
      createdBy: w.users.admin.id,
    })
    .returning();
  if (!placement) throw new Error("no placement");
  if (o.removedAt && o.weightT !== null) {
    const [job] = await db
      .insert(jobs)
      .values({
        orgId: w.hauler.id,
        kind: "pick_up",
        orderId: order.id,
        placementId: placement.id,
        date: o.removedAt.toISOString().slice(0, 10),
        status: "done",
        doneAt: o.removedAt,
      })
      .returning();
    if (!job) throw new Error("no job");
    const receiver = await makeOrg(db, { kind: "receiver" });
    const seq = ctrSeq++;
    await insertCtrRow(db, w.hauler.id, receiver.id, job.id, seq, "issued");
    await db
      .update(ctrs)
      .set({ status: "received", receivedWeightT: o.weightT, receivedAt: o.removedAt })
      .where(and(eq(ctrs.orgId, w.hauler.id), eq(ctrs.seq, seq)));
  }
  return { w, order };
}
