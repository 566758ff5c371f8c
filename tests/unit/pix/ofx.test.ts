import { describe, expect, it } from "vitest";
import { proposeMatches } from "@/domain/bank-statement/match";
import { ofxAmountCents, parseOfx } from "@/domain/bank-statement/ofx";
import { CONTROL, LONE_SURROGATE } from "@/domain/unsafe-text";

const SGML = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
ENCODING:USASCII
CHARSET:1252

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261203120000[-3:BRT]<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>BRL
<BANKACCTFROM><BANKID>0341<BRANCHID>1234<ACCTID>56789-0<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261201<DTEND>20261203
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20261202100000[-3:BRT]
<TRNAMT>320.00
<FITID>202612020001
<MEMO>PIX RECEBIDO FAT12X3F2A9C1E7B4D4E8A9F1 CONSTRUTORA &amp; CIA
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261202
<TRNAMT>-45,90
<FITID>202612020002
<MEMO>TARIFA
</STMTTRN>
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20261203
<TRNAMT>1.101,88
<FITID>202612030003
<NAME>MORRO DO IMPERADOR
</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const XML = `<?xml version="1.0" encoding="UTF-8"?><?OFX OFXHEADER="200" VERSION="220"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>260</BANKID><ACCTID>99</ACCTID></BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20261202</DTPOSTED><TRNAMT>320.00</TRNAMT><FITID>abc-1</FITID><MEMO>Pix &lt;recebido&gt;</MEMO></STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe("OFX statements", () => {
  it("reads OFX 1 (SGML, leaf tags open, decimal comma) with its account", () => {
    const r = parseOfx(SGML);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.statement.accountKey).toBe("0341/1234/56789-0");
    expect(r.statement.transactions).toEqual([
      {
        fitid: "202612020001",
        type: "CREDIT",
        postedOn: "2026-12-02",
        amountCents: 32000,
        memo: "PIX RECEBIDO FAT12X3F2A9C1E7B4D4E8A9F1 CONSTRUTORA & CIA",
        name: "",
      },
      {
        fitid: "202612020002",
        type: "DEBIT",
        postedOn: "2026-12-02",
        amountCents: -4590,
        memo: "TARIFA",
        name: "",
      },
      {
        fitid: "202612030003",
        type: "CREDIT",
        postedOn: "2026-12-03",
        amountCents: 110188,
        memo: "",
        name: "MORRO DO IMPERADOR",
      },
    ]);
  });

  it("reads OFX 2 (XML) the same way", () => {
    expect(parseOfx(XML)).toEqual({
      ok: true,
      statement: {
        accountKey: "260/99",
        transactions: [
          {
            fitid: "abc-1",
            type: "CREDIT",
            postedOn: "2026-12-02",
            amountCents: 32000,
            memo: "Pix <recebido>",
            name: "",
          },
        ],
      },
    });
  });

  it("refuses what is not a statement, or a transaction without FITID, date or amount, in pt-BR", () => {
    expect(parseOfx("data;valor\n01/12/2026;320,00")).toEqual({
      ok: false,
      error: expect.stringContaining("OFX"),
    });
    expect(parseOfx(SGML.replace("<FITID>202612020001", ""))).toMatchObject({
      ok: false,
      error: expect.stringContaining("FITID"),
    });
    expect(parseOfx(SGML.replace("20261202100000", "20261302100000"))).toMatchObject({
      ok: false,
      error: expect.stringContaining("data"),
    });
    expect(parseOfx(SGML.replace("320.00", "trezentos"))).toMatchObject({
      ok: false,
      error: expect.stringContaining("valor"),
    });
  });

  describe("text that is not text (issue #42.4): free text cleaned, identifiers refused, never a throw", () => {
    const one = (fields: string) =>
      `<OFX><BANKACCTFROM><BANKID>001<ACCTID>7</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261202<TRNAMT>10.00${fields}</STMTTRN></BANKTRANLIST></OFX>`;
    const unsafe = new RegExp(`${CONTROL.source}|${LONE_SURROGATE.source}`);

    it.each([
      ["&#x110000;", "ab"],
      ["&#99999999;", "ab"],
      ["&#99999999999999999999999;", "ab"],
      ["&#0;", "ab"],
      ["&#x0;", "ab"],
      ["&#xD800;", "ab"],
      ["&#56320;", "ab"],
      ["\u0000", "ab"],
      ["\uD800", "ab"],
      ["&#x1F600;", "a😀b"],
      ["&#233;", "aéb"],
      ["&constructor;", "a&constructor;b"],
      ["&__proto__;", "a&__proto__;b"],
    ])("a memo with %j is read, cleaned: %j", (bad, memo) => {
      const r = parseOfx(one(`<FITID>F1<MEMO>a${bad}b<NAME>n${bad}`));
      expect(r.ok, JSON.stringify(r)).toBe(true);
      if (!r.ok) return;
      const [t] = r.statement.transactions;
      expect(t?.memo).toBe(memo);
      expect(`${t?.memo}${t?.name}${t?.fitid}${t?.type}`).not.toMatch(unsafe);
    });

    it.each(["F&#0;1", "F&#xD800;1", "F&#x110000;1", "F&#99999999;1", "F\u00001"])(
      "a FITID with %j is refused in pt-BR, naming the transaction",
      (fitid) => {
        expect(parseOfx(one(`<FITID>${fitid}<MEMO>m`))).toEqual({
          ok: false,
          error:
            "A transação 1 do extrato tem um caractere inválido no FITID (identificador do banco): exporte o extrato de novo no site do banco.",
        });
      },
    );

    it("an account number with a NUL is refused; a memo cut at 500 never splits an emoji", () => {
      expect(parseOfx(one("<FITID>F1").replace("<ACCTID>7", "<ACCTID>7&#0;"))).toEqual({
        ok: false,
        error:
          "A conta do extrato (BANKID, BRANCHID ou ACCTID) tem um caractere inválido: exporte o extrato de novo no site do banco.",
      });
      const r = parseOfx(one(`<FITID>F1<MEMO>${"x".repeat(499)}😀`));
      expect(r.ok && r.statement.transactions[0]?.memo).toBe("x".repeat(499));
      const long = parseOfx(one(`<FITID>${"f".repeat(254)}😀`));
      expect(long.ok && long.statement.transactions[0]?.fitid).toBe("f".repeat(254));
    });
  });

  it.each([
    ["320.00", 32000],
    ["320,5", 32050],
    ["-1.234,56", -123456],
    ["1,234.56", 123456],
    ["+7", 700],
    ["", null],
    ["1e5", null],
  ])("amount %j → %j centavos", (text, cents) => expect(ofxAmountCents(text)).toBe(cents));
});

describe("matching credits to open invoices", () => {
  const inv = (o: Partial<Parameters<typeof proposeMatches>[1][number]>) => ({
    id: `id-${o.number}`,
    number: 1,
    clientName: "Cliente",
    balanceCents: 32000,
    issuedOn: "2026-11-25",
    dueDate: "2026-12-05",
    txid: `FAT${o.number ?? 1}XAAAAAAAAAAAA`,
    ...o,
  });
  const credit = (o: Partial<Parameters<typeof proposeMatches>[0][number]>) => ({
    fitid: "f1",
    type: "CREDIT",
    postedOn: "2026-12-02",
    amountCents: 32000,
    memo: "",
    name: "",
    ...o,
  });

  it("a txid in the memo wins over amount (a partial payment counts), debits are left out", () => {
    const invoices = [
      inv({ number: 7 }),
      inv({ number: 12, balanceCents: 50000, txid: "FAT12X3F2A9C1E7B4D4E8A9F1" }),
    ];
    const [p, ...rest] = proposeMatches(
      [credit({ memo: "PIX FAT12X3F2A9C1E7B4D" }), credit({ fitid: "d", amountCents: -32000 })],
      invoices,
    );
    expect(rest).toEqual([]);
    expect(p?.candidates.map((c) => [c.invoice.number, c.reason])).toEqual([[12, "txid"]]);
  });

  it("a txid for more than the balance does not match by txid", () => {
    const [p] = proposeMatches(
      [credit({ amountCents: 60000, memo: "FAT12XAAAAAAAAAAAA" })],
      [inv({ number: 12 })],
    );
    expect(p?.candidates).toEqual([]);
  });

  it("by amount and date window: exact balance, from the day before issue to 60 days past due, nearest due first", () => {
    const invoices = [
      inv({ number: 1, dueDate: "2026-12-20" }),
      inv({ number: 2, dueDate: "2026-12-03" }),
      inv({ number: 3, balanceCents: 32001 }),
      inv({ number: 4, issuedOn: "2026-12-10", dueDate: "2026-12-20" }),
      inv({ number: 5, issuedOn: "2026-08-01", dueDate: "2026-09-01" }),
    ];
    const [p] = proposeMatches([credit({})], invoices);
    expect(p?.candidates.map((c) => c.invoice.number)).toEqual([2, 1]);
    expect(p?.candidates.every((c) => c.reason === "amount_date")).toBe(true);
    const [edge] = proposeMatches(
      [credit({ postedOn: "2026-12-09" })],
      [inv({ number: 4, issuedOn: "2026-12-10" })],
    );
    expect(edge?.candidates).toHaveLength(1);
    const [late] = proposeMatches([credit({ postedOn: "2027-02-03" })], [inv({ number: 1 })]);
    expect(late?.candidates).toHaveLength(1);
    const [tooLate] = proposeMatches([credit({ postedOn: "2027-02-04" })], [inv({ number: 1 })]);
    expect(tooLate?.candidates).toEqual([]);
  });
});
