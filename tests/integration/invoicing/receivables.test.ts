import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { sendInvoiceReminders } from "@/server/services/receivables/reminders";
import { freshDatabase } from "../../helpers/db";
import { servedOrder } from "./world";

const STAY = {
  placedAt: new Date("2026-12-01T10:00:00-03:00"),
  removedAt: new Date("2026-12-11T16:00:00-03:00"),
};
const br = (d: Date) => d.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

describe("receivables: balance and aging per client, the accountant's CSV, reminders once", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("an issued invoice counts as a vencer, then as late; paid, the balance is zero", async () => {
    const { w, order } = await servedOrder(h.db, { ...STAY, weightT: 7.25 });
    const now = new Date();
    const invoice = await w.as.admin.invoicing.createForOrder({
      orderId: order.id,
      dueDate: br(new Date(now.getTime() + 2 * 86_400_000)),
    });
    expect((await w.as.admin.receivables.summary()).total.totalCents).toBe(0); // a draft is not owed
    await w.as.admin.invoicing.issue({ id: invoice.id });
    const summary = await w.as.dispatcher.receivables.summary();
    expect(summary.total).toEqual({ current: 57625, d1to30: 0, d31to60: 0, over60: 0, totalCents: 57625 });
    expect(summary.clients).toEqual([
      expect.objectContaining({
        clientOrgId: w.generator.id,
        invoices: 1,
        current: 57625,
        totalCents: 57625,
      }),
    ]);

    const csv = await w.as.admin.receivables.csv();
    expect(
      csv.startsWith("\uFEFFFatura;Cliente;CPF/CNPJ;Emitida em;Vencimento;Total (R$);Pago (R$);Saldo (R$)"),
    ).toBe(true);
    expect(csv).toContain(";576,25;0;576,25;0;A vencer\r\n");

    // Due in 2 days: the "before" reminder goes once to the client's members, however many passes run.
    expect(await sendInvoiceReminders(h.db, now)).toBeGreaterThanOrEqual(1);
    await sendInvoiceReminders(h.db, now);
    const mails = async () =>
      (await h.db.select().from(emailOutbox).where(eq(emailOutbox.orgId, w.hauler.id))).map(
        (m) => m.template,
      );
    expect(await mails()).toEqual(["invoice_due_soon"]);
    // A week later: late 1–30 days, and one "overdue" reminder.
    const later = new Date(now.getTime() + 7 * 86_400_000);
    await sendInvoiceReminders(h.db, later);
    await sendInvoiceReminders(h.db, later);
    expect(await mails()).toEqual(["invoice_due_soon", "invoice_overdue"]);

    await w.as.admin.invoicing.recordPayment({
      invoiceId: invoice.id,
      method: "pix",
      amountCents: 57625,
      date: br(now),
    });
    expect((await w.as.admin.receivables.summary()).total.totalCents).toBe(0);
    expect((await w.as.admin.receivables.csv()).split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("another hauler's receivables show nothing of this one; clients cannot read them", async () => {
    const { w, order } = await servedOrder(h.db, { ...STAY, weightT: null });
    const other = await servedOrder(h.db, { ...STAY, weightT: null });
    const invoice = await w.as.admin.invoicing.createForOrder({ orderId: order.id, dueDate: "31/12/2031" });
    await w.as.admin.invoicing.issue({ id: invoice.id });
    expect((await other.w.as.admin.receivables.summary()).clients).toEqual([]);
    await expect(w.as.client.receivables.summary()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
