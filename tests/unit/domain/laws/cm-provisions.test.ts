import { describe, expect, it } from "vitest";
import { computeFine } from "@/domain/fines/compute-fine";
import { lawOf } from "@/domain/laws/registry";

/**
 * CM Lei nº 2.515/2021, read whole (issue #30, item 2): one list of its provisions, as the OCR of the scan
 * shows them, so that a citation of what the law lacks is refused as for the other laws, and what the scan
 * does not show is flagged. The quotes are from /work/shared/laws/cachoeiras-de-macacu-rj-…ocr.txt, OCR
 * noise and all.
 */

const CM = "cachoeiras-de-macacu-rj";
const AT = "2021-12-28T10:00:00-03:00";
const fine = (article: string) => computeFine({ municipality: CM, article, at: AT });
const provisions = lawOf(CM).provisions;

describe.each([
  {
    words: "art. 2º: “Para efeitos desta Lei, entende-se por: I - limpeza urbana … VI — acondicrcnamentp …”",
    exists: "CM art. 2º, VI",
    missing: "CM art. 2º, VII",
    message: /o art\. 2º tem incisos I a VI/,
  },
  {
    words:
      "art. 6º: “Enquadram-se como resíduos sólldos urbanos: i- o lixo domicliiar … IX - o lixo que possa ser tipincado como domiciliar …”",
    exists: "CM art. 6º, IX",
    missing: "CM art. 6º, X",
    message: /incisos I a IX/,
  },
  {
    words:
      "art. 13: “… & lº — É terminantemente proibida a caução ou extração …” (one paragraph, numbered §1º)",
    exists: "CM art. 13, §1º",
    missing: "CM art. 13, §2º",
    message: /o art\. 13 tem o §1º/,
  },
  {
    words:
      "art. 21: “& 1ª - 0 usuário deverá providenciar … 5 40 - Serão considerados irregulares os recipientes …”",
    exists: "CM art. 21, §4º",
    missing: "CM art. 21, §5º",
    message: /§§ 1º a 4º/,
  },
  {
    words: "art. 25: “5 1ª- O órgão … ; zº - O iixo ofertado … 5 3ª - D gerador será responsávei …”",
    exists: "CM art. 25, §3º",
    missing: "CM art. 25, §4º",
    message: /§§ 1º a 3º/,
  },
  {
    words:
      "art. 27: “É defeso manter, abandonar ou descarregar bens inserviveis … Parágrafo único - A colocação …”",
    exists: "CM art. 27, parágrafo único",
    missing: "CM art. 27, §1º",
    message: /parágrafo único/,
  },
  {
    words:
      "art. 30: “Não será permitida a ocupação de qualquer parte dos logradouros … com entulhos de obras” (no incisos)",
    exists: "CM art. 30",
    missing: "CM art. 30, I",
    message: /o art\. 30 não tem incisos, alíneas nem parágrafos/,
  },
  {
    words:
      "art. 41: “] - ofertar a totalidade … Ill - cumprir outras exigências … & 1ª - Os responsáveis por circos … & zº A remoção …”",
    exists: "CM art. 41, §2º",
    missing: "CM art. 41, IV",
    message: /incisos I a III e §§ 1º a 2º/,
  },
  {
    words:
      "art. 46: “I » promover a segregação … IV- acondicionar o entulho de obras … em caçambas estacionarias … VI - fornecer todas as informações …”",
    exists: "CM art. 46, IV",
    missing: "CM art. 46, VII",
    message: /incisos I a VI/,
  },
  {
    words:
      "art. 47: “I— após a caçamba estar cheia, no prazo de 48h; II — … Parágrafo único- 0 contratante e' o responsável …”",
    exists: "CM art. 47, parágrafo único",
    missing: "CM art. 47, §1º",
    message: /incisos I a II e parágrafo único/,
  },
  {
    words:
      "art. 57: “510 - Os responsáveis legais pelos condomínios … ããºv Serão de Inteira responsabilidade …” (§§ 1º a 5º)",
    exists: "CM art. 57, §5º",
    missing: "CM art. 57, §6º",
    message: /§§ 1º a 5º/,
  },
  {
    words:
      "art. 75: “São infrações a limpeza urbana, entre outras: 1 — Depositar … XX »Transgredir outras normas …”",
    exists: "CM art. 75, XX",
    missing: "CM art. 75, XXI",
    message: /incisos I a XX/,
  },
  {
    words: "art. 75, I: “… a) resíduos sólidos de qualquer natureza …” (one alínea)",
    exists: "CM art. 75, I, a",
    missing: "CM art. 75, I, b",
    message: /alínea a/,
  },
  {
    words:
      "art. 75, VII: “obstruir, com materiais ou resíduos de qualquer natureza, as caixas receptoras …” (no alínea)",
    exists: "CM art. 75, VII",
    missing: "CM art. 75, VII, a",
    message: /o art\. 75, VII não tem incisos/,
  },
  {
    words:
      "art. 76 (read “Artis”): “5 10 - Para retirada de todo e qualquer material em wa pública … E 20 , Esgotado o prazo …”",
    exists: "CM art. 76, §2º",
    missing: "CM art. 76, §3º",
    message: /§§ 1º a 2º/,
  },
  {
    words:
      "art. 108: “0 desrespeito ou desacato ao servidor competente … sujeibarão o infrator :! penalidade de multa.”",
    exists: "CM art. 108",
    missing: "CM art. 108, parágrafo único",
    message: /o art\. 108 não tem/,
  },
  {
    words: "art. 110: “Esta Lei entra em vigor na data de sua publicação” — the last article",
    exists: null,
    missing: "CM art. 111",
    message: /que tem os arts\. 1º a 110/,
  },
])("CM $words", (row) => {
  it(`refuses ${row.missing} in pt-BR, naming what the law has`, () => {
    expect(() => fine(row.missing)).toThrow(row.message);
  });

  if (row.exists)
    it(`prices ${row.exists}`, () => {
      expect(fine(row.exists).minCents).toBeGreaterThan(0);
    });
});

