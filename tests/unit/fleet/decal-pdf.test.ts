import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderDecalPdf } from "@/server/pdf/decal/render";
import type { DecalData } from "@/server/pdf/decal/types";

const data: DecalData = {
  number: 7,
  publicCode: "abc123XYZ",
  company: {
    orgId: "00000000-0000-4000-8000-000000000001",
    kind: "hauler",
    legalName: "Caçambas São João Ltda.",
    taxId: "11222333000181",
    homeMunicipalityId: "juiz-de-fora-mg",
    yardAddress: "Rua do Pátio, 10",
    address: "Rua Halfeld, 500",
    cep: "36010000",
    phone: "3232151234",
    complaintsPhone: "08001234567",
    municipalityIds: ["juiz-de-fora-mg", "joao-pessoa-pb"],
  },
  municipalities: [
    {
      name: "Juiz de Fora/MG",
      inscription: { text: "PROIBIDO DEPOSITAR LIXO DOMÉSTICO", article: "JF art. 7º, II" },
      licenceNumber: null,
    },
    {
      name: "João Pessoa/PB",
      inscription: { text: "PROIBIDO JOGAR LIXO", article: "JP art. 17, III" },
      licenceNumber: { number: "CAD-2025-77", article: "JP art. 17, VI" },
    },
  ],
  articles: { number: "JF art. 7º, IV; JP art. 17, VII", owner: "JF art. 7º, I; JP art. 17, IV e V" },
  missing: [],
};

describe("decal sheet PDF", () => {
  it("prints number, company, phones, inscriptions with articles and the public URL, accents intact", async () => {
    const pdf = await renderDecalPdf(data, "http://localhost:3000/c/abc123XYZ");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const file = join(mkdtempSync(join(tmpdir(), "cc-decal-")), "decal.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
    for (const expected of [
      "07",
      "Caçambas São João Ltda.",
      "11.222.333/0001-81",
      "(32) 3215-1234",
      "0800 123 4567",
      "PROIBIDO DEPOSITAR LIXO DOMÉSTICO",
      "JF art. 7º, II",
      "PROIBIDO JOGAR LIXO",
      "Cadastro/licença nº CAD-2025-77",
      "JP art. 17, VI",
      "http://localhost:3000/c/abc123XYZ",
      "Caçamba nº (JF art. 7º, IV; JP art. 17, VII)",
      "Proprietário e telefones (JF art. 7º, I; JP art. 17, IV e V)",
    ])
      expect(text).toContain(expected);
  });

  it("cites no law where the company's laws ask none (a Cachoeiras de Macacu hauler)", async () => {
    const pdf = await renderDecalPdf(
      { ...data, municipalities: [], articles: { number: null, owner: null } },
      "http://localhost:3000/c/abc123XYZ",
    );
    const file = join(mkdtempSync(join(tmpdir(), "cc-decal-")), "decal.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
    expect(text).toContain("Caçamba nº");
    expect(text).not.toMatch(/\b(JF|JP) art\./);
  });

  it("leaves a line to fill by hand where the company registered no phone or licence, never a placeholder", async () => {
    const pdf = await renderDecalPdf(
      {
        ...data,
        company: { ...data.company, phone: null, complaintsPhone: null },
        municipalities: [
          {
            name: "João Pessoa/PB",
            inscription: { text: "PROIBIDO JOGAR LIXO", article: "JP art. 17, III" },
            licenceNumber: { number: null, article: "JP art. 17, VI" },
          },
        ],
      },
      "http://localhost:3000/c/abc123XYZ",
    );
    const file = join(mkdtempSync(join(tmpdir(), "cc-decal-")), "decal.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
    expect(text).toMatch(/Telefone: _{10,}/);
    expect(text).toMatch(/Denúncias: _{10,}/);
    expect(text).toMatch(/Cadastro\/licença nº _{10,}/);
    expect(text).not.toMatch(/cadastre|Empresa\b/i);
  });
});
