import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { assertWithinPlan } from "@/server/services/billing/limits";
import { importFleetCsv } from "@/server/services/fleet/csv/import-csv";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import type { FakeStripe } from "./fake-stripe";
import { makeBillingHauler, startBilling } from "./world";

const csvOf = (rows: number) =>
  ["capacidade_m3;situacao", ...Array.from({ length: rows }, () => "5;no pátio")].join("\n");
const DAY = 86_400_000;

describe("billing: trial, plan limits, who may see the billing page", () => {
  let h: DbHandle;
  let fake: FakeStripe;
  beforeAll(async () => {
    h = await freshDatabase();
    fake = await startBilling(h);
  });
  afterAll(async () => {
    await fake.stop();
    await h.close();
  });

  it("during the trial the limit is the 'Até 100 caçambas' plan's, and checkout carries the trial over", async () => {
    const trialEnd = new Date(Date.now() + 10 * DAY);
    const hauler = await makeBillingHauler(h.db, trialEnd);
    const overview = await hauler.admin.billing.overview();
    expect(overview.current).toMatchObject({
      basis: "trial",
      planName: "Até 100 caçambas",
      maxCacambas: 100,
    });
    await expect(importFleetCsv(hauler.scope, "cacambas", csvOf(101), { commit: true })).rejects.toThrow(
      /período de avaliação permite até 100 caçambas e sua frota já tem 0 caçambas.*Mude para o plano "Ilimitado"/,
    );
    expect((await importFleetCsv(hauler.scope, "cacambas", csvOf(100), { commit: true })).created).toBe(100);
    await expect(hauler.admin.fleet.createCacamba({ capacityM3: 5 })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });

    await hauler.admin.billing.startCheckout({ planId: "ilimitado", interval: "month" });
    const req = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").pop();
    expect(req?.body).toMatchObject({
      line_items: [{ price: "price_ilimitado_month" }],
      subscription_data: { trial_end: String(Math.floor(trialEnd.getTime() / 1000)) },
    });
  });

  it("an org without trial date nor subscription (created before billing) has no limit", async () => {
    const org = await makeOrg(h.db, { kind: "hauler" });
    await expect(assertWithinPlan(h.db, org.id, "cacambas", 5000)).resolves.toBeUndefined();
  });

  it("the billing page and its mutations are for hauler admins only", async () => {
    const hauler = await makeBillingHauler(h.db);
    await expect(hauler.dispatcher.billing.overview()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      hauler.dispatcher.billing.startCheckout({ planId: "ate-20", interval: "month" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const receiver = await makeOrg(h.db, { kind: "receiver" });
    const operator = await makeMember(h.db, receiver.id, "operator");
    await expect(callerFor(h.db, operator, receiver.id).billing.overview()).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("without Stripe keys, checkout explains that payments are not configured and calls nothing", async () => {
    const hauler = await makeBillingHauler(h.db);
    const key = process.env.STRIPE_SECRET_KEY;
    const calls = fake.requests.length;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      await expect(
        hauler.admin.billing.startCheckout({ planId: "ate-20", interval: "month" }),
      ).rejects.toMatchObject({
        code: "PRECONDITION_FAILED",
        message: expect.stringMatching(/pagamentos ainda não estão configurados/),
      });
      expect((await hauler.admin.billing.overview()).configured).toBe(false);
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
    }
    expect(fake.requests.length).toBe(calls);
  });
});
