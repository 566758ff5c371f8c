import { describe, expect, it } from "vitest";
import { bulletinGrounds, hireLicensedGrounds } from "@/domain";
import { ctrDocumentGrounds, ctrGrounds } from "@/domain/ctr";
import { nonconformityFacts } from "@/domain/fines/nonconformity-facts";
import { formatCoordinates } from "@/lib/format";

const JF = "juiz-de-fora-mg";
const JP = "joao-pessoa-pb";
const CM = "cachoeiras-de-macacu-rj";
const IN = "indiavai-mt";

describe("each document cites its own municipality's law, or says it is silent", () => {
  it("a João Pessoa CTR, guide, receipt and dossier cite João Pessoa's articles", () => {
    expect(ctrDocumentGrounds(JP)).toBe(
      "JP art. 4º, VI; JP art. 18, §2º, III; ABNT NBR 15.112, 15.113 e 15.114",
    );
    expect(ctrGrounds("usageGuide", JP)).toBe("JP art. 18, §3º, III, b");
    expect(ctrGrounds("destinationReceipt", JP)).toBe("JP art. 18, §3º, III, a");
    expect(ctrGrounds("occupancyPermit", JP)).toBe("JP art. 12, §3º");
    expect(hireLicensedGrounds(JP)).toBe("JP art. 15, §4º");
    expect(bulletinGrounds(JP)).toBe("JP art. 12, §2º");
  });

  it("Juiz de Fora, Cachoeiras de Macacu and Indiavaí are silent on the CTR: the rule is the product's", () => {
    for (const [m, name] of [
      [JF, "Juiz de Fora"],
      [CM, "Cachoeiras de Macacu"],
      [IN, "Indiavaí"],
    ] as const) {
      const silent = `regra da Caçamba Certa; a lei de ${name} não trata disso`;
      expect(ctrDocumentGrounds(m)).toBe(`${silent}; ABNT NBR 15.112, 15.113 e 15.114`);
      for (const rule of ["usageGuide", "destinationReceipt", "occupancyPermit", "keptAtWorks"] as const)
        expect(ctrGrounds(rule, m), `${m} ${rule}`).toBe(silent);
      expect(bulletinGrounds(m)).toBe(silent);
    }
    // Only licensed companies place caçambas in Juiz de Fora (JF art. 4º–5º); the other two license none.
    expect(hireLicensedGrounds(JF)).toBe("JF art. 4º–5º");
    expect(hireLicensedGrounds(CM)).toMatch(/a lei de Cachoeiras de Macacu não trata disso/);
  });
});

describe("the auto's facts state the nonconformity found", () => {
  it("says the caçamba does not meet the article, the rule as what was required", () => {
    expect(
      nonconformityFacts({
        article: "JF art. 7º, III",
        message:
          "Pintura uniforme e duas faixas retrorrefletivas de 5 cm × 30,5 cm no topo e em todas as laterais.",
        note: "sem faixas na lateral esquerda",
      }),
    ).toBe(
      "Constatado na vistoria: a caçamba não cumpre JF art. 7º, III (exigido: pintura uniforme e duas faixas retrorrefletivas de 5 cm × 30,5 cm no topo e em todas as laterais). Observado: sem faixas na lateral esquerda",
    );
    expect(nonconformityFacts(undefined)).toBe("");
  });
});

describe("coordinates in pt-BR", () => {
  it("decimal comma, a semicolon between latitude and longitude", () => {
    expect(formatCoordinates(-21.7612, -43.3505)).toBe("-21,76120; -43,35050");
    expect(formatCoordinates(-21.7612345, -43.35, 6)).toBe("-21,761235; -43,350000");
  });
});
