import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/domain/time/zoned";
import { formatIsoDate, isoDateIn } from "@/lib/format";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, invoicePayments } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { failure } from "../../helpers/trpc-failure";
import { issuedInvoiceWithConnect, startConnect } from "./connect-world";
import type { FakeStripe } from "./fake-stripe";

describe("Money edges (#29.6): nothing due is not sent to checkout; a payment's date is a day that could have been", () => {
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

  it("a zero-total invoice (100% discount) is not payable online and payOnline is refused in pt-BR", async () => {
    const { w, invoiceId } = await issuedInvoiceWithConnect(h.db, fake, { discountBasisPoints: 10_000 });
    const invoice = await w.as.client.invoicing.get({ id: invoiceId });
    expect(invoice).toMatchObject({ totalCents: 0, status: "issued", payableOnline: false });
    const sessions = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    await expect(w.as.client.invoicing.payOnline({ id: invoiceId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Esta fatura não tem valor a pagar (saldo R$ 0,00): não há pagamento online a fazer.",
    });
    expect(fake.requests.filter((r) => r.path === "/v1/checkout/sessions")).toHaveLength(sessions);
  });

  it("recordPayment refuses a day in the future or before the invoice was issued, on the date field; nothing written", async () => {
    const { w, invoiceId } = await issuedInvoiceWithConnect(h.db, fake);
    const today = isoDateIn(new Date());
    const pay = (date: string) =>
      w.as.admin.invoicing.recordPayment({ invoiceId, method: "pix", amountCents: 1000, date });
    const future = `A data do pagamento não pode ser no futuro (hoje é ${formatIsoDate(today)}).`;
    const early = `A data do pagamento não pode ser anterior à emissão da fatura (${formatIsoDate(today)}).`;
    for (const [date, message] of [
      ["31/12/2199", future],
      [formatIsoDate(addDays(today, 1)), future],
      ["01/01/1900", early],
      [formatIsoDate(addDays(today, -1)), early],
    ] as const) {
      const e = await failure(pay(date));
      expect(e).toMatchObject({ code: "BAD_REQUEST", message });
      expect((e.cause as { details?: { fieldErrors?: object } }).details?.fieldErrors).toEqual({
        date: [message],
      });
    }
    expect(await h.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId))).toEqual(
      [],
    );
    const recorded = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, invoiceId), eq(auditEvents.action, "invoice.payment_recorded")));
    expect(recorded).toEqual([]);
    await pay(formatIsoDate(today));
    expect((await w.as.admin.invoicing.get({ id: invoiceId })).paidCents).toBe(1000);
  });
});
