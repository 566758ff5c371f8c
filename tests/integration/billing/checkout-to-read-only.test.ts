import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { billingSubscriptions } from "@/server/db/schema";
import { importFleetCsv } from "@/server/services/fleet/csv/import-csv";
import { freshDatabase } from "../../helpers/db";
import { type FakeStripe, signedEvent } from "./fake-stripe";
import {
  auditActions,
  deliverThrice,
  makeBillingHauler,
  post,
  startBilling,
  storedEvents,
  subscriptionOf,
  WEBHOOK_SECRET,
} from "./world";

const csvOf = (rows: number) =>
  [
    "capacidade_m3;comprimento_m;largura_m;altura_m;situacao",
    ...Array.from({ length: rows }, () => "5;2,5;1,6;1,2;no pátio"),
  ].join("\n");

describe("billing: checkout → webhook → active plan → limit → payment failed → read-only → paid → active", () => {
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

  it("walks the whole subscription life with every event replayed three times", async () => {
    const hauler = await makeBillingHauler(h.db);
    const orgId = hauler.org.id;

    // Trial over, no plan: new caçambas are refused with what to do.
    await expect(hauler.admin.fleet.createCacamba({ capacityM3: 5 })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringMatching(/período de avaliação terminou.*assine um plano.*Assinatura/),
    });

    // Checkout: a customer (once, idempotent) and a subscription-mode session with the plan's price.
    const { url } = await hauler.admin.billing.startCheckout({ planId: "ate-20", interval: "month" });
    await hauler.admin.billing.startCheckout({ planId: "ate-20", interval: "month" });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const customers = fake.requests.filter((r) => r.path === "/v1/customers");
    expect(customers).toHaveLength(1);
    expect(customers[0]?.idempotencyKey).toBe(`cacamba-certa-customer-${orgId}`);
    expect(customers[0]?.body).toMatchObject({ metadata: { org_id: orgId }, preferred_locales: ["pt-BR"] });
    const sessionReq = fake.requests.find((r) => r.path === "/v1/checkout/sessions");
    expect(sessionReq?.body).toMatchObject({
      mode: "subscription",
      client_reference_id: orgId,
      line_items: [{ price: "price_ate20_month", quantity: "1" }],
      locale: "pt-BR",
      success_url: "https://app.cacambacerta.test/assinatura?checkout=concluido",
      subscription_data: { metadata: { org_id: orgId, plan_id: "ate-20", interval: "month" } },
    });
    expect(sessionReq?.body.payment_method_types).toBeUndefined();
    const sessionId = url.split("/").pop() ?? "";

    // Stripe completes the Checkout: the hauler is active on "Até 20 caçambas".
    const { session, subscription } = fake.completeCheckout(sessionId, 14900);
    const completed = await deliverThrice("checkout.session.completed", session);
    expect(completed.results).toEqual(["processed", "duplicate", "duplicate"]);
    const created = await deliverThrice("customer.subscription.created", subscription);
    expect(created.results).toEqual(["processed", "duplicate", "duplicate"]);
    expect(await subscriptionOf(h.db, orgId)).toMatchObject({
      status: "active",
      planId: "ate-20",
      interval: "month",
      stripeSubscriptionId: subscription.id,
      pastDueSince: null,
    });
    expect(await auditActions(h.db, orgId)).toEqual([
      "billing.customer_created",
      "billing.subscription_changed",
    ]);
    const events = await storedEvents(h.db);
    expect(events.filter((e) => e.id === completed.id)).toHaveLength(1);
    expect(events.find((e) => e.id === completed.id)?.orgId).toBe(orgId);

    // A second checkout is refused: the portal changes plans.
    await expect(
      hauler.admin.billing.startCheckout({ planId: "ate-100", interval: "year" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });

    // The plan's limit: 20 caçambas fit, the 21st explains how to upgrade; the CSV import too.
    expect((await importFleetCsv(hauler.scope, "cacambas", csvOf(19), { commit: true })).created).toBe(19);
    await hauler.admin.fleet.createCacamba({ capacityM3: 5 });
    await expect(hauler.admin.fleet.createCacamba({ capacityM3: 5 })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringMatching(
        /plano "Até 20 caçambas" permite até 20 caçambas e sua frota já tem 20 caçambas.*Mude para o plano "Até 100 caçambas".*Assinatura/,
      ),
    });
    await expect(importFleetCsv(hauler.scope, "cacambas", csvOf(3), { commit: true })).rejects.toThrow(
      /não cabem mais 3 caçambas/,
    );
    expect(await hauler.admin.fleet.cacambas()).toHaveLength(20);

    // The billing page: plan, status, fleet use, next invoice.
    fake.addInvoice(subscription.id, true);
    const overview = await hauler.admin.billing.overview();
    expect(overview.current).toMatchObject({
      planName: "Até 20 caçambas",
      status: "active",
      maxCacambas: 20,
    });
    expect(overview.cacambasUsed).toBe(20);
    expect(overview.nextInvoice?.amountCents).toBe(14900);
    expect(overview.recentInvoices[0]).toMatchObject({ amountCents: 14900, status: "paid" });

    // Payment fails: past_due, still writable during the grace period.
    fake.setSubscription(subscription.id, { status: "past_due" });
    const failed = await deliverThrice("invoice.payment_failed", fake.addInvoice(subscription.id, false));
    expect(failed.results).toEqual(["processed", "duplicate", "duplicate"]);
    const pastDue = await subscriptionOf(h.db, orgId);
    expect(pastDue?.status).toBe("past_due");
    expect(pastDue?.pastDueSince).toBeInstanceOf(Date);
    await hauler.admin.fleet.createTruck({ plate: "ABC1D23" });

    // Eight days later (grace is 7): read-only. Reads work; paying works; changes are refused.
    await h.db
      .update(billingSubscriptions)
      .set({ pastDueSince: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(billingSubscriptions.orgId, orgId));
    await expect(hauler.admin.fleet.createTruck({ plate: "XYZ9K88" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringMatching(/em atraso.*somente leitura.*Assinatura/),
    });
    await expect(hauler.dispatcher.fleet.cacambas()).resolves.toHaveLength(20);
    expect((await hauler.admin.billing.overview()).readOnly).toBe(true);
    expect((await hauler.admin.billing.openPortal()).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.requests.find((r) => r.path === "/v1/billing_portal/sessions")?.body).toMatchObject({
      customer: subscription.customer,
      return_url: "https://app.cacambacerta.test/assinatura",
    });

    // The invoice is paid: active again, writable again.
    fake.setSubscription(subscription.id, { status: "active" });
    const paid = await deliverThrice("invoice.paid", fake.addInvoice(subscription.id, true));
    expect(paid.results).toEqual(["processed", "duplicate", "duplicate"]);
    expect(await subscriptionOf(h.db, orgId)).toMatchObject({ status: "active", pastDueSince: null });
    await hauler.admin.fleet.createTruck({ plate: "XYZ9K88" });
    expect(await auditActions(h.db, orgId)).toEqual([
      "billing.customer_created",
      "billing.subscription_changed",
      "billing.subscription_changed",
      "billing.invoice_payment_failed",
      "billing.subscription_changed",
      "billing.invoice_paid",
    ]);

    // Upgrade through the portal (Stripe sends subscription.updated with the new price).
    const item = subscription.items.data[0];
    if (!item) throw new Error("no item");
    const upgraded = fake.setSubscription(subscription.id, {
      items: {
        ...subscription.items,
        data: [{ ...item, price: { ...item.price, id: "price_ate100_year" } }],
      },
    });
    await deliverThrice("customer.subscription.updated", upgraded);
    expect(await subscriptionOf(h.db, orgId)).toMatchObject({ planId: "ate-100", interval: "year" });
    await hauler.admin.fleet.createCacamba({ capacityM3: 5 });

    // Canceled: existing data stays, new caçambas are refused.
    const deleted = fake.setSubscription(subscription.id, { status: "canceled" });
    await deliverThrice("customer.subscription.deleted", deleted);
    expect((await subscriptionOf(h.db, orgId))?.status).toBe("canceled");
    await expect(hauler.admin.fleet.createCacamba({ capacityM3: 5 })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringMatching(/assinatura foi cancelada/),
    });
    await expect(hauler.admin.fleet.cacambas()).resolves.toHaveLength(21);
  });

  it("six distinct events activating one subscription at once audit the change once", async () => {
    const hauler = await makeBillingHauler(h.db);
    const { url } = await hauler.admin.billing.startCheckout({ planId: "ate-20", interval: "month" });
    const { session, subscription } = fake.completeCheckout(url.split("/").pop() ?? "", 14900);
    const events = [
      ...Array.from({ length: 3 }, () => signedEvent(WEBHOOK_SECRET, "checkout.session.completed", session)),
      ...Array.from({ length: 3 }, () =>
        signedEvent(WEBHOOK_SECRET, "customer.subscription.created", subscription),
      ),
    ];
    const answers = await Promise.all(events.map((e) => post(e.payload, e.header)));
    expect(answers.map((a) => [a.status, a.body.result])).toEqual(events.map(() => [200, "processed"]));
    expect(await subscriptionOf(h.db, hauler.org.id)).toMatchObject({ status: "active", planId: "ate-20" });
    expect(await auditActions(h.db, hauler.org.id)).toEqual([
      "billing.customer_created",
      "billing.subscription_changed",
    ]);
  });
});
