import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDateIn } from "@/lib/format";
import type { DbHandle } from "@/server/db/client";
import { freshDatabase } from "../../helpers/db";
import { makeDispatchWorld, ROADWAY, rectangle, SITE } from "./world";

describe("the driver's day", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("each job carries the client's notes on the order its placement was planned for", async () => {
    const w = await makeDispatchWorld(h.db);
    const today = isoDateIn(new Date(), "America/Sao_Paulo");
    const order = await w.as.dispatcher.dispatch.orders.createByPhone({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      sizeM3: 5,
      wasteKind: "rcc",
      desiredFrom: today,
      notes: "Entrada pela garagem; portaria até 18h.",
    });
    const placement = await w.as.dispatcher.dispatch.placements.save({
      orderId: order.id,
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      cacambaId: await w.cacamba(),
      footprint: rectangle(SITE.lon, SITE.lat),
      facts: ROADWAY,
    });
    const withNotes = await w.as.dispatcher.dispatch.jobs.create({
      kind: "drop_off",
      placementId: placement.id,
      date: today,
      windowStart: "08:00",
      windowEnd: "10:00",
      driverId: w.driver.id,
    });
    const without = await w.as.dispatcher.dispatch.jobs.create({
      kind: "dump",
      date: today,
      windowStart: "11:00",
      driverId: w.driver.id,
    });
    const day = await w.as.driver.dispatch.jobs.myDay();
    const notes = Object.fromEntries(day.jobs.map((j) => [j.id, j.orderNotes]));
    expect(notes).toEqual({ [withNotes.id]: "Entrada pela garagem; portaria até 18h.", [without.id]: null });
  });
});
