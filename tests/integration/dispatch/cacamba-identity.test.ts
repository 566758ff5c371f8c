import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { cacambas, placements } from "@/server/db/schema";
import { insertCtrRow } from "../../helpers/ctr-row";
import { freshDatabase } from "../../helpers/db";
import { makeOrg } from "../../helpers/factories";
import { today } from "../../helpers/today";
import { freeSpot, makeDispatchWorld, ROADWAY } from "./world";

type World = Awaited<ReturnType<typeof makeDispatchWorld>>;

async function plan(w: World, cacambaId?: string) {
  return w.as.dispatcher.dispatch.placements.save({
    generatorOrgId: w.generator.id,
    siteId: w.site.id,
    cacambaId,
    footprint: freeSpot(),
    facts: ROADWAY,
  });
}

async function run(w: World, jobId: string, extra: { cacambaId?: string } = {}) {
  await w.as.driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId, action: "start" });
  return complete(w, jobId, extra);
}

async function complete(w: World, jobId: string, extra: { cacambaId?: string } = {}) {
  return w.as.driver.dispatch.jobs.submit({
    idempotencyKey: randomUUID(),
    jobId,
    action: "complete",
    photoFileId: await w.photo(),
    ...extra,
  });
}

describe("the caçamba's identity follows it from the yard to the street and back", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  const statusOf = async (id: string) =>
    (await h.db.select({ s: cacambas.status }).from(cacambas).where(eq(cacambas.id, id)))[0]?.s;

  it("a drop-off planned 'definir na entrega' asks which caçamba, then records it on the street", async () => {
    const w = await makeDispatchWorld(h.db);
    const placement = await plan(w);
    const job = await w.as.dispatcher.dispatch.jobs.create({
      kind: "drop_off",
      placementId: placement.id,
      date: today(),
      driverId: w.driver.id,
    });
    await expect(run(w, job.id)).rejects.toMatchObject({ code: "BAD_REQUEST", message: /qual caçamba/ });
    const [still] = await h.db.select().from(placements).where(eq(placements.id, placement.id));
    expect(still).toMatchObject({ status: "planned", cacambaId: null });
    const cacambaId = await w.cacamba();
    await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: randomUUID(),
      jobId: job.id,
      action: "complete",
      photoFileId: await w.photo(),
      cacambaId,
    });
    const [row] = await h.db.select().from(placements).where(eq(placements.id, placement.id));
    expect(row).toMatchObject({ status: "placed", cacambaId });
    expect(await statusOf(cacambaId)).toBe("placed");
    const listed = (await w.as.dispatcher.dispatch.placements.list()).find((p) => p.id === placement.id);
    expect(listed?.cacambaNumber).toBeGreaterThan(0);
  });

  it("leaves only a caçamba of the ordered size: the planner and the driver's report refuse another, the card shows the order", async () => {
    const w = await makeDispatchWorld(h.db);
    const order = await w.as.dispatcher.dispatch.orders.createByPhone({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      sizeM3: 5,
      wasteKind: "rcc",
      desiredFrom: today(),
    });
    const small = (await w.as.admin.fleet.createCacamba({ capacityM3: 4 })).id;
    const planFor = (cacambaId?: string) =>
      w.as.dispatcher.dispatch.placements.save({
        orderId: order.id,
        generatorOrgId: w.generator.id,
        siteId: w.site.id,
        cacambaId,
        footprint: freeSpot(),
        facts: ROADWAY,
      });
    await expect(planFor(small)).rejects.toMatchObject({
      code: "CONFLICT",
      message: /A caçamba nº \d{2} é de 4 m³ e o pedido é de 5 m³: leve uma caçamba de 5 m³/,
    });
    const placement = await planFor();
    const drop = await w.as.dispatcher.dispatch.jobs.create({
      kind: "drop_off",
      placementId: placement.id,
      date: today(),
      driverId: w.driver.id,
    });
    const card = (await w.as.driver.dispatch.jobs.myDay()).jobs.find((j) => j.id === drop.id);
    expect(card).toMatchObject({ orderSizeM3: 5, orderWasteKind: "rcc", orderWasteClass: "A" });
    await expect(run(w, drop.id, { cacambaId: small })).rejects.toMatchObject({
      code: "CONFLICT",
      message: /é de 4 m³ e o pedido é de 5 m³/,
    });
    const [still] = await h.db.select().from(placements).where(eq(placements.id, placement.id));
    expect(still).toMatchObject({ status: "planned", cacambaId: null });
    expect(await statusOf(small)).toBe("yard");
    const fits = await w.cacamba();
    await complete(w, drop.id, { cacambaId: fits });
    expect(await statusOf(fits)).toBe("placed");
  });

  it("refuses what cannot happen: a caçamba on the street or reserved planned again, a delivery for a placement on the street", async () => {
    const w = await makeDispatchWorld(h.db);
    const cacambaId = await w.cacamba();
    const placement = await plan(w, cacambaId);
    await expect(plan(w, cacambaId)).rejects.toMatchObject({ code: "CONFLICT", message: /reservada/ });
    const drop = await w.as.dispatcher.dispatch.jobs.create({
      kind: "drop_off",
      placementId: placement.id,
      date: today(),
      driverId: w.driver.id,
    });
    await run(w, drop.id);
    await expect(plan(w, cacambaId)).rejects.toMatchObject({ code: "CONFLICT", message: /está na rua/ });
    await expect(
      w.as.dispatcher.dispatch.jobs.create({ kind: "drop_off", placementId: placement.id, date: today() }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: /já está na rua/ });
  });

  it("a pick-up or swap takes the full caçamba away in transit (not in the yard until its load is received); a swap leaves the empty one named by the driver", async () => {
    const w = await makeDispatchWorld(h.db);
    const first = await w.cacamba();
    const placement = await plan(w, first);
    const drop = await w.as.dispatcher.dispatch.jobs.create({
      kind: "drop_off",
      placementId: placement.id,
      date: today(),
      driverId: w.driver.id,
    });
    await run(w, drop.id);
    const swap = await w.as.dispatcher.dispatch.jobs.create({
      kind: "swap",
      placementId: placement.id,
      date: today(),
      driverId: w.driver.id,
    });
    const second = await w.cacamba();
    await insertCtrRow(
      h.db,
      w.hauler.id,
      (await makeOrg(h.db, { kind: "receiver" })).id,
      swap.id,
      1,
      "issued",
    );
    await expect(run(w, swap.id)).rejects.toMatchObject({ code: "BAD_REQUEST", message: /ficou no lugar/ });
    await complete(w, swap.id, { cacambaId: second });
    expect(await statusOf(first)).toBe("in_transit");
    expect(await statusOf(second)).toBe("placed");
    const [fresh] = await h.db.select().from(placements).where(eq(placements.cacambaId, second));
    expect(fresh?.status).toBe("placed");
    const pick = await w.as.dispatcher.dispatch.jobs.create({
      kind: "pick_up",
      placementId: fresh?.id,
      date: today(),
      driverId: w.driver.id,
    });
    await insertCtrRow(
      h.db,
      w.hauler.id,
      (await makeOrg(h.db, { kind: "receiver" })).id,
      pick.id,
      2,
      "issued",
    );
    await run(w, pick.id);
    expect(await statusOf(second)).toBe("in_transit");
  });
});
