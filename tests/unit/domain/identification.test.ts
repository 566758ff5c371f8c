import { describe, expect, it } from "vitest";
import { checkIdentification } from "@/domain/identification/check-identification";

const jfCompliant = {
  number: "07",
  inscriptionText: "Proibido depositar lixo doméstico",
  ownerName: "Caçambas Halfeld Ltda",
  phone: "(32) 3215-0000",
  complaintsPhone: "(32) 3690-0000",
  licenceNumber: "ALV-123",
  uniformPaint: true,
  retroreflectiveStrips: { count: 2, heightCm: 5, widthCm: 30.5, onTop: true, onAllSides: true },
  outerDimensionsM: { length: 2.65, width: 1.76, height: 1.39 },
  condition: { rust: false, structuralDamage: false, paintLegible: true },
};

const jpCompliant = {
  number: "12",
  inscriptionText: "PROIBIDO JOGAR LIXO",
  ownerName: "Entulho Cabo Branco",
  phone: "(83) 3000-0000",
  licenceNumber: "CAD-9",
  topBorders: true,
  zebraBand: { heightCm: 30, stripeWidthCm: 10, colour: "black", onAllSides: true },
  retroreflectiveVisibleFromM: 50,
  reflectiveAdhesive: { colour: "red", grade: "diamond", onAllSides: true },
  condition: { rust: false, structuralDamage: false, paintLegible: true },
};

const jf = (patch: Record<string, unknown>) =>
  checkIdentification({ municipality: "juiz-de-fora-mg", cacamba: { ...jfCompliant, ...patch } });
const jp = (patch: Record<string, unknown>) =>
  checkIdentification({ municipality: "joao-pessoa-pb", cacamba: { ...jpCompliant, ...patch } });

describe("JF art. 7º, 14, 16 — identification and condition", () => {
  it("accepts a compliant caçamba at the exact maximum dimensions", () => {
    expect(jf({})).toMatchObject({ ok: true, nonconformities: [] });
  });

  it.each([
    { patch: { complaintsPhone: null }, article: "JF art. 7º, I", field: "complaintsPhone" },
    { patch: { ownerName: "  " }, article: "JF art. 7º, I", field: "ownerName" },
    {
      patch: { inscriptionText: "PROIBIDO JOGAR LIXO" },
      article: "JF art. 7º, II",
      field: "inscriptionText",
    },
    { patch: { uniformPaint: false }, article: "JF art. 7º, III", field: "uniformPaint" },
    {
      patch: { retroreflectiveStrips: { ...jfCompliant.retroreflectiveStrips, count: 1 } },
      article: "JF art. 7º, III",
      field: "retroreflectiveStrips.count",
    },
    {
      patch: { retroreflectiveStrips: { ...jfCompliant.retroreflectiveStrips, widthCm: 30 } },
      article: "JF art. 7º, III",
      field: "retroreflectiveStrips",
    },
    { patch: { number: "7" }, article: "JF art. 7º, IV", field: "number" },
    { patch: { number: "VII" }, article: "JF art. 7º, IV", field: "number" },
    {
      patch: { outerDimensionsM: { length: 2.66, width: 1.76, height: 1.39 } },
      article: "JF art. 7º, V",
      field: "outerDimensionsM.length",
    },
    {
      patch: { outerDimensionsM: { length: 2.65, width: 1.76, height: 1.4 } },
      article: "JF art. 7º, V",
      field: "outerDimensionsM.height",
    },
    {
      patch: { condition: { rust: true, structuralDamage: false, paintLegible: true } },
      article: "JF art. 14",
      field: "condition.rust",
    },
    {
      patch: {
        condition: { rust: false, structuralDamage: false, paintLegible: true, standingWaterOrTrash: true },
      },
      article: "JF art. 16",
      field: "condition.standingWaterOrTrash",
    },
  ])("$field → $article", ({ patch, article, field }) => {
    const result = jf(patch);
    expect(result.ok).toBe(false);
    expect(result.nonconformities).toEqual([expect.objectContaining({ article, field })]);
  });

  it("says the measured dimension in pt-BR", () => {
    expect(
      jf({ outerDimensionsM: { length: 2.8, width: 1.76, height: 1.39 } }).nonconformities[0]?.message,
    ).toBe("comprimento de 2,8 m; máximo 2,65 m. Use uma caçamba menor.");
  });
});

describe("JP arts. 16–17", () => {
  it("accepts a compliant caçamba", () => {
    expect(jp({})).toMatchObject({ ok: true });
  });

  it.each([
    { patch: { topBorders: false }, article: "JP art. 17, I" },
    { patch: { zebraBand: { ...jpCompliant.zebraBand, heightCm: 25 } }, article: "JP art. 16" },
    { patch: { zebraBand: { ...jpCompliant.zebraBand, stripeWidthCm: 15 } }, article: "JP art. 17, VIII" },
    { patch: { retroreflectiveVisibleFromM: 49 }, article: "JP art. 16, §1º" },
    {
      patch: { reflectiveAdhesive: { colour: "yellow", grade: "diamond", onAllSides: true } },
      article: "JP art. 17, II",
    },
    { patch: { inscriptionText: "PROIBIDO DEPOSITAR LIXO DOMÉSTICO" }, article: "JP art. 17, III" },
    { patch: { ownerName: null }, article: "JP art. 17, IV" },
    { patch: { phone: null }, article: "JP art. 17, V" },
    { patch: { licenceNumber: null }, article: "JP art. 17, VI" },
    { patch: { number: null }, article: "JP art. 17, VII" },
    {
      patch: { condition: { rust: true, structuralDamage: false, paintLegible: true } },
      article: "JP art. 16, §2º",
    },
  ])("$article", ({ patch, article }) => {
    expect(jp(patch).nonconformities.map((n) => n.article)).toEqual([article]);
  });
});

describe("laws without identification rules", () => {
  it.each(["cachoeiras-de-macacu-rj", "5104500"])("%s → notRegulated", (municipality) => {
    const result = checkIdentification({ municipality, cacamba: {} });
    expect(result).toMatchObject({ ok: true, nonconformities: [] });
    expect(result.notRegulated[0]?.message).toMatch(/não exige/);
  });
});

describe("exact dimensions, as the laws give them", () => {
  it.each([
    {
      case: "JF strips taller than 5 cm",
      run: () => jf({ retroreflectiveStrips: { ...jfCompliant.retroreflectiveStrips, heightCm: 6 } }),
      article: "JF art. 7º, III",
    },
    {
      case: "JF strips wider than 30,5 cm",
      run: () => jf({ retroreflectiveStrips: { ...jfCompliant.retroreflectiveStrips, widthCm: 40 } }),
      article: "JF art. 7º, III",
    },
    {
      case: "JP zebra band taller than 30 cm",
      run: () => jp({ zebraBand: { ...jpCompliant.zebraBand, heightCm: 35 } }),
      article: "JP art. 16",
    },
  ])("$case is a nonconformity (the law gives exact sizes)", ({ run, article }) => {
    const result = run();
    expect(result.nonconformities.map((n) => n.article)).toEqual([article]);
    expect(result.nonconformities[0]?.message).toMatch(/a lei fixa/);
  });
});
