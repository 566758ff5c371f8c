import { describe, expect, it } from "vitest";
import { linesPdf } from "@/server/mtr/fake/pdf";

/** The fake's documents (the CDF lists every MTR it certifies): long lines wrap, many lines go on to more pages. */
describe("the fake's PDF of lines", () => {
  const text = (pdf: Buffer) => pdf.toString("latin1");

  it("keeps one page for a short document, with the accents in WinAnsi", () => {
    const pdf = linesPdf(["CDF nº 1", "Período: 01/12/2026 até 31/12/2026", "5,5 m³"]);
    expect(text(pdf)).toMatch(/^%PDF-1\.4/);
    expect(text(pdf)).toContain("/Count 1 ");
    expect(pdf.includes(Buffer.from("Período: 01/12/2026 até 31/12/2026", "latin1"))).toBe(true);
    expect(pdf.includes(Buffer.from("5,5 m³", "latin1"))).toBe(true);
  });

  it("wraps a long line at a space and continues a long document on more pages", () => {
    const long = `${"palavra ".repeat(20)}fim`;
    const pdf = linesPdf(["Título", long, ...Array.from({ length: 80 }, (_, i) => `MTR nº ${i + 1}`)]);
    expect(text(pdf)).toContain("/Count 2 ");
    expect(text(pdf)).toContain("(   palavra palavra");
    expect(text(pdf)).toContain("(MTR nº 80)");
    // Every object the cross-reference table names starts where it says.
    const xref = Number(/startxref\n(\d+)/.exec(text(pdf))?.[1]);
    const offsets = [
      ...text(pdf)
        .slice(xref)
        .matchAll(/^(\d{10}) 00000 n $/gm),
    ].map((m) => Number(m[1]));
    offsets.forEach((o, i) => {
      expect(text(pdf).slice(o, o + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`));
    });
  });
});
