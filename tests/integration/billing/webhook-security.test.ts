import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { billingSubscriptions } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { type FakeStripe, signedEvent } from "./fake-stripe";
import {
  auditActions,
  makeBillingHauler,
  post,
  startBilling,
  storedEvents,
  subscriptionOf,
  WEBHOOK_SECRET,
} from "./world";

describe("Stripe webhook route: signature, once-only events, failures", () => {
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

  /** A hauler with an active "Até 20" subscription, and its subscription in the fake. */
  async function subscribed() {
    const hauler = await makeBillingHauler(h.db);
    const { url } = await hauler.admin.billing.startCheckout({ planId: "ate-20", interval: "year" });
    const { session, subscription } = fake.completeCheckout(url.split("/").pop() ?? "", 149000);
    const res = await post(...deliveryOf("checkout.session.completed", session));
    expect(res).toMatchObject({ status: 200, body: { result: "processed" } });
    return { hauler, subscription };
  }

  function deliveryOf(type: string, object: unknown): [string, string] {
    const e = signedEvent(WEBHOOK_SECRET, type, object);
    return [e.payload, e.header];
  }

  it("a bad signature gets 400 and changes nothing", async () => {
    const { hauler, subscription } = await subscribed();
    const before = {
      sub: await subscriptionOf(h.db, hauler.org.id),
      events: (await storedEvents(h.db)).length,
    };
    const canceled = { ...subscription, status: "canceled" };
    fake.setSubscription(subscription.id, { status: "canceled" });
    const good = signedEvent(WEBHOOK_SECRET, "customer.subscription.deleted", canceled);
    const tampered = good.payload.replace('"canceled"', '"active"');
    const forged = signedEvent("whsec_someone_else", "customer.subscription.deleted", canceled);
    const outcomes = [
      await post(tampered, good.header),
      await post(forged.payload, forged.header),
      await post(good.payload, null),
      await post(good.payload, "t=1,v1=deadbeef"),
      await post("not json", good.header),
    ];
    expect(outcomes.map((o) => o.status)).toEqual([400, 400, 400, 400, 400]);
    expect(await subscriptionOf(h.db, hauler.org.id)).toEqual(before.sub);
    expect(await storedEvents(h.db)).toHaveLength(before.events);
    // The genuine delivery still works afterwards.
    expect((await post(good.payload, good.header)).status).toBe(200);
    expect((await subscriptionOf(h.db, hauler.org.id))?.status).toBe("canceled");
  });

  it("the same event delivered concurrently is applied once", async () => {
    const { hauler, subscription } = await subscribed();
    fake.setSubscription(subscription.id, { status: "past_due" });
    const [payload, header] = deliveryOf("invoice.payment_failed", fake.addInvoice(subscription.id, false));
    const results = await Promise.all([1, 2, 3].map(() => post(payload, header)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.body.result).sort()).toEqual(["duplicate", "duplicate", "processed"]);
    expect(
      (await auditActions(h.db, hauler.org.id)).filter((a) => a === "billing.invoice_payment_failed"),
    ).toHaveLength(1);
  });

  it("when Stripe cannot be reached the event is not stored (500), and Stripe's retry applies it", async () => {
    const { hauler, subscription } = await subscribed();
    fake.setSubscription(subscription.id, { status: "past_due" });
    const [payload, header] = deliveryOf("invoice.payment_failed", fake.addInvoice(subscription.id, false));
    const port = process.env.STRIPE_API_PORT;
    process.env.STRIPE_API_PORT = "9";
    try {
      expect((await post(payload, header)).status).toBe(500);
    } finally {
      process.env.STRIPE_API_PORT = port;
    }
    expect((await subscriptionOf(h.db, hauler.org.id))?.status).toBe("active");
    expect(await post(payload, header)).toMatchObject({ status: 200, body: { result: "processed" } });
    expect((await subscriptionOf(h.db, hauler.org.id))?.status).toBe("past_due");
  });

  it("events of unknown customers and unhandled types are stored once and change nothing", async () => {
    const [p1, s1] = deliveryOf("customer.created", { id: "cus_unknown", object: "customer" });
    expect((await post(p1, s1)).body.result).toBe("ignored");
    expect((await post(p1, s1)).body.result).toBe("duplicate");
    const stranger = fake.completeCheckout((await strangerSession(fake)).id, 14900);
    const [p2, s2] = deliveryOf("customer.subscription.created", stranger.subscription);
    expect((await post(p2, s2)).body.result).toBe("processed");
    const rows = await h.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeCustomerId, "cus_stranger"));
    expect(rows).toEqual([]);
    expect(
      (await storedEvents(h.db)).find((e) => e.type === "customer.subscription.created" && e.orgId === null),
    ).toBeDefined();
  });

  it("without STRIPE_WEBHOOK_SECRET the route answers 503 and stores nothing", async () => {
    const before = (await storedEvents(h.db)).length;
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      const [payload, header] = deliveryOf("invoice.paid", { id: "in_x", object: "invoice" });
      expect((await post(payload, header)).status).toBe(503);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = secret;
    }
    expect(await storedEvents(h.db)).toHaveLength(before);
  });
});

/** A Checkout Session for a customer the app never created (another Stripe integration on the account). */
async function strangerSession(fake: FakeStripe) {
  const res = await fetch(`http://127.0.0.1:${fake.port}/v1/checkout/sessions`, {
    method: "POST",
    headers: { authorization: "Bearer sk_test_fake", "content-type": "application/x-www-form-urlencoded" },
    body: "mode=subscription&customer=cus_stranger&line_items[0][price]=price_ate20_month&line_items[0][quantity]=1",
  });
  return (await res.json()) as { id: string };
}
