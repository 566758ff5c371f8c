import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents } from "@/server/db/schema";
import { UNAPPLIED, UNAPPLIED_REFUNDED } from "@/server/services/connect/unapplied";
import { freshDatabase } from "../../helpers/db";
import { deliverConnectThrice, issuedInvoiceWithConnect, startConnect } from "./connect-world";
import type { FakeStripe } from "./fake-stripe";

const TOTAL = 57625;
const sessionIdOf = (url: string) => url.split("/").pop() ?? "";
const today = () =>
  new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" }).format(new Date());

describe("One checkout per invoice; money beyond the balance shown, refunded once, told to the client (#29.5)", () => {
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

  const auditOf = async (invoiceId: string, action: string) =>
    h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, invoiceId), eq(auditEvents.action, action)));
  const refundCalls = () => fake.requests.filter((r) => r.path === "/v1/refunds" && r.method === "POST");
  const sessionsOf = (invoiceId: string) =>
    [...fake.connect.sessions.values()].filter((s) => s.obj.client_reference_id === invoiceId);

  it("a second payOnline expires the first session at Stripe: only one can be paid", async () => {
    const { w, invoiceId, accountId } = await issuedInvoiceWithConnect(h.db, fake);
    const first = sessionIdOf((await w.as.client.invoicing.payOnline({ id: invoiceId })).url);
    expect(fake.connect.expired).not.toContain(first);
    const second = sessionIdOf((await w.as.client.invoicing.payOnline({ id: invoiceId })).url);
    expect(second).not.toBe(first);
    expect(fake.connect.expired).toContain(first);
    const expire = fake.requests.find((r) => r.path === `/v1/checkout/sessions/${first}/expire`);
    expect(expire).toMatchObject({ method: "POST", stripeAccount: accountId });
    expect(() => fake.connect.payCheckout(first, "card")).toThrow(/expired/);
    const { session } = fake.connect.payCheckout(second, "card");
    await deliverConnectThrice("checkout.session.completed", session, accountId);
    expect(await w.as.client.invoicing.get({ id: invoiceId })).toMatchObject({
      status: "paid",
      paidCents: TOTAL,
    });
  });

  it("two clicks at once on Pagar: one session left open", async () => {
    const { w, invoiceId } = await issuedInvoiceWithConnect(h.db, fake);
    await Promise.all([
      w.as.client.invoicing.payOnline({ id: invoiceId }),
      w.as.client.invoicing.payOnline({ id: invoiceId }),
      w.as.client.invoicing.payOnline({ id: invoiceId }),
    ]);
    const sessions = sessionsOf(invoiceId);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.obj.status === "open")).toHaveLength(1);
  });

  it("a payment beyond the balance: one audit row for 2 events × 3 deliveries; shown to both; refunded once on a double click", async () => {
    const { w, invoiceId, accountId } = await issuedInvoiceWithConnect(h.db, fake);
    const { url } = await w.as.client.invoicing.payOnline({ id: invoiceId });
    // The office takes the money in cash while the client's checkout is still open, then the client pays it.
    await w.as.admin.invoicing.recordPayment({
      invoiceId,
      method: "cash",
      amountCents: TOTAL,
      date: today(),
    });
    const { session, paymentIntent } = fake.connect.payCheckout(sessionIdOf(url), "card");
    await deliverConnectThrice("checkout.session.completed", session, accountId);
    await deliverConnectThrice("payment_intent.succeeded", paymentIntent, accountId);
    expect(await auditOf(invoiceId, UNAPPLIED)).toHaveLength(1);

    const held = { stripePaymentId: paymentIntent.id, amountCents: TOTAL, refundedAt: null };
    const office = await w.as.admin.invoicing.get({ id: invoiceId });
    expect(office).toMatchObject({ status: "paid", paidCents: TOTAL, unappliedPayments: [held] });
    expect((await w.as.client.invoicing.get({ id: invoiceId })).unappliedPayments).toMatchObject([held]);

    const calls = refundCalls().length;
    const clicks = await Promise.allSettled([
      w.as.admin.invoicing.refundUnapplied({ invoiceId, stripePaymentId: String(paymentIntent.id) }),
      w.as.admin.invoicing.refundUnapplied({ invoiceId, stripePaymentId: String(paymentIntent.id) }),
    ]);
    expect(clicks.map((c) => c.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = clicks.find((c) => c.status === "rejected");
    expect(refused?.reason).toMatchObject({
      code: "CONFLICT",
      message: "Este pagamento já foi devolvido ao cliente.",
    });
    expect(refundCalls().length).toBe(calls + 1);
    expect(refundCalls().at(-1)).toMatchObject({
      stripeAccount: accountId,
      body: { payment_intent: paymentIntent.id, refund_application_fee: "true", reason: "duplicate" },
    });
    expect(await auditOf(invoiceId, UNAPPLIED_REFUNDED)).toHaveLength(1);

    // Stripe's charge.refunded for it touches nothing: the invoice keeps the cash payment.
    const charge = fake.connect.charges.get(String(paymentIntent.latest_charge))?.obj;
    await deliverConnectThrice("charge.refunded", charge, accountId);
    const after = await w.as.client.invoicing.get({ id: invoiceId });
    expect(after).toMatchObject({ status: "paid", paidCents: TOTAL, refundedCents: 0 });
    expect(after.unappliedPayments[0]?.refundedAt).toBeInstanceOf(Date);
  });

  it("refusals change nothing: other roles, another hauler, an unknown payment, Stripe refusing", async () => {
    const { w, invoiceId, accountId } = await issuedInvoiceWithConnect(h.db, fake);
    const other = await issuedInvoiceWithConnect(h.db, fake);
    const { url } = await w.as.client.invoicing.payOnline({ id: invoiceId });
    await w.as.admin.invoicing.recordPayment({ invoiceId, method: "pix", amountCents: TOTAL, date: today() });
    const { paymentIntent } = fake.connect.payCheckout(sessionIdOf(url), "pix");
    await deliverConnectThrice("payment_intent.succeeded", paymentIntent, accountId);
    const input = { invoiceId, stripePaymentId: String(paymentIntent.id) };
    const before = await w.as.admin.invoicing.get({ id: invoiceId });
    const calls = refundCalls().length;

    await expect(w.as.dispatcher.invoicing.refundUnapplied(input)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(w.as.client.invoicing.refundUnapplied(input)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(other.w.as.admin.invoicing.refundUnapplied(input)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      w.as.admin.invoicing.refundUnapplied({ invoiceId, stripePaymentId: "pi_desconhecido" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(refundCalls().length).toBe(calls);

    // Already given back in the Stripe dashboard: Stripe refuses, nothing is written.
    fake.connect.dashboardRefund(String(paymentIntent.id), TOTAL);
    await expect(w.as.admin.invoicing.refundUnapplied(input)).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/O Stripe recusou a devolução; nada foi alterado/),
    });
    expect(await auditOf(invoiceId, UNAPPLIED_REFUNDED)).toEqual([]);
    expect(await w.as.admin.invoicing.get({ id: invoiceId })).toEqual(before);
  });
});
