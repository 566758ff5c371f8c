import { describe, expect, it } from "vitest";
import { RulesInputError } from "@/domain/errors";
import { computeFine } from "@/domain/fines/compute-fine";
import { fineRemarks } from "@/domain/fines/remarks";
import { lawOf } from "@/domain/laws/registry";

/**
 * Circumstances read as the law reads them (issue #30, item 3) and what the scan does not show (item 4).
 * Every quote below is in /work/shared/laws/ (CM: the OCR, with its spelling; IN: the text).
 */

const refusal = (run: () => unknown): RulesInputError => {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesInputError) return error;
    throw error;
  }
  throw new Error("expected a RulesInputError");
};

describe('CM art. 67, IV — "ser o infrator primário, e a falta cometida, de natureza leve"', () => {
  const cm = (extra: Record<string, unknown>) =>
    computeFine({
      municipality: "cachoeiras-de-macacu-rj",
      article: "CM art. 47, I",
      at: "2021-12-28T10:00:00-03:00",
      ...extra,
    });
  const decided = "2021-12-24T10:00:00-03:00";

  it.each([
    {
      case: "generic reincidence (art. 68, §3º: nova infração de tipo diverso)",
      prior: [{ article: "CM art. 75, I", decidedAt: decided }],
      aggravating: [],
      cites: /reincidência genérica, CM art. 68, §3º/,
    },
    {
      case: "specific reincidence (art. 68, §2º: nova infração do mesmo tipo)",
      prior: [{ article: "CM art. 47, I", decidedAt: decided }],
      aggravating: [],
      cites: /reincidência específica, CM art. 68, §2º/,
    },
    {
      case: 'one aggravating (art. 66, II: "graves, aquelas em que for verificada uma circunstância agravante")',
      prior: [],
      aggravating: ["III"],
      cites: /CM art. 66, II/,
    },
    {
      case: "two aggravating (art. 66, III: gravíssimas)",
      prior: [],
      aggravating: ["I", "III"],
      cites: /CM art. 66, III/,
    },
  ])("refuses IV with $case", ({ prior, aggravating, cites }) => {
    const error = refusal(() =>
      cm({
        circumstances: { attenuating: ["II", "IV"], aggravating },
        history: { priorInfractions: prior },
      }),
    );
    expect(error.message).toMatch(/CM art\. 67, IV/);
    expect(error.message).toMatch(cites);
    expect(error.issues[0]?.path).toBe("circumstances.attenuating");
  });

  it("grants IV to a primary offender of a leve infraction (Annex I, Table 1)", () => {
    expect(cm({ circumstances: { attenuating: ["IV"] } })).toMatchObject({
      class: "leve",
      minCents: 16100,
      maxCents: 25000,
    });
  });

  it("the other attenuating circumstances stand with a reincident offender", () => {
    const fine = cm({
      circumstances: { attenuating: ["I", "II", "III"] },
      history: { priorInfractions: [{ article: "CM art. 75, I", decidedAt: decided }] },
    });
    expect(fine).toMatchObject({
      class: "leve",
      reincidence: { kind: "generic", article: "CM art. 68, §3º" },
    });
  });
});

describe('IN art. 9º, parágrafo único — "Verificada a reincidência da conduta … multa no valor de 01 (um) UPF"', () => {
  const inFine = (article: string, prior: { article: string; decidedAt: string }[]) =>
    computeFine({
      municipality: "indiavai-mt",
      article,
      at: "2025-06-02T10:00:00-04:00",
      fineConfig: { upfCents: 10000 },
      severity: "leve",
      history: { priorInfractions: prior },
    });
  const before = "2025-03-10T10:00:00-04:00";

  it.each([
    { case: "no prior conduct", prior: [] },
    {
      case: "a prior infraction of another conduct",
      prior: [{ article: "IN art. 13, III", decidedAt: before }],
    },
  ])("is refused with $case", ({ prior }) => {
    const error = refusal(() => inFine("IN art. 9º, parágrafo único", prior));
    expect(error.message).toMatch(/reincidência da conduta/);
    expect(error.issues[0]?.path).toBe("history.priorInfractions");
  });

  it.each(["IN art. 6º", "IN art. 7º", "IN art. 9º", "IN art. 9º, parágrafo único"])(
    "is 1 UPF after a decision on the lot's cleaning under %s",
    (article) => {
      expect(inFine("IN art. 9º, parágrafo único", [{ article, decidedAt: before }])).toMatchObject({
        upf: 1,
        amountCents: 10000,
        reincidence: { applies: true, article: "IN art. 9º, parágrafo único" },
      });
    },
  );
});

