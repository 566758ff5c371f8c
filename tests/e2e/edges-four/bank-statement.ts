import { beforeAll, describe, expect, it } from "vitest";
import { todayBr } from "../../helpers/today";
import { databaseState } from "../helpers/own-database";
import type { EdgesContext } from "./context";
import { errorOf, fieldErrorsOf, ownHauler } from "./own-hauler";

const IP = "203.0.113.142";
/** Control characters and halves of a surrogate pair, as they would sit in a JSON body: escaped. */
const UNSAFE_IN_JSON = /\\u00(0[0-8bcef]|1[0-9a-f])|\\ud[89a-f][0-9a-f]{2}/i;

/** A statement of one account with one credit of `amount` (reais) posted on `posted` (aaaammdd). */
function ofx(fitid: string, amount: string, posted: string, memo = "PIX RECEBIDO") {
  return `OFXHEADER:100
DATA:OFXSGML

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>0341<BRANCHID>42<ACCTID>4242-0</BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${posted}120000[-3:BRT]<TRNAMT>${amount}<FITID>${fitid}<MEMO>${memo}
</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
}

const todayOfx = () => todayBr().split("/").reverse().join("");

/** Issue #42, findings 3 and 4: bank statements (OFX) over HTTP, from a hauler that signed itself up. */
export function bankStatementEdges(ctx: EdgesContext) {
  describe("#42.3–4 bank statements: the payment-date rule, and text that is not text", () => {
    let hauler: Awaited<ReturnType<typeof ownHauler>>;
    beforeAll(async () => {
      hauler = await ownHauler(ctx.own(), IP, "extrato");
    });

    it("#42.3 a credit posted 31/12/9999 or 01/01/1900 is refused in pt-BR on its transaction, nothing recorded; today's is", async () => {
      const invoiceId = await hauler.invoice(32_000);
      const before = await databaseState(ctx.own().sql);
      for (const [posted, message] of [
        [
          "99991231",
          `A data da transação F9999 do extrato (31/12/9999) não pode ser no futuro (hoje é ${todayBr()}).`,
        ],
        [
          "19000101",
          `A data da transação F1900 do extrato (01/01/1900) não pode ser anterior à emissão da fatura (${todayBr()}).`,
        ],
      ] as const) {
        const fitid = `F${posted.slice(0, 4)}`;
        const res = await hauler.admin.mutate("pix.statement.confirm", {
          ofx: ofx(fitid, "320.00", posted),
          fitid,
          invoiceId,
        });
        expect(res.status, posted).toBe(400);
        expect(errorOf(res.body)).toBe(message);
        expect(fieldErrorsOf(res.body)).toEqual({ fitid: [message] });
      }
      expect(await databaseState(ctx.own().sql)).toEqual(before);
      const paid = await hauler.admin.mutate("pix.statement.confirm", {
        ofx: ofx("FHOJE", "320.00", todayOfx()),
        fitid: "FHOJE",
        invoiceId,
      });
      expect(paid.status).toBe(200);
    });

    it("#42.4 references to no character: memos are read cleaned (no NUL or lone surrogate in the JSON or the database), a FITID with one is refused in pt-BR", async () => {
      for (const memo of ["PIX &#x110000; RECEBIDO", "PIX &#99999999; RECEBIDO", "a&#0;b", "a&#xD800;b"]) {
        const res = await hauler.admin.mutate("pix.statement.preview", {
          ofx: ofx("M1", "10.00", todayOfx(), memo),
        });
        expect(res.status, memo).toBe(200);
        expect(JSON.stringify(res.body), memo).not.toMatch(UNSAFE_IN_JSON);
      }

      const invoiceId = await hauler.invoice(1000);
      const before = await databaseState(ctx.own().sql);
      const message =
        "A transação 1 do extrato tem um caractere inválido no FITID (identificador do banco): exporte o extrato de novo no site do banco.";
      for (const path of ["pix.statement.preview", "pix.statement.confirm"]) {
        const res = await hauler.admin.mutate(path, {
          ofx: ofx("F&#0;1", "10.00", todayOfx()),
          fitid: "F1",
          invoiceId,
        });
        expect(res.status, path).toBe(400);
        expect(errorOf(res.body)).toBe(message);
        expect(fieldErrorsOf(res.body)).toEqual({ ofx: [message] });
      }
      expect(await databaseState(ctx.own().sql)).toEqual(before);

      for (const [fitid, memo] of [
        ["NUL", "a&#0;b"],
        ["SURR", "a&#xD800;b"],
      ] as const) {
        const paidInvoiceId = await hauler.invoice(1000);
        const res = await hauler.admin.mutate("pix.statement.confirm", {
          ofx: ofx(fitid, "10.00", todayOfx(), memo),
          fitid,
          invoiceId: paidInvoiceId,
        });
        expect(res.status, memo).toBe(200);
        const [payment] = await ctx.own().sql<{ note: string }[]>`
          select note from invoice_payments where invoice_id = ${paidInvoiceId}`;
        expect(payment?.note).toBe(`Extrato OFX 0341/42/4242-0, transação ${fitid}: ab`);
      }
    });
  });
}
