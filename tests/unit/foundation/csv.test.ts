import { describe, expect, it } from "vitest";
import { csvDate, csvHeader, csvInstant, csvRows, parseCsvNumber, readCsv, writeCsv } from "@/domain/csv";

describe("CSV writer for spreadsheets in pt-BR", () => {
  it("UTF-8 BOM, `;`, CRLF, decimal comma without grouping, dd/mm/aaaa and HH:MM on the zone's clock", () => {
    const csv = writeCsv(
      ["nome", "volume_m3", "peso_t", "data", "emitido_em", "ativo", "vazio"],
      [
        [
          "Caçambas São João",
          12.5,
          1234.56,
          csvDate("2026-01-05"),
          csvInstant(new Date("2026-12-01T14:08:30.345Z"), "America/Sao_Paulo"),
          true,
          null,
        ],
        [
          "Ana",
          5,
          0.1 + 0.2,
          csvDate(null),
          csvInstant(new Date("2026-03-01T02:30:00Z"), "America/Cuiaba"),
          false,
          undefined,
        ],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "nome;volume_m3;peso_t;data;emitido_em;ativo;vazio",
      "Caçambas São João;12,5;1234,56;05/01/2026;01/12/2026 11:08;sim;",
      "Ana;5;0,3;;28/02/2026 22:30;não;",
      "",
    ]);
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("quotes what needs quoting and keeps formulas as text", () => {
    const line = csvRows([
      ['Caçambas "Boa"; Ltda', "linha 1\nlinha 2", " espaço", "=HYPERLINK(1)", "-5", "@x"],
    ]);
    expect(line).toBe(`"Caçambas ""Boa""; Ltda";"linha 1\nlinha 2";" espaço";'=HYPERLINK(1);'-5;'@x\r\n`);
    expect(csvRows([[-21.5]])).toBe("-21,5\r\n");
  });

  it("header and pages concatenate into one file; no rows is the header alone", () => {
    expect(csvHeader(["a", "b"]) + csvRows([])).toBe("\uFEFFa;b\r\n");
    expect(csvHeader(["a", "b"]) + csvRows([[1, 2]]) + csvRows([[3, 4]])).toBe(
      writeCsv(
        ["a", "b"],
        [
          [1, 2],
          [3, 4],
        ],
      ),
    );
  });

  it("what it writes reads back", () => {
    const csv = writeCsv(
      ["Nome", "capacidade_m3"],
      [
        ['Caçambas "Boa"; Ltda', 2.65],
        ["Zé", 1234.5],
      ],
    );
    const { headers, rows } = readCsv(csv);
    expect(headers).toEqual(["nome", "capacidade_m3"]);
    expect(rows).toEqual([
      { nome: 'Caçambas "Boa"; Ltda', capacidade_m3: "2,65" },
      { nome: "Zé", capacidade_m3: "1234,5" },
    ]);
    expect(rows.map((r) => parseCsvNumber(r.capacidade_m3 ?? ""))).toEqual([2.65, 1234.5]);
  });
});

describe("CSV reader", () => {
  it("takes `;` (with BOM), `,` and tab files; the separator comes from the header line", () => {
    for (const text of [
      "\uFEFFcapacidade_m3;situacao\r\n5,5;no pátio\r\n",
      "capacidade_m3,situacao\n5.5,no pátio\n",
      "capacidade_m3\tsituacao\n5,5\tno pátio\n\n  \n",
    ])
      expect(readCsv(text).rows.map((r) => parseCsvNumber(r.capacidade_m3 ?? ""))).toEqual([5.5]);
    // One column: `5,5` is a decimal comma, not two cells.
    expect(readCsv("capacidade_m3\n5,5\n7").rows).toEqual([{ capacidade_m3: "5,5" }, { capacidade_m3: "7" }]);
  });

  it("numbers with comma or point, sign and thousands separators", () => {
    expect(parseCsvNumber("12,5")).toBe(12.5);
    expect(parseCsvNumber(" 12.5 ")).toBe(12.5);
    expect(parseCsvNumber("1.234,56")).toBe(1234.56);
    expect(parseCsvNumber("1.234.567")).toBe(1234567);
    expect(parseCsvNumber("1.234")).toBe(1.234);
    expect(parseCsvNumber("-21,7612")).toBe(-21.7612);
    expect(parseCsvNumber("1 234,5")).toBe(1234.5);
    for (const bad of ["", "abc", "1,2,3", "12,", ",5", "1.23,4", "1e5"])
      expect(parseCsvNumber(bad), bad).toBeNull();
  });
});
