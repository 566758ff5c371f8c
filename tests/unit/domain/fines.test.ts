import { describe, expect, it } from "vitest";
import { RulesInputError } from "@/domain/errors";
import { computeFine } from "@/domain/fines/compute-fine";

const AT_2023 = "2023-10-02T10:00:00-03:00";
const AT_2025 = "2025-06-02T10:00:00-03:00";

describe("JF arts. 24–27 — fixed amounts per class", () => {
  it.each([
    { article: "JF art. 7º, II", cls: "leve", cents: 15000 },
    { article: "JF art. 13, parágrafo único", cls: "leve", cents: 15000 },
    { article: "JF art. 14", cls: "leve", cents: 15000 },
    { article: "JF art. 17", cls: "leve", cents: 15000 },
    { article: "JF art. 9º, III, a", cls: "media", cents: 25000 },
    { article: "JF art. 9º, I", cls: "media", cents: 25000 },
    { article: "JF art. 10, §3º", cls: "media", cents: 25000 },
    { article: "JF art. 12, V", cls: "media", cents: 25000 },
    { article: "JF art. 12, IX", cls: "media", cents: 25000 },
    { article: "JF art. 12, §1º", cls: "media", cents: 25000 },
    { article: "JF art. 12, §2º", cls: "media", cents: 25000 },
    { article: "JF art. 21", cls: "media", cents: 25000 },
    { article: "JF art. 12, I", cls: "grave", cents: 45000 },
    { article: "JF art. 12, IV", cls: "grave", cents: 45000 },
    { article: "JF art. 22", cls: "grave", cents: 45000 },
    { article: "JF art. 4º", cls: "gravissima", cents: 500000 },
    { article: "JF art. 15", cls: "gravissima", cents: 500000 },
    { article: "JF art. 16", cls: "gravissima", cents: 500000 },
  ])("$article → $cls, $cents centavos", ({ article, cls, cents }) => {
    const fine = computeFine({ municipality: "juiz-de-fora-mg", article, at: AT_2023 });
    expect(fine).toMatchObject({ class: cls, amountCents: cents });
  });

  it("gravíssima adds apprehension and suspension, a 15-day payment deadline and no prior notice", () => {
    const fine = computeFine({ municipality: "juiz-de-fora-mg", article: "JF art. 4º", at: AT_2023 });
    expect(fine.extraPenalties.filter((p) => p.mandatory).map((p) => p.kind)).toEqual([
      "apprehension",
      "suspension",
    ]);
    expect(fine.deadlines).toEqual([
      expect.objectContaining({ kind: "defence", days: 15, article: "JF art. 28, parágrafo único" }),
      expect.objectContaining({ kind: "payment", days: 15, article: "JF art. 28" }),
    ]);
    expect(fine.notes.join(" ")).toContain("art. 23, §4º");
  });

  it("grave may add apprehension, suspension or cassation at the inspector's discretion", () => {
    const fine = computeFine({ municipality: "juiz-de-fora-mg", article: "JF art. 12, III", at: AT_2023 });
    expect(fine.extraPenalties.map((p) => [p.kind, p.mandatory])).toEqual([
      ["apprehension", false],
      ["suspension", false],
      ["cassation", false],
    ]);
  });

  it("requires the yearly update factor after 2023 (JF art. 31) and applies it", () => {
    expect(() =>
      computeFine({ municipality: "juiz-de-fora-mg", article: "JF art. 12, V", at: AT_2025 }),
    ).toThrow(/fineConfig.updateFactor/);
    const fine = computeFine({
      municipality: "juiz-de-fora-mg",
      article: "JF art. 12, V",
      at: AT_2025,
      fineConfig: { updateFactor: 1.0912 },
    });
    expect(fine.amountCents).toBe(27280);
  });

  it("does not invent reincidence the law does not set", () => {
    const fine = computeFine({
      municipality: "juiz-de-fora-mg",
      article: "JF art. 12, V",
      at: AT_2023,
      history: { priorInfractions: [{ article: "JF art. 12, V", decidedAt: "2023-09-01T10:00:00-03:00" }] },
    });
    expect(fine.reincidence.applies).toBe(false);
    expect(fine.amountCents).toBe(25000);
  });

  it.each(["JF art. 12", "JF art. 30", "CM art. 47, I"])("rejects %s with a pt-BR explanation", (article) => {
    expect(() => computeFine({ municipality: "juiz-de-fora-mg", article, at: AT_2023 })).toThrow(
      RulesInputError,
    );
  });
});

