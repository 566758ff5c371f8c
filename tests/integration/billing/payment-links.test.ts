import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { haulerClients, sites } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import type { FakeStripe } from "./fake-stripe";
import { signedEvent } from "./fake-stripe";
import { auditActions, deliverThrice, makeBillingHauler, post, startBilling, WEBHOOK_SECRET } from "./world";

describe("payment links: a hauler charges a rental, the generator pays in its portal", () => {
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

  async function world() {
    const hauler = await makeBillingHauler(h.db, new Date(Date.now() + 10 * 86_400_000));
    const generator = await makeOrg(h.db, { kind: "generator", name: "Construtora Teste" });
    const client = callerFor(h.db, await makeMember(h.db, generator.id, "client"), generator.id);
    await h.db.insert(haulerClients).values({ orgId: hauler.org.id, generatorOrgId: generator.id });
    const [site] = await h.db
      .insert(sites)
      .values({
        orgId: generator.id,
        name: "Reforma Rua Halfeld",
        address: "Rua Halfeld, 800 — Centro",
        cep: "36010000",
        municipalityId: "juiz-de-fora-mg",
        lat: -21.76,
        lon: -43.35,
      })
      .returning();
    if (!site) throw new Error("no site");
    const order = await hauler.dispatcher.dispatch.orders.createByPhone({
      generatorOrgId: generator.id,
      siteId: site.id,
      sizeM3: 5,
      wasteKind: "rcc",
      desiredFrom: "10/12/2030",
    });
    return { hauler, generator, client, order };
  }

  it("creates one link per order, shows it to the client, and marks it paid once", async () => {
    const { hauler, client, order } = await world();
    const link = await hauler.dispatcher.billing.paymentLinks.create({
      orderId: order.id,
      amountCents: 35000,
    });
    expect(link).toMatchObject({ amountCents: 35000, status: "open", orderId: order.id });
    expect(link.description).toMatch(/Locação de caçamba 5 m³ \(entulho \(RCC\)\) — Reforma Rua Halfeld/);
    const req = fake.requests.filter((r) => r.path === "/v1/payment_links").pop();
    expect(req?.body).toMatchObject({
      line_items: [{ quantity: "1", price_data: { currency: "brl", unit_amount: "35000" } }],
      restrictions: { completed_sessions: { limit: "1" } },
      metadata: { org_id: hauler.org.id, order_id: order.id, payment_link_id: link.id },
    });
    expect(req?.idempotencyKey).toBe(`cacamba-certa-payment-link-${link.id}`);

    await expect(
      hauler.admin.billing.paymentLinks.create({ orderId: order.id, amountCents: 35000 }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/já tem um link de pagamento em aberto/),
    });

    const mine = await client.billing.paymentLinks.mine();
    expect(mine).toEqual([expect.objectContaining({ id: link.id, url: link.url, status: "open" })]);
    expect(mine[0]?.haulerName).toBe(hauler.org.legalName);

    const stripeLinkId = link.url.split("/").pop() ?? "";
    const { results } = await deliverThrice(
      "checkout.session.completed",
      fake.payPaymentLink(stripeLinkId, 35000),
    );
    expect(results).toEqual(["processed", "duplicate", "duplicate"]);
    expect((await client.billing.paymentLinks.mine())[0]).toMatchObject({
      status: "paid",
      paidAt: expect.any(Date),
    });
    expect((await auditActions(h.db, hauler.org.id)).filter((a) => a.startsWith("payment_link."))).toEqual([
      "payment_link.created",
      "payment_link.paid",
    ]);
    await expect(
      hauler.admin.billing.paymentLinks.create({ orderId: order.id, amountCents: 35000 }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/já foi pago/) });
  });

  it("six distinct events for one paid link arriving at once mark it paid and audit it once", async () => {
    const { hauler, client, order } = await world();
    const link = await hauler.admin.billing.paymentLinks.create({ orderId: order.id, amountCents: 35000 });
    const session = fake.payPaymentLink(link.url.split("/").pop() ?? "", 35000);
    const events = ["checkout.session.completed", "checkout.session.async_payment_succeeded"].flatMap(
      (type) => Array.from({ length: 3 }, () => signedEvent(WEBHOOK_SECRET, type, session)),
    );
    const answers = await Promise.all(events.map((e) => post(e.payload, e.header)));
    expect(answers.map((a) => [a.status, a.body.result])).toEqual(events.map(() => [200, "processed"]));
    expect((await client.billing.paymentLinks.mine())[0]?.status).toBe("paid");
    expect((await auditActions(h.db, hauler.org.id)).filter((a) => a === "payment_link.paid")).toEqual([
      "payment_link.paid",
    ]);
  });

  it("a boleto paid later: completed but unpaid changes nothing; async_payment_succeeded marks it paid", async () => {
    const { hauler, client, order } = await world();
    const link = await hauler.admin.billing.paymentLinks.create({ orderId: order.id, amountCents: 12345 });
    const session = fake.payPaymentLink(link.url.split("/").pop() ?? "", 12345);
    await deliverThrice("checkout.session.completed", { ...session, payment_status: "unpaid" });
    expect((await client.billing.paymentLinks.mine())[0]?.status).toBe("open");
    await deliverThrice("checkout.session.async_payment_succeeded", session);
    expect((await client.billing.paymentLinks.mine())[0]?.status).toBe("paid");
  });

  it("another hauler cannot charge an order that is not its own; the client sees only its links", async () => {
    const { order } = await world();
    const other = await world();
    await expect(
      other.hauler.admin.billing.paymentLinks.create({ orderId: order.id, amountCents: 1000 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await other.client.billing.paymentLinks.mine()).toEqual([]);
    await expect(other.hauler.dispatcher.billing.paymentLinks.list()).resolves.toEqual([]);
  });
});