describe('IN art. 7º — "no prazo de 10 (dez) dias a partir do recebimento da notificação, efetuar a limpeza do lote urbano"', () => {
  const inFine = (article: string) =>
    computeFine({
      municipality: "indiavai-mt",
      article,
      at: "2025-06-02T10:00:00-04:00",
      fineConfig: { upfCents: 10000 },
      severity: "leve",
    });
  const term = {
    kind: "compliance",
    days: 10,
    dayKind: "calendar",
    from: "do recebimento da notificação",
    article: "IN art. 7º",
  };

  it.each(["IN art. 6º", "IN art. 6º, parágrafo único"])("an auto for %s carries the term", (article) => {
    expect(inFine(article).deadlines).toContainEqual(term);
  });

  it.each(["IN art. 23, §1º, I, b", "IN art. 13, III"])("an auto for %s does not", (article) => {
    expect(inFine(article).deadlines.map((d) => d.article)).not.toContain("IN art. 7º");
  });

  it("the ruleset lists the term and the reincidence fine", () => {
    const rules = lawOf("indiavai-mt").ruleset.rules.map((r) => r.article);
    expect(rules).toContain("IN art. 7º");
    expect(rules).toContain("IN art. 9º, parágrafo único");
  });
});

describe("CM Anexo I — every number inferred from an illegible passage is flagged", () => {
  const cm = (circumstances: { attenuating?: string[]; aggravating?: string[] }) =>
    computeFine({
      municipality: "cachoeiras-de-macacu-rj",
      article: "CM art. 47, I",
      at: "2021-12-28T10:00:00-03:00",
      circumstances,
    });
  const ocrFlags = (fine: ReturnType<typeof cm>) =>
    fine.flags.filter((f) => f.code === "ocr_illegible").map((f) => f.article);

  it.each([
    // OCR: "R$ 161 ao a Riªoo" — the upper limit is unreadable.
    {
      case: "1 atenuante",
      c: { attenuating: ["I"] },
      min: 16100,
      max: 25000,
      flag: "Tabela 1 (1 atenuante)",
    },
    // OCR: "R$ 40 00 a ao um" — the upper limit is unreadable.
    {
      case: "4 atenuantes",
      c: { attenuating: ["I", "II", "III", "IV"] },
      min: 4000,
      max: 8000,
      flag: "Tabela 1 (4 ou mais atenuantes)",
    },
    // OCR: "R$ 50L00 a 600 00 Infração grave com ' agravante v Inc'rso VII".
    { case: "agravante VII", c: { aggravating: ["VII"] }, min: 50100, max: 60000, flag: "Tabela 2" },
    // OCR: "55300100 a R$ 4.000 00", rows of 4 and 5 or more aggravating interleaved.
    {
      case: "4 agravantes",
      c: { aggravating: ["I", "II", "III", "IV"] },
      min: 300100,
      max: 400000,
      flag: "Tabela 3",
    },
    {
      case: "5 agravantes",
      c: { aggravating: ["I", "II", "III", "IV", "V"] },
      min: 400100,
      max: 500000,
      flag: "Tabela 3",
    },
  ])("$case: R$ $min–$max (centavos) carries ocr_illegible", ({ c, min, max, flag }) => {
    const fine = cm(c);
    expect(fine).toMatchObject({ minCents: min, maxCents: max });
    expect(ocrFlags(fine).join(" ")).toContain(flag);
    expect(fineRemarks(fine).join(" ")).toMatch(/ilegível|inferid/);
  });

  it.each([
    // OCR: "R$ 81,00 a 120 ou", "Rí25100 a R$ 350 00", "& 90100 a R$ 1.000,00", "IRs 1.001 00 a 2.000 ou": legible digits.
    { case: "3 atenuantes", c: { attenuating: ["I", "II", "III"] } },
    { case: "sem atenuante", c: {} },
    { case: "agravante I", c: { aggravating: ["I"] } },
    { case: "2 agravantes", c: { aggravating: ["I", "II"] } },
  ])("$case: read from legible digits, no ocr flag", ({ c }) => {
    expect(ocrFlags(cm(c))).toEqual([]);
  });

  it("the ruleset lists every inferred band", () => {
    const flags = lawOf("cachoeiras-de-macacu-rj").ruleset.flags.filter(
      (f) => f.code === "ocr_illegible" && f.article.startsWith("CM Anexo I"),
    );
    expect(flags.map((f) => f.article)).toEqual([
      "CM Anexo I, Tabela 1 (1 atenuante)",
      "CM Anexo I, Tabela 1 (4 ou mais atenuantes)",
      "CM Anexo I, Tabela 2 (agravante do art. 68, VII)",
      "CM Anexo I, Tabela 3 (4 e 5 ou mais agravantes)",
    ]);
  });
});
