import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { billingPlans, billingSubscriptions } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { today } from "../../helpers/today";
import { makeDispatchWorld, ROADWAY, rectangle, SITE } from "../dispatch/world";

describe("read-only mode spares what must never be blocked", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("a past_due hauler beyond the grace period: office changes refused; the driver's road submissions and other orgs' changes still work", async () => {
    const w = await makeDispatchWorld(h.db);
    const placement = await w.as.dispatcher.dispatch.placements.save({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      footprint: rectangle(SITE.lon, SITE.lat),
      facts: ROADWAY,
    });
    const job = await w.as.dispatcher.dispatch.jobs.create({
      kind: "drop_off",
      placementId: placement.id,
      date: today(),
      driverId: w.driver.id,
    });
    const [plan] = await h.db.select().from(billingPlans).limit(1);
    await h.db.insert(billingSubscriptions).values({
      orgId: w.hauler.id,
      stripeCustomerId: `cus_${randomUUID()}`,
      stripeSubscriptionId: `sub_${randomUUID()}`,
      planId: plan?.id,
      interval: "month",
      status: "past_due",
      pastDueSince: new Date(Date.now() - 30 * 86_400_000),
    });
    await expect(
      w.as.dispatcher.dispatch.jobs.create({ kind: "pick_up", placementId: placement.id, date: today() }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(/somente leitura/) });
    await expect(w.as.driver.dispatch.jobs.myDay()).resolves.toBeDefined();
    await expect(
      w.as.driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId: job.id, action: "start" }),
    ).resolves.toBeDefined();
    // The generator (a client of the hauler) is not a hauler: its changes are never blocked by the hauler's billing.
    await expect(
      w.as.client.sites.create({
        name: "Outra obra",
        address: "Rua Halfeld, 900",
        cep: "36010000",
        municipalityId: "juiz-de-fora-mg",
        lat: -21.76,
        lon: -43.35,
      }),
    ).resolves.toBeDefined();
  });
});