describe("CM: a provision that exists but sets no conduct is refused as a breach, whatever the date", () => {
  it.each([
    ["CM art. 74, §3º", "2021-12-28T10:00:00-03:00"],
    ["CM art. 86", "2021-12-28T10:00:00-03:00"],
    ["CM art. 110", "2021-12-01T10:00:00-03:00"],
  ])("%s at %s", (article, at) => {
    expect(() => computeFine({ municipality: CM, article, at })).toThrow(
      /trata de classes, penalidades ou processo, não de uma conduta/,
    );
  });
});

describe("CM: what the scan does not show is flagged, never taken silently", () => {
  it.each([
    {
      key: "68.vi",
      reads: "V . ter a infração consequências calamitosas",
      why: /não mostra o inciso VI do art\. 68/,
    },
    { key: "12", reads: "Art. 11 «O correto manuseio", why: /lê o número deste artigo como "Art\. 11"/ },
    { key: "61", reads: "An. 51 - A câmara de lixo devera situar-se", why: /"An\. 51"/ },
    { key: "71.iv", reads: "XV - Suspensão temporária da obra", why: /"XV"/ },
    { key: "75.xii", reads: "XIX » Ofertar residuos extraordinário", why: /"XIX"/ },
    { key: "82.vi", reads: "VX » o nome e a assinatura de quem o lavrou", why: /"VX"/ },
  ])("$key exists and is illegible (the OCR reads “$reads”)", ({ key, why }) => {
    expect(provisions.has(key)).toBe(true);
    expect(provisions.illegible(key)?.message).toMatch(why);
    expect(lawOf(CM).ruleset.flags.map((f) => f.message)).toContainEqual(expect.stringMatching(why));
  });

  it("a fine for CM art. 75, XII (read “XIX”) carries the flag of the inferred number", () => {
    expect(fine("CM art. 75, XII").flags).toContainEqual({
      code: "ocr_illegible",
      article: "CM art. 75, XII",
      message: expect.stringMatching(/pela sequência \(entre o XI e o XIII\) é o XII/),
    });
  });

  it("a fine for a legible provision carries no such flag", () => {
    expect(fine("CM art. 47, I").flags).toEqual([]);
  });

  it("the aggravating circumstance of art. 68, VI says its text is illegible", () => {
    const f = computeFine({
      municipality: CM,
      article: "CM art. 47, I",
      at: AT,
      circumstances: { aggravating: ["VI"] },
    });
    expect(f.flags.map((x) => x.article)).toContain("CM art. 68, VI");
  });
});
