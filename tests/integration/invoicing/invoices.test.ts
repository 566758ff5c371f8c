import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents } from "@/server/db/schema";
import { renderInvoicePdf } from "@/server/pdf/invoice/render";
import { markOverdueInvoices } from "@/server/services/invoicing/transitions";
import { freshDatabase } from "../../helpers/db";
import { todayBr } from "../../helpers/today";
import { servedOrder } from "./world";

const at = (iso: string) => new Date(iso);
const STAY = { placedAt: at("2026-12-01T10:00:00-03:00"), removedAt: at("2026-12-11T16:00:00-03:00") };

describe("faturas: lines from what happened, draft → issued → paid / overdue / cancelled, audited", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  const invoiceAudit = async (orgId: string) =>
    (
      await h.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.orgId, orgId), like(auditEvents.action, "invoice.%")))
    ).map((a) => a.action);

  it("3 days past the 7 included and 1,25 t over the 6 included, 10% off; paid in two parts", async () => {
    const { w, order } = await servedOrder(h.db, { ...STAY, weightT: 7.25 });
    const draft = await w.as.dispatcher.invoicing.createForOrder({
      orderId: order.id,
      dueDate: "31/12/2031",
      discountBasisPoints: 1000,
    });
    const invoice = await w.as.admin.invoicing.get({ id: draft.id });
    expect(invoice.lines.map((l) => [l.kind, l.quantity, l.unitCents, l.amountCents])).toEqual([
      ["rental", 1, 35000, 35000],
      ["extra_days", 3, 4000, 12000],
      ["overweight", 1.25, 8500, 10625],
    ]);
    expect(invoice.lines[1]?.description).toMatch(
      /colocada em 01\/12\/2026, retirada 11\/12\/2026, 10 dias de 7/,
    );
    expect(invoice.lines[2]?.description).toMatch(/7,250 t pesadas no receptor, 6,000 t incluídas/);
    // 57.625 − 10% (5.762,5 → 5.763, half away from zero) = 51.862
    expect(invoice).toMatchObject({
      subtotalCents: 57625,
      discountCents: 5763,
      totalCents: 51862,
      status: "draft",
    });
    expect(await w.as.client.invoicing.mine()).toEqual([]);
    await expect(w.as.client.invoicing.get({ id: draft.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      w.as.admin.invoicing.createForOrder({ orderId: order.id, dueDate: "31/12/2031" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      w.as.admin.invoicing.recordPayment({
        invoiceId: draft.id,
        method: "pix",
        amountCents: 100,
        date: todayBr(),
      }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/rascunho não recebe pagamento/),
    });

    await w.as.admin.invoicing.issue({ id: draft.id });
    expect((await w.as.client.invoicing.mine()).map((i) => [i.id, i.status, i.haulerName])).toEqual([
      [draft.id, "issued", w.hauler.legalName],
    ]);
    const seen = await w.as.client.invoicing.get({ id: draft.id });
    const dir = mkdtempSync(join(tmpdir(), "fatura-"));
    writeFileSync(join(dir, "f.pdf"), await renderInvoicePdf(seen));
    const text = execFileSync("pdftotext", ["-layout", join(dir, "f.pdf"), "-"]).toString();
    expect(text).toMatch(/Fatura nº 1/);
    expect(text).toMatch(/Dias extras/);
    expect(text).toMatch(/R\$ 518,62/);

    await w.as.admin.invoicing.recordPayment({
      invoiceId: draft.id,
      method: "pix",
      amountCents: 20000,
      date: todayBr(),
    });
    expect((await w.as.admin.invoicing.get({ id: draft.id })).status).toBe("issued");
    await expect(
      w.as.admin.invoicing.recordPayment({
        invoiceId: draft.id,
        method: "ted",
        amountCents: 40000,
        date: todayBr(),
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/passa do saldo/) });
    await w.as.dispatcher.invoicing.recordPayment({
      invoiceId: draft.id,
      method: "ted",
      amountCents: 31862,
      date: todayBr(),
    });
    expect(await w.as.admin.invoicing.get({ id: draft.id })).toMatchObject({
      status: "paid",
      paidCents: 51862,
    });
    expect(await invoiceAudit(w.hauler.id)).toEqual([
      "invoice.created",
      "invoice.issued",
      "invoice.payment_recorded",
      "invoice.payment_recorded",
      "invoice.paid",
    ]);
    await expect(w.as.admin.invoicing.cancel({ id: draft.id, reason: "engano" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("an issued invoice past its due date turns overdue; cancelled, its order can be invoiced again", async () => {
    const { w, order } = await servedOrder(h.db, { ...STAY, weightT: 5 });
    const now = new Date();
    const today = now.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
    const first = await w.as.admin.invoicing.createForOrder({ orderId: order.id, dueDate: today });
    expect((await w.as.admin.invoicing.get({ id: first.id })).lines.map((l) => l.kind)).toEqual([
      "rental",
      "extra_days",
    ]);
    await w.as.admin.invoicing.issue({ id: first.id });
    expect(await markOverdueInvoices(h.db, now)).toBe(0);
    expect(await markOverdueInvoices(h.db, new Date(now.getTime() + 2 * 86_400_000))).toBeGreaterThanOrEqual(
      1,
    );
    expect((await w.as.client.invoicing.get({ id: first.id })).status).toBe("overdue");
    await expect(w.as.dispatcher.invoicing.cancel({ id: first.id, reason: "refazer" })).rejects.toMatchObject(
      {
        code: "FORBIDDEN",
      },
    );
    await w.as.admin.invoicing.cancel({ id: first.id, reason: "refazer com desconto" });
    const second = await w.as.admin.invoicing.createForOrder({
      orderId: order.id,
      dueDate: "31/12/2031",
      discountCents: 2000,
      relocations: 1,
    });
    expect(await w.as.admin.invoicing.get({ id: second.id })).toMatchObject({
      number: 2,
      subtotalCents: 35000 + 12000 + 10000,
      totalCents: 55000,
    });
    expect(await invoiceAudit(w.hauler.id)).toEqual([
      "invoice.created",
      "invoice.issued",
      "invoice.overdue",
      "invoice.cancelled",
      "invoice.created",
    ]);
  });

  it("a contract client's month: the orders whose caçamba was removed in it, once", async () => {
    const { w } = await servedOrder(h.db, { ...STAY, weightT: null });
    const monthly = await w.as.admin.invoicing.createMonthly({
      clientOrgId: w.generator.id,
      month: "2026-12",
      dueDate: "10/01/2032",
    });
    expect(await w.as.admin.invoicing.get({ id: monthly.id })).toMatchObject({
      kind: "monthly",
      periodFrom: "2026-12-01",
      periodUntil: "2026-12-31",
      totalCents: 47000,
    });
    await expect(
      w.as.admin.invoicing.createMonthly({
        clientOrgId: w.generator.id,
        month: "2026-12",
        dueDate: "10/01/2032",
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/nada a faturar/) });
    await expect(
      w.as.admin.invoicing.createMonthly({
        clientOrgId: w.generator.id,
        month: "2026-11",
        dueDate: "10/01/2032",
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("another hauler cannot invoice the order; another client cannot read the invoice", async () => {
    const { w, order } = await servedOrder(h.db, { ...STAY, weightT: null });
    const other = await servedOrder(h.db, { ...STAY, weightT: null });
    await expect(
      other.w.as.admin.invoicing.createForOrder({ orderId: order.id, dueDate: "31/12/2031" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const invoice = await w.as.admin.invoicing.createForOrder({ orderId: order.id, dueDate: "31/12/2031" });
    await w.as.admin.invoicing.issue({ id: invoice.id });
    await expect(other.w.as.client.invoicing.get({ id: invoice.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(other.w.as.admin.invoicing.get({ id: invoice.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await other.w.as.admin.invoicing.list()).toEqual([]);
  });
});