describe("JP — amounts from the Annex given as configuration", () => {
  const annex = { "JP art. 18, §2º, III": { amountCents: 100000 } };

  it("fails clearly when the Annex value is missing", () => {
    expect(() =>
      computeFine({ municipality: "joao-pessoa-pb", article: "JP art. 18, §2º, III", at: AT_2025 }),
    ).toThrow(/Anexo/);
  });

  it("uses the Annex value, class null when the Annex gives none", () => {
    const fine = computeFine({
      municipality: "2507507",
      article: "JP art. 18, §2º, III",
      at: AT_2025,
      fineConfig: { annex },
    });
    expect(fine).toMatchObject({ amountCents: 100000, class: null, reincidence: { applies: false } });
  });

  it("doubles on reincidence (JP art. 31)", () => {
    const fine = computeFine({
      municipality: "joao-pessoa-pb",
      article: "JP art. 18, §2º, III",
      at: AT_2025,
      fineConfig: { annex },
      history: { priorInfractions: [{ article: "JP art. 17, III", decidedAt: "2025-01-10T10:00:00-03:00" }] },
    });
    expect(fine).toMatchObject({
      amountCents: 200000,
      reincidence: { applies: true, article: "JP art. 31" },
    });
  });

  it.each([
    {
      case: "one embargo this year",
      embargoes: ["2025-02-01T10:00:00-03:00"],
      apprehensions: [],
      suspension: false,
    },
    {
      case: "embargo and apprehension this year",
      embargoes: ["2025-02-01T10:00:00-03:00"],
      apprehensions: ["2025-03-01T10:00:00-03:00"],
      suspension: true,
    },
    {
      case: "two embargoes, one last year",
      embargoes: ["2024-12-01T10:00:00-03:00", "2025-02-01T10:00:00-03:00"],
      apprehensions: [],
      suspension: false,
    },
  ])(
    "suspension after the second embargo or apprehension in one year (JP art. 35): $case",
    ({ embargoes, apprehensions, suspension }) => {
      const fine = computeFine({
        municipality: "joao-pessoa-pb",
        article: "JP art. 18, §2º, III",
        at: AT_2025,
        fineConfig: { annex },
        history: { embargoes, apprehensions },
      });
      expect(fine.extraPenalties.some((p) => p.kind === "suspension" && p.article === "JP art. 35")).toBe(
        suspension,
      );
    },
  );

  it("cassation after a suspension (JP art. 36)", () => {
    const fine = computeFine({
      municipality: "joao-pessoa-pb",
      article: "JP art. 18, §2º, III",
      at: AT_2025,
      fineConfig: { annex },
      history: { suspensions: ["2025-01-05T10:00:00-03:00"] },
    });
    expect(fine.extraPenalties).toContainEqual(
      expect.objectContaining({ kind: "cassation", mandatory: true, article: "JP art. 36" }),
    );
  });
});

