import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeRejection, REJECTIONS } from "@/domain/nfse/rejections";

/** The Anexo I messages of the codes we know, extracted from the Serpro workbook (PROVENANCE.md beside it). */
const annex = JSON.parse(
  readFileSync(join(__dirname, "../../fixtures/nfse/anexo-i/mensagens.json"), "utf8"),
) as Record<string, { mensagem: string }>;

describe("the rejection catalogue against Anexo I (RN DPS_NFS-e)", () => {
  it("every code with an official text carries the annex's words, and every annex code we extracted is in the catalogue", () => {
    for (const [code, { mensagem }] of Object.entries(annex))
      expect(REJECTIONS[code]?.official, code).toBe(mensagem);
    const withText = Object.entries(REJECTIONS).filter(([, r]) => r.official !== null);
    expect(withText.map(([code]) => code).sort()).toEqual(Object.keys(annex).sort());
  });

  it("E0116 is the municipal registration the CNC asks for, not the municipality's convênio (E0037/E0038)", () => {
    expect(REJECTIONS.E0116?.field).toMatch(/Inscrição municipal/);
    expect(describeRejection("E0037")).toMatch(/^Município da empresa: .*sistema da prefeitura/);
  });

  it("a known code: field, what to do, and the annex's words; one without an annex text keeps the Sefin's words", () => {
    expect(describeRejection("E0310", "texto qualquer")).toBe(
      `Código de tributação nacional (tabela de preços): ${REJECTIONS.E0310?.fix} (código E0310 da Sefin Nacional: “${annex.E0310?.mensagem}”)`,
    );
    expect(describeRejection("E0840", "Há evento de análise fiscal vinculado.")).toMatch(
      /^Cancelamento: Há outro evento vinculado .*não foi cancelada.*\(código E0840 da Sefin Nacional: “Há evento de análise fiscal vinculado\.”\)$/,
    );
  });

  it("an unknown code is shown as sent", () => {
    expect(describeRejection("E9123", "  Mensagem nova da Sefin.  ")).toBe(
      "A Sefin Nacional recusou com o código E9123: “Mensagem nova da Sefin.”. Confira os dados da empresa, do cliente e da fatura e emita de novo.",
    );
    expect(describeRejection("E9124")).toMatch(/código E9124, sem descrição/);
  });
});
