import { describe, expect, it } from "vitest";
import type { RulesInputError } from "@/domain/errors";
import { computeFine } from "@/domain/fines/compute-fine";

const AT_2025 = "2025-06-02T10:00:00-03:00";

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

  it.each([
    { article: "CM art. 999", message: /não existe/ },
    { article: "CM art. 0", message: /não existe/ },
    { article: "CM art. 75, XXI", message: /incisos I a XX/ },
    { article: "CM art. 47, III", message: /incisos I a II/ },
    { article: "CM art. 74, I", message: /não de uma conduta/ },
    { article: "CM art. 110", message: /não de uma conduta/ },
  ])("rejects $article (no such infraction in Lei nº 2.515/2021)", ({ article, message }) => {
    expect(() => cm({ article })).toThrow(message);
  });

  it.each(["CM art. 75, XII", "CM art. 75, XI, a", "CM art. 46, IV", "CM art. 76, §1º", "CM art. 108"])(
    "accepts %s",
    (article) => {
      expect(cm({ article }).class).toBe("leve");
    },
  );

  it.each([
    { aggravating: ["VI"], flagged: true },
    { aggravating: ["VII"], flagged: false },
  ])("flags the illegible art. 68, VI when it is used: $aggravating", ({ aggravating, flagged }) => {
    const fine = cm({ circumstances: { aggravating } });
    expect(fine.flags.some((f) => f.article === "CM art. 68, VI")).toBe(flagged);
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
    {
      case: "with an earlier decided infraction",
      prior: [{ article: "IN art. 9º, parágrafo único", decidedAt: "2025-01-10T10:00:00-04:00" }],
      upf: 1,
      applies: true,
    },
  ])(
    "art. 9º, parágrafo único: its 1 UPF already punishes reincidence, never doubled by art. 31 ($case)",
    ({ prior, upf, applies }) => {
      const fine = inFine({ article: "IN art. 9º, parágrafo único", history: { priorInfractions: prior } });
      expect(fine).toMatchObject({ upf, amountCents: upf * 10000, reincidence: { applies } });
      expect(fine.reincidence.article).toBe("IN art. 9º, parágrafo único");
    },
  );

  it("flags how the 30 days of art. 13, §3º are counted", () => {
    const fine = inFine({
      article: "IN art. 13, III",
      history: { priorInfractions: [{ article: "IN art. 13, III", decidedAt: "2025-05-20T10:00:00-04:00" }] },
    });
    expect(fine.notes.join(" ")).toMatch(/sem dizer de que data se conta/);
  });

  it("flags the IV/V overlap at 16 UPF and the art. 32, V communication duty", () => {
    const fine = inFine({ severity: "gravissima" });
    expect(fine.flags[0]?.message).toContain("16 UPF");
    expect(fine.notes.join(" ")).toContain("Ministério Público");
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