describe("CM arts. 66–68 and 74 — class from circumstances, ranges", () => {
  const cm = (extra: Record<string, unknown>) =>
    computeFine({
      municipality: "cachoeiras-de-macacu-rj",
      article: "CM art. 47, I",
      at: "2021-12-28T10:00:00-03:00",
      ...extra,
    });

  it.each([
    { case: "no circumstances", c: {}, cls: "leve", min: 25100, max: 35000 },
    { case: "one attenuating", c: { attenuating: ["II"] }, cls: "leve", min: 16100, max: 25000 },
    {
      case: "four attenuating",
      c: { attenuating: ["I", "II", "III", "IV"] },
      cls: "leve",
      min: 4000,
      max: 8000,
    },
    { case: "aggravating I", c: { aggravating: ["I"] }, cls: "grave", min: 90100, max: 100000 },
    { case: "aggravating II", c: { aggravating: ["II"] }, cls: "grave", min: 35100, max: 40000 },
    { case: "two aggravating", c: { aggravating: ["I", "II"] }, cls: "gravissima", min: 100100, max: 200000 },
    {
      case: "five aggravating",
      c: { aggravating: ["I", "II", "III", "IV", "V"] },
      cls: "gravissima",
      min: 400100,
      max: 500000,
    },
  ])("$case → $cls", ({ c, cls, min, max }) => {
    expect(cm({ circumstances: c })).toMatchObject({ class: cls, minCents: min, maxCents: max });
  });

  it("specific reincidence makes it gravíssima (CM art. 68, §1º)", () => {
    const fine = cm({
      history: { priorInfractions: [{ article: "CM art. 47, I", decidedAt: "2021-12-24T10:00:00-03:00" }] },
    });
    expect(fine).toMatchObject({
      class: "gravissima",
      minCents: 100100,
      maxCents: 500000,
      reincidence: { kind: "specific" },
    });
  });

  it("generic reincidence does not change the class", () => {
    const fine = cm({
      history: { priorInfractions: [{ article: "CM art. 75, I", decidedAt: "2021-12-24T10:00:00-03:00" }] },
    });
    expect(fine).toMatchObject({ class: "leve", reincidence: { kind: "generic" } });
  });

  it("requires the IPCA factor from 2022 on (CM art. 74, §1º)", () => {
    expect(() => cm({ at: AT_2025 })).toThrow(/IPCA/);
    expect(cm({ at: AT_2025, fineConfig: { updateFactor: 1.2 } })).toMatchObject({
      minCents: 30120,
      maxCents: 42000,
    });
  });

  it("lists defence, appeal, payment and prescription deadlines", () => {
    expect(cm({}).deadlines.map((d) => d.article)).toEqual([
      "CM art. 86",
      "CM art. 99",
      "CM art. 107",
      "CM art. 109",
    ]);
  });
});

describe("IN art. 32 — UPF ranges, digits carried and flagged", () => {
  const inFine = (extra: Record<string, unknown>) =>
    computeFine({
      municipality: "indiavai-mt",
      article: "IN art. 23, §1º, I, b",
      at: AT_2025,
      fineConfig: { upfCents: 10000 },
      ...extra,
    });

  it.each([
    { severity: "leve", min: 1, max: 3 },
    { severity: "media", min: 4, max: 7 },
    { severity: "grave", min: 8, max: 12 },
    { severity: "muito_grave", min: 13, max: 16 },
    { severity: "gravissima", min: 16, max: 21 },
  ])("$severity: $min–$max UPF", ({ severity, min, max }) => {
    const fine = inFine({ severity });
    expect(fine).toMatchObject({
      class: severity,
      upfMin: min,
      upfMax: max,
      minCents: min * 10000,
      maxCents: max * 10000,
    });
    expect(fine.flags[0]?.code).toBe("digits_vs_words");
  });

  it("doubles on reincidence (IN art. 31, parágrafo único)", () => {
    const fine = inFine({
      severity: "leve",
      history: {
        priorInfractions: [{ article: "IN art. 23, §1º, I", decidedAt: "2025-01-01T10:00:00-04:00" }],
      },
    });
    expect(fine).toMatchObject({ upfMin: 2, upfMax: 6 });
  });

  it("art. 13 is a fixed 5 UPF, plus 1 UPF on reincidence within 30 days", () => {
    const base = inFine({ article: "IN art. 13, III" });
    expect(base).toMatchObject({ upf: 5, amountCents: 50000, class: null });
    const again = inFine({
      article: "IN art. 13, III",
      history: { priorInfractions: [{ article: "IN art. 13, III", decidedAt: "2025-05-20T10:00:00-04:00" }] },
    });
    expect(again).toMatchObject({ upf: 6, reincidence: { article: "IN art. 13, §3º" } });
  });

  it.each([
    { extra: { fineConfig: {}, severity: "leve" }, path: "fineConfig.upfCents" },
    { extra: {}, path: "severity" },
  ])("fails clearly when $path is missing", ({ extra, path }) => {
    try {
      inFine(extra);
      expect.unreachable();
    } catch (error) {
      expect((error as RulesInputError).issues[0]?.path).toBe(path);
    }
  });

  it("appeal within 10 business days (IN art. 10)", () => {
    expect(inFine({ severity: "leve" }).deadlines).toContainEqual(
      expect.objectContaining({ kind: "appeal", days: 10, dayKind: "business", article: "IN art. 10" }),
    );
  });
});
