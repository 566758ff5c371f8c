import { describe, expect, it } from "vitest";
import { computeFine } from "@/domain/fines/compute-fine";
import { missingProvision } from "@/domain/laws/provisions";
import { listLaws } from "@/domain/laws/registry";

const AT = "2025-06-02T10:00:00-03:00";

/** Each law's one list of provisions: the inciso the text has passes, the one just past it is refused. */
const TABLE = [
  {
    words:
      "IN art. 23, §1º: “Atos de disposição inadequada de resíduos em áreas públicas, tais como: I - … X - …”",
    input: {
      municipality: "indiavai-mt",
      severity: "leve",
      fineConfig: { upfCents: 10000 },
      at: "2025-06-02T10:00:00-04:00",
    },
    exists: "IN art. 23, §1º, X",
    missing: "IN art. 23, §1º, XI",
    message: /o art\. 23, §1º tem incisos I a X/,
  },
  {
    words: "IN art. 23, §1º, I: “a) … b) … c) …”",
    input: {
      municipality: "indiavai-mt",
      severity: "leve",
      fineConfig: { upfCents: 10000 },
      at: "2025-06-02T10:00:00-04:00",
    },
    exists: "IN art. 23, §1º, I, c",
    missing: "IN art. 23, §1º, I, d",
    message: /alíneas a a c/,
  },
  {
    words:
      "JP art. 18, §2º: “É vedado aos transportadores: I - … IV - estacionar as caçambas na via pública …”",
    input: {
      municipality: "joao-pessoa-pb",
      at: AT,
      fineConfig: {
        annex: {
          "JP art. 18, §2º, IV": { amountCents: 100000 },
          "JP art. 18, §2º, V": { amountCents: 100000 },
        },
      },
    },
    exists: "JP art. 18, §2º, IV",
    missing: "JP art. 18, §2º, V",
    message: /o art\. 18, §2º tem incisos I a IV/,
  },
  {
    words:
      "JP art. 18, §3º, III, b: “documento simplificado de orientação, com: 1. … 5. penalidades previstas em lei …”",
    input: {
      municipality: "joao-pessoa-pb",
      at: AT,
      fineConfig: {
        annex: {
          "JP art. 18, §3º, III, b, 5": { amountCents: 50000 },
          "JP art. 18, §3º, III, b, 6": { amountCents: 50000 },
        },
      },
    },
    exists: "JP art. 18, §3º, III, b, 5",
    missing: "JP art. 18, §3º, III, b, 6",
    message: /itens 1 a 5/,
  },
  {
    words: "JP art. 39 is the last: “Esta Lei entra em vigor na data de sua publicação.”",
    input: {
      municipality: "joao-pessoa-pb",
      at: AT,
      fineConfig: { annex: { "JP art. 40": { amountCents: 1 } } },
    },
    exists: null,
    missing: "JP art. 40",
    message: /arts\. 1º a 39/,
  },
  {
    words: "JF art. 7º: “I - … V - dimensões externas máximas …”",
    input: { municipality: "juiz-de-fora-mg", at: AT, fineConfig: { updateFactor: 1 } },
    exists: "JF art. 7º, V",
    missing: "JF art. 7º, VI",
    message: /o art\. 7º tem incisos I a V/,
  },
  {
    words: "JF art. 12: “I - … IX - em frente a rampas de acessibilidade”, §§ 1º e 2º",
    input: { municipality: "juiz-de-fora-mg", at: AT, fineConfig: { updateFactor: 1 } },
    exists: "JF art. 12, §2º",
    missing: "JF art. 12, §3º",
    message: /§§ 1º a 2º/,
  },
  {
    words:
      "CM art. 47: “I— após a caçamba estar cheia, no prazo de 48h; II — se constituírem em foco de insalubridade …”",
    input: { municipality: "cachoeiras-de-macacu-rj", at: "2021-12-28T10:00:00-03:00" },
    exists: "CM art. 47, II",
    missing: "CM art. 47, III",
    message: /incisos I a II/,
  },
  {
    words: "CM art. 75, XI: “… a) Após o comunicado do agente fiscalizador …” (one alínea)",
    input: { municipality: "cachoeiras-de-macacu-rj", at: "2021-12-28T10:00:00-03:00" },
    exists: "CM art. 75, XI, a",
    missing: "CM art. 75, XI, b",
    message: /alínea a/,
  },
] as const;

describe.each(TABLE)("$words", (row) => {
  it(`refuses ${row.missing} in pt-BR, naming what the law has`, () => {
    expect(() => computeFine({ ...row.input, article: row.missing })).toThrow(row.message);
  });

  if (row.exists) {
    it(`prices ${row.exists}`, () => {
      const fine = computeFine({ ...row.input, article: row.exists });
      expect(fine.amountCents ?? fine.minCents).toBeGreaterThan(0);
    });
  }
});

describe("every citation a law's ruleset makes is a provision of that law", () => {
  it.each(listLaws().map((l) => [l.municipality.lawKey, l] as const))("%s", (_key, law) => {
    const single = law.ruleset.rules
      .map((r) => r.article)
      .filter((a) => /^[A-Z]{2} art\. [^–]+$/.test(a) && !/silente|Anexo|arts\./.test(a));
    expect(single.length).toBeGreaterThan(0);
    for (const citation of single) expect(missingProvision(law.provisions, citation), citation).toBeNull();
  });
});
