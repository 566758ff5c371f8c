import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBrCode } from "@/domain/pix/br-code";
import { invoiceTxid } from "@/domain/pix/txid";
import type { DbHandle } from "@/server/db/client";
import {
  auditEvents,
  bankStatementMatches,
  haulerPixSettings,
  invoicePayments,
  invoices,
} from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { today, todayBr } from "../../helpers/today";
import { servedOrder } from "./world";

const STAY = {
  placedAt: new Date("2026-12-01T10:00:00-03:00"),
  removedAt: new Date("2026-12-11T16:00:00-03:00"),
};
const PIX = { key: "financeiro@halfeld.com.br", receiverName: "Caçambas Halfeld", city: "Juiz de Fora" };

/** A statement of one account with the given credits (`[fitid, amount, memo]`), posted today. */
function ofx(...credits: [string, string, string][]) {
  const posted = today().replace(/-/g, "");
  return `<OFX><BANKACCTFROM><BANKID>001<ACCTID>777</BANKACCTFROM><BANKTRANLIST>${credits
    .map(
      ([fitid, amount, memo]) =>
        `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${posted}<TRNAMT>${amount}<FITID>${fitid}<MEMO>${memo}</STMTTRN>`,
    )
    .join("")}</BANKTRANLIST></OFX>`;
}

