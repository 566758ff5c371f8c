import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIsoDate, isoDateIn } from "@/lib/format";
import type { DbHandle } from "@/server/db/client";
import { connectAccounts, invoicePayments, invoiceRefunds } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import {
  CONNECT_SECRET,
  deliverConnectThrice,
  invoiceAudit,
  issuedInvoiceWithConnect,
  postConnect,
  startConnect,
} from "./connect-world";
import { signedConnectEvent } from "./fake-connect";
import type { FakeStripe } from "./fake-stripe";

/** Today in São Paulo, dd/mm/aaaa: a payment is recorded on a day between the invoice's issue and today. */
const todayBr = () => formatIsoDate(isoDateIn(new Date()));

const TOTAL = 57625; // R$ 350,00 + 3 extra days × R$ 40,00 + 1,25 t × R$ 85,00
const FEE = 864 + 50; // 1,5% of R$ 576,25 (864,375 → 864) + R$ 0,50

describe("Stripe Connect: the hauler's own account, invoice payments with the platform fee, refunds", () => {
  let h: DbHandle;
  let fake: FakeStripe;
  beforeAll(async () => {
    h = await freshDatabase();
    fake = await startConnect(h);
  });
  afterAll(async () => {
    await fake.stop();
    await h.close();
  });

  const sessionIdOf = (url: string) => url.split("/").pop() ?? "";

  it("onboarding: one standard BR account per hauler, an Account Link back to the app, state from account.updated", async () => {
    const { servedOrder } = await import("../invoicing/world");
    const { w } = await servedOrder(h.db, { placedAt: new Date(), removedAt: null, weightT: null });
    expect(await w.as.admin.billing.connect.status()).toMatchObject({
      configured: true,
      accountId: null,
      chargesEnabled: false,
    });
    const first = await w.as.admin.billing.connect.startOnboarding();
    const again = await w.as.admin.billing.connect.startOnboarding();
    expect(first.url).toMatch(/\/connect\/onboarding\/link_/);
    expect(again.url).not.toBe(first.url);
    const creates = fake.requests.filter((r) => r.path === "/v1/accounts" && r.method === "POST");
    expect(creates.at(-1)?.body).toMatchObject({
      type: "standard",
      country: "BR",
      default_currency: "brl",
      metadata: { org_id: w.hauler.id },
    });
    const links = fake.requests.filter((r) => r.path === "/v1/account_links").slice(-2);
    expect(links[0]?.body).toMatchObject({
      type: "account_onboarding",
      return_url: "https://app.cacambacerta.test/assinatura?connect=retorno",
      refresh_url: "https://app.cacambacerta.test/assinatura?connect=renovar",
    });
    expect(links[0]?.body.account).toBe(links[1]?.body.account);
    const rows = await h.db.select().from(connectAccounts).where(eq(connectAccounts.orgId, w.hauler.id));
    expect(rows).toHaveLength(1);
    const accountId = rows[0]?.stripeAccountId ?? "";
    expect(await w.as.admin.billing.connect.status()).toMatchObject({ accountId, detailsSubmitted: false });

    const account = fake.connect.enableAccount(accountId);
    expect(await deliverConnectThrice("account.updated", account, accountId)).toEqual([
      "processed",
      "duplicate",
      "duplicate",
    ]);
    expect(await w.as.admin.billing.connect.status()).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    await expect(w.as.dispatcher.billing.connect.startOnboarding()).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(w.as.client.billing.connect.status()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("the client pays by Pix on the hauler's account with the application fee; three deliveries of each event, one payment", async () => {
    const { w, invoiceId, accountId } = await issuedInvoiceWithConnect(h.db, fake);
    expect((await w.as.client.invoicing.get({ id: invoiceId })).payableOnline).toBe(true);
    const { url } = await w.as.client.invoicing.payOnline({ id: invoiceId });
    const req = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").pop();
    expect(req?.stripeAccount).toBe(accountId);
    expect(req?.body).toMatchObject({
      mode: "payment",
      allowed_payment_method_types: ["card", "boleto", "pix"],
      payment_method_options: { boleto: { expires_after_days: "5" }, pix: { expires_after_seconds: "3600" } },
      line_items: [{ quantity: "1", price_data: { currency: "brl", unit_amount: String(TOTAL) } }],
      payment_intent_data: {
        application_fee_amount: String(FEE),
        metadata: { org_id: w.hauler.id, invoice_id: invoiceId },
      },
      success_url: `https://app.cacambacerta.test/faturas/${invoiceId}?pagamento=concluido`,
    });

    const { session, paymentIntent } = fake.connect.payCheckout(sessionIdOf(url), "pix");
    expect(await deliverConnectThrice("checkout.session.completed", session, accountId)).toEqual([
      "processed",
      "duplicate",
      "duplicate",
    ]);
    expect(await deliverConnectThrice("payment_intent.succeeded", paymentIntent, accountId)).toEqual([
      "processed",
      "duplicate",
      "duplicate",
    ]);
    const paid = await w.as.client.invoicing.get({ id: invoiceId });
    expect(paid).toMatchObject({ status: "paid", paidCents: TOTAL, payableOnline: false });
    expect(paid.payments.map((p) => [p.method, p.amountCents, p.viaStripe])).toEqual([
      ["stripe_pix", TOTAL, true],
    ]);
    expect(
      [...fake.connect.applicationFees.values()].find((f) => f.charge === paymentIntent.latest_charge),
    ).toMatchObject({
      amount: FEE,
      account: accountId,
    });
    expect(await invoiceAudit(h.db, w.hauler.id)).toEqual([
      "invoice.created",
      "invoice.issued",
      "invoice.payment_recorded",
      "invoice.paid",
    ]);
    expect((await w.as.admin.receivables.summary()).total.totalCents).toBe(0);
    await expect(w.as.client.invoicing.payOnline({ id: invoiceId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Esta fatura já está paga.",
    });
  });

  it("a refused card leaves the invoice open with the reason in pt-BR, once; a later payment clears it", async () => {
    const { w, invoiceId, accountId } = await issuedInvoiceWithConnect(h.db, fake);
    const { url } = await w.as.client.invoicing.payOnline({ id: invoiceId });
    const failed = fake.connect.failCheckout(sessionIdOf(url), {
      code: "card_declined",
      decline_code: "insufficient_funds",
    });
    expect(
      await deliverConnectThrice("payment_intent.payment_failed", failed.paymentIntent, accountId),
    ).toEqual(["processed", "duplicate", "duplicate"]);
    expect(await w.as.client.invoicing.get({ id: invoiceId })).toMatchObject({
      status: "issued",
      paidCents: 0,
      paymentFailure: "Cartão sem saldo ou limite suficiente.",
    });
    expect(
      (await invoiceAudit(h.db, w.hauler.id)).filter((a) => a === "invoice.payment_failed"),
    ).toHaveLength(1);
    const ok = fake.connect.payCheckout(sessionIdOf(url), "card");
    await deliverConnectThrice("payment_intent.succeeded", ok.paymentIntent, accountId);
    expect(await w.as.client.invoicing.get({ id: invoiceId })).toMatchObject({
      status: "paid",
      paymentFailure: null,
    });
  });

  it("refunds: partial then the rest, by the admin and from Stripe's dashboard, each once; the invoice reopens in receivables", async () => {
    const { w, invoiceId, accountId } = await issuedInvoiceWithConnect(h.db, fake);
    const { url } = await w.as.client.invoicing.payOnline({ id: invoiceId });
    const { session, paymentIntent } = fake.connect.payCheckout(sessionIdOf(url), "card");
    await deliverConnectThrice("checkout.session.completed", session, accountId);

    await w.as.admin.invoicing.refund({ invoiceId, amountCents: 10000, reason: "Dia cobrado a mais" });
    const refundReq = fake.requests.filter((r) => r.path === "/v1/refunds" && r.method === "POST").pop();
    expect(refundReq).toMatchObject({
      stripeAccount: accountId,
      body: { payment_intent: paymentIntent.id, amount: "10000", refund_application_fee: "true" },
    });
    let invoice = await w.as.admin.invoicing.get({ id: invoiceId });
    expect(invoice).toMatchObject({ status: "issued", paidCents: TOTAL - 10000, refundedCents: 10000 });
    expect(invoice.refunds.map((r) => [r.amountCents, r.reason])).toEqual([[10000, "Dia cobrado a mais"]]);
    expect((await w.as.admin.receivables.summary()).total.totalCents).toBe(10000);

    // Stripe's charge.refunded for that same refund, three times: nothing more.
    const charge = fake.connect.charges.get(String(paymentIntent.latest_charge))?.obj;
    expect(await deliverConnectThrice("charge.refunded", charge, accountId)).toEqual([
      "processed",
      "duplicate",
      "duplicate",
    ]);
    expect((await w.as.admin.invoicing.get({ id: invoiceId })).paidCents).toBe(TOTAL - 10000);

    // The rest refunded in the hauler's Stripe dashboard reaches us only as charge.refunded.
    const dash = fake.connect.dashboardRefund(String(paymentIntent.id), TOTAL - 10000);
    await deliverConnectThrice("charge.refunded", dash.charge, accountId);
    invoice = await w.as.admin.invoicing.get({ id: invoiceId });
    expect(invoice).toMatchObject({ status: "issued", paidCents: 0, refundedCents: TOTAL });
    expect(invoice.payments[0]?.refundedCents).toBe(TOTAL);
    expect((await w.as.admin.receivables.summary()).total.totalCents).toBe(TOTAL);
    expect((await invoiceAudit(h.db, w.hauler.id)).filter((a) => a === "invoice.refunded")).toHaveLength(2);
    await expect(w.as.admin.invoicing.refund({ invoiceId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/não tem pagamento recebido pelo Stripe para estornar/),
    });
    // Fully refunded, it can now be cancelled (the existing rule: no money kept on it).
    await w.as.admin.invoicing.cancel({ id: invoiceId, reason: "Serviço não prestado" });
  });

  it("refusals change nothing: other roles, another hauler, more than paid, money recorded outside the platform", async () => {
    const { w, invoiceId, accountId } = await issuedInvoiceWithConnect(h.db, fake);
    const other = await issuedInvoiceWithConnect(h.db, fake);
    const { url } = await w.as.client.invoicing.payOnline({ id: invoiceId });
    const { session } = fake.connect.payCheckout(sessionIdOf(url), "boleto");
    await deliverConnectThrice("checkout.session.async_payment_succeeded", session, accountId);
    const before = await w.as.admin.invoicing.get({ id: invoiceId });
    expect(before.payments.map((p) => p.method)).toEqual(["boleto"]);
    const refundCalls = () =>
      fake.requests.filter((r) => r.path === "/v1/refunds" && r.method === "POST").length;
    const calls = refundCalls();

    await expect(w.as.dispatcher.invoicing.refund({ invoiceId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(w.as.client.invoicing.refund({ invoiceId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(other.w.as.admin.invoicing.refund({ invoiceId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(other.w.as.admin.invoicing.get({ id: invoiceId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(w.as.admin.invoicing.refund({ invoiceId, amountCents: TOTAL + 1 })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "O estorno passa do que foi pago pelo Stripe nesta fatura: no máximo R$ 576,25.",
    });
    // A client pays only its own invoices.
    await expect(other.w.as.client.invoicing.payOnline({ id: invoiceId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(w.as.admin.invoicing.payOnline({ id: invoiceId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    // Cash recorded by the office is not refunded through Stripe.
    await other.w.as.admin.invoicing.recordPayment({
      invoiceId: other.invoiceId,
      method: "cash",
      amountCents: TOTAL,
      date: todayBr(),
    });
    await expect(other.w.as.admin.invoicing.refund({ invoiceId: other.invoiceId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/dinheiro, TED, Pix direto/),
    });
    expect(refundCalls()).toBe(calls);
    expect(await w.as.admin.invoicing.get({ id: invoiceId })).toEqual(before);
    expect(await h.db.select().from(invoiceRefunds).where(eq(invoiceRefunds.invoiceId, invoiceId))).toEqual(
      [],
    );
  });

  it("an account's events cannot touch another hauler's invoice; bad signatures answer 400; unconfigured answers 503", async () => {
    const a = await issuedInvoiceWithConnect(h.db, fake);
    const b = await issuedInvoiceWithConnect(h.db, fake);
    const { url } = await a.w.as.client.invoicing.payOnline({ id: a.invoiceId });
    const { paymentIntent } = fake.connect.payCheckout(sessionIdOf(url), "card");
    // The same PaymentIntent claimed by hauler B's account: B's account holds no such payment (404 on the
    // re-read would be retried), so point it at an event whose metadata names A but comes from B.
    fake.connect.paymentIntents.set(String(paymentIntent.id), { account: b.accountId, obj: paymentIntent });
    expect(await deliverConnectThrice("payment_intent.succeeded", paymentIntent, b.accountId)).toEqual([
      "processed",
      "duplicate",
      "duplicate",
    ]);
    expect((await a.w.as.admin.invoicing.get({ id: a.invoiceId })).paidCents).toBe(0);
    expect(
      await h.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, a.invoiceId)),
    ).toEqual([]);

    const event = signedConnectEvent(CONNECT_SECRET, "payment_intent.succeeded", paymentIntent, a.accountId);
    expect((await postConnect(event.payload.replace("succeeded", "canceled"), event.header)).status).toBe(
      400,
    );
    expect((await postConnect(event.payload, null)).status).toBe(400);
    const platform = signedConnectEvent(
      "whsec_test_cacamba_certa",
      "payment_intent.succeeded",
      paymentIntent,
      a.accountId,
    );
    expect((await postConnect(platform.payload, platform.header)).status).toBe(400);
    const saved = process.env.STRIPE_CONNECT_WEBHOOK_SECRET;
    delete process.env.STRIPE_CONNECT_WEBHOOK_SECRET;
    expect((await postConnect(event.payload, event.header)).status).toBe(503);
    process.env.STRIPE_CONNECT_WEBHOOK_SECRET = saved;
  });
});