describe("Pix on invoices and the bank statement matched to them", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  /** A hauler with an issued invoice to its client. */
  async function issued() {
    const { w, order } = await servedOrder(h.db, { ...STAY, weightT: null });
    const draft = await w.as.admin.invoicing.createForOrder({ orderId: order.id, dueDate: "31/12/2031" });
    await w.as.admin.invoicing.issue({ id: draft.id });
    return { w, invoice: await w.as.admin.invoicing.get({ id: draft.id }) };
  }

  it("the key is validated in pt-BR (nothing written), saved normalized and audited", async () => {
    const { w } = await issued();
    await expect(w.as.admin.pix.settings.save({ ...PIX, key: "123.456.789-00" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "CPF inválido como chave Pix: confira os 11 dígitos.",
    });
    await expect(w.as.admin.pix.settings.save({ ...PIX, city: "   " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(
      await h.db.select().from(haulerPixSettings).where(eq(haulerPixSettings.orgId, w.hauler.id)),
    ).toEqual([]);
    expect(await w.as.admin.pix.settings.get()).toBeNull();
    await w.as.admin.pix.settings.save({ ...PIX, key: "+55 (32) 98765-4321" });
    expect(await w.as.admin.pix.settings.get()).toEqual({ ...PIX, keyKind: "phone", key: "+5532987654321" });
    const [audit] = await h.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, w.hauler.id), eq(auditEvents.action, "company.pix_updated")));
    expect(audit?.n).toBe(1);
  });

  it("an open invoice shows the BR Code of its balance once the hauler has a key; the client sees it in /pagamentos", async () => {
    const { w, invoice } = await issued();
    expect(invoice.pix).toEqual({ status: "no_key" });
    expect((await w.as.client.invoicing.payable()).map((i) => i.pix)).toEqual([{ status: "no_key" }]);
    await w.as.admin.pix.settings.save(PIX);
    const seen = await w.as.client.invoicing.get({ id: invoice.id });
    if (seen.pix.status !== "ready") throw new Error("no Pix");
    const decoded = parseBrCode(seen.pix.payload);
    expect(decoded).toMatchObject({
      ok: true,
      code: {
        key: PIX.key,
        amountCents: invoice.totalCents,
        txid: invoiceTxid(invoice),
        city: "Juiz de Fora",
      },
    });
    const [payable] = await w.as.client.invoicing.payable();
    expect(payable).toMatchObject({ id: invoice.id, balanceCents: invoice.totalCents, pix: seen.pix });
    // Part paid: the code asks for the rest; paid in full, there is none.
    await w.as.admin.invoicing.recordPayment({
      invoiceId: invoice.id,
      method: "cash",
      amountCents: 1000,
      date: todayBr(),
    });
    const part = await w.as.admin.invoicing.get({ id: invoice.id });
    expect(part.pix.status === "ready" && parseBrCode(part.pix.payload)).toMatchObject({
      ok: true,
      code: { amountCents: invoice.totalCents - 1000 },
    });
    await w.as.admin.invoicing.recordPayment({
      invoiceId: invoice.id,
      method: "ted",
      amountCents: invoice.totalCents - 1000,
      date: todayBr(),
    });
    expect((await w.as.admin.invoicing.get({ id: invoice.id })).pix).toEqual({ status: "closed" });
    expect(await w.as.client.invoicing.payable()).toEqual([]);
  });

  it("the statement proposes the invoice by txid and by amount, writes nothing, and another hauler sees none of it", async () => {
    const { w, invoice } = await issued();
    const other = await issued();
    const amount = (invoice.totalCents / 100).toFixed(2);
    const file = ofx(
      ["T1", amount, `PIX RECEBIDO ${invoiceTxid(invoice)}`],
      ["T2", amount, "TED"],
      ["T3", "1.00", "?"],
    );
    const before = await h.db.select({ n: count() }).from(invoicePayments);
    const preview = await w.as.dispatcher.pix.statement.preview({ ofx: file });
    expect(preview.accountKey).toBe("001/777");
    expect(preview.credits.map((c) => [c.fitid, c.candidates.map((x) => [x.number, x.reason])])).toEqual([
      ["T1", [[invoice.number, "txid"]]],
      ["T2", [[invoice.number, "amount_date"]]],
      ["T3", []],
    ]);
    expect(await h.db.select({ n: count() }).from(invoicePayments)).toEqual(before);
    const theirs = await other.w.as.admin.pix.statement.preview({ ofx: file });
    expect(JSON.stringify(theirs)).not.toContain(invoice.id);
    await expect(
      other.w.as.admin.pix.statement.confirm({ ofx: file, fitid: "T1", invoiceId: invoice.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(w.as.admin.pix.statement.preview({ ofx: "extrato.csv" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("não é um extrato OFX"),
    });
  });

  it("a match confirmed twice at once records the receipt once; again later, refused in pt-BR", async () => {
    const { w, invoice } = await issued();
    const file = ofx(["DUP1", (invoice.totalCents / 100).toFixed(2), `PIX ${invoiceTxid(invoice)}`]);
    const input = { ofx: file, fitid: "DUP1", invoiceId: invoice.id };
    const results = await Promise.allSettled([
      w.as.admin.pix.statement.confirm(input),
      w.as.dispatcher.pix.statement.confirm(input),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "CONFLICT" });
    const payments = await h.db
      .select({ method: invoicePayments.method, amountCents: invoicePayments.amountCents })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments).toEqual([{ method: "pix", amountCents: invoice.totalCents }]);
    expect((await w.as.admin.invoicing.get({ id: invoice.id })).status).toBe("paid");
    await expect(w.as.admin.pix.statement.confirm(input)).rejects.toMatchObject({
      code: "CONFLICT",
      message: `Esta transação do extrato (DUP1) já foi conciliada com a fatura nº ${invoice.number}: nada foi registrado de novo.`,
    });
    const preview = await w.as.admin.pix.statement.preview({ ofx: file });
    expect(preview.credits[0]).toMatchObject({ matchedInvoiceNumber: invoice.number, candidates: [] });
  });

  it("one credit for two invoices at once: the second is refused and records nothing", async () => {
    const { w, invoice } = await issued();
    // A second open invoice of the same hauler, as the office leaves it once issued.
    const [again] = await h.db
      .insert(invoices)
      .values({
        orgId: w.hauler.id,
        number: invoice.number + 1,
        clientOrgId: w.generator.id,
        kind: "order",
        status: "issued",
        subtotalCents: 5000,
        totalCents: 5000,
        dueDate: "2031-12-31",
        issuedAt: new Date(),
        createdBy: w.users.admin.id,
      })
      .returning({ id: invoices.id });
    const file = ofx(["X1", "1.00", "PIX"]);
    const targets = [invoice.id, again?.id].filter((id): id is string => Boolean(id));
    const results = await Promise.allSettled(
      targets.map((invoiceId) => w.as.admin.pix.statement.confirm({ ofx: file, fitid: "X1", invoiceId })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [matches] = await h.db
      .select({ n: count() })
      .from(bankStatementMatches)
      .where(and(eq(bankStatementMatches.orgId, w.hauler.id), eq(bankStatementMatches.fitid, "X1")));
    expect(matches?.n).toBe(1);
    const [paid] = await h.db
      .select({ n: count() })
      .from(invoicePayments)
      .where(eq(invoicePayments.orgId, w.hauler.id));
    expect(paid?.n).toBe(1);
  });

  it("a credit above the balance is refused by the invoice's own rule, nothing written", async () => {
    const { w, invoice } = await issued();
    const file = ofx(["BIG", ((invoice.totalCents + 1) / 100).toFixed(2), "PIX"]);
    await expect(
      w.as.admin.pix.statement.confirm({ ofx: file, fitid: "BIG", invoiceId: invoice.id }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("passa do saldo"),
    });
    await expect(
      w.as.admin.pix.statement.confirm({ ofx: file, fitid: "NOPE", invoiceId: invoice.id }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(
      await h.db.select().from(bankStatementMatches).where(eq(bankStatementMatches.orgId, w.hauler.id)),
    ).toEqual([]);
    expect(await h.db.select().from(invoicePayments).where(eq(invoicePayments.orgId, w.hauler.id))).toEqual(
      [],
    );
  });

  it("a credit dated in the future or before the invoice existed is refused by the payment-date rule, nothing written (issue #42.3)", async () => {
    const { w, invoice } = await issued();
    const amount = (invoice.totalCents / 100).toFixed(2);
    for (const [posted, fitid, message] of [
      [
        "99991231",
        "FUTURO",
        `A data da transação FUTURO do extrato (31/12/9999) não pode ser no futuro (hoje é ${todayBr()}).`,
      ],
      [
        "19000101",
        "ANTIGA",
        `A data da transação ANTIGA do extrato (01/01/1900) não pode ser anterior à emissão da fatura (${todayBr()}).`,
      ],
    ] as const) {
      const file = ofx([fitid, amount, "PIX"]).replace(/<DTPOSTED>\d+/, `<DTPOSTED>${posted}`);
      await expect(
        w.as.admin.pix.statement.confirm({ ofx: file, fitid, invoiceId: invoice.id }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message,
        cause: { details: { fieldErrors: { fitid: [message] } } },
      });
    }
    expect(
      await h.db.select().from(bankStatementMatches).where(eq(bankStatementMatches.orgId, w.hauler.id)),
    ).toEqual([]);
    expect(await h.db.select().from(invoicePayments).where(eq(invoicePayments.orgId, w.hauler.id))).toEqual(
      [],
    );
    expect((await w.as.admin.invoicing.get({ id: invoice.id })).status).toBe("issued");
  });

  it("an account number no bank writes (3,000 characters) is refused in pt-BR before it reaches an index, nothing written", async () => {
    const { w, invoice } = await issued();
    const noise = randomBytes(2250).toString("base64");
    const file = ofx(["LONGA", (invoice.totalCents / 100).toFixed(2), "PIX"]).replace(
      "<ACCTID>777",
      `<ACCTID>${noise}`,
    );
    const message =
      "A conta do extrato (BANKID, BRANCHID ou ACCTID) passa de 60 caracteres: exporte o extrato de novo no site do banco.";
    await expect(
      w.as.admin.pix.statement.confirm({ ofx: file, fitid: "LONGA", invoiceId: invoice.id }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message });
    expect(await h.db.select().from(invoicePayments).where(eq(invoicePayments.orgId, w.hauler.id))).toEqual(
      [],
    );
  });
});
