import { noDwellDeadline } from "../../deadlines/no-dwell";
import { rulesetPlacementArticles, rulesetPlacementItems } from "../../placement/other-laws";
import { type LawModule, notRegulated } from "../types";
import { auto } from "./auto";
import { JP_FINE_CITES, joaoPessoaFine } from "./fines";
import { checkJoaoPessoa } from "./identification";
import { jpEnactment } from "./in-force";
import { joaoPessoaMunicipality } from "./municipality";
import { JP_PROVISIONS } from "./provisions";
import { joaoPessoaRuleset } from "./ruleset";

const SILENT = "JP lei de 23/04/2025 (silente)";

/** João Pessoa (PB): law of 23/04/2025 on RCC and volumosos. */
export const joaoPessoaLaw: LawModule = {
  municipality: joaoPessoaMunicipality,
  ruleset: joaoPessoaRuleset,
  enactment: jpEnactment,
  provisions: JP_PROVISIONS,
  placement: () => ({ violations: [], ...rulesetPlacementItems(joaoPessoaRuleset) }),
  removalDeadline: (input) => noDwellDeadline(joaoPessoaRuleset, input),
  identification: { check: checkJoaoPessoa },
  fine: joaoPessoaFine,
  cites: {
    placement: rulesetPlacementArticles(joaoPessoaRuleset),
    fine: JP_FINE_CITES,
    /** The Annex the city configures prices any provision the law has (JP art. 31, §1º). */
    breached: (key) => JP_PROVISIONS.has(key),
  },
  citation: {
    severity: notRegulated("JP art. 31, §1º", "O valor de cada infração está no Anexo da lei."),
    circumstances: notRegulated(SILENT, "A lei de João Pessoa não gradua a multa por circunstâncias."),
    amountInRange: notRegulated("JP art. 31, §1º", "O Anexo dá o valor de cada infração."),
  },
  licensing: {
    blockingArticle: "JP art. 18",
    required: [{ kind: "municipal_registration", article: "JP art. 18" }],
  },
  settings: {
    updateFactor: notRegulated(SILENT, "A lei de João Pessoa não prevê atualização dos valores no texto."),
    upfValue: notRegulated("JP art. 31, §1º", "As multas de João Pessoa são em reais, pelo Anexo."),
    annex: { article: "JP art. 31, §1º" },
    municipalHolidays: notRegulated(SILENT, "A lei de João Pessoa não conta prazos em dias úteis."),
  },
  bulletin: { article: "JP art. 12, §2º", everyMonths: 2 },
  ctr: {
    required: { article: "JP art. 18, §2º, III" },
    keptAtWorks: { article: "JP art. 12, §4º" },
    contents: { article: "JP art. 4º, VI" },
    destinationReceipt: { article: "JP art. 18, §3º, III, a" },
    usageGuide: { article: "JP art. 18, §3º, III, b" },
    occupancyPermit: { article: "JP art. 12, §3º" },
    gate: {
      unlicensedHauler: { article: "JP art. 19, §5º, I" },
      forbiddenWaste: { article: "JP art. 19, §5º, II" },
      wasteClass: { article: "JP art. 23; CONAMA 307, art. 10" },
      wasteKind: { article: "JP art. 19, §4º" },
      pevVolume: { article: "JP art. 15, §1º–§2º", maxM3: 1 },
      receiverLicence: { article: "JP art. 19, II" },
      pev: {
        unlicensedHauler: { article: "JP art. 7º, §4º, I" },
        forbiddenWaste: { article: "JP art. 8º" },
      },
    },
  },
  texts: {
    auto,
    haulerDuties: {
      condition: "JP art. 16, §2º; art. 17",
      owner: "JP art. 17, IV e V",
      contactPhone: "JP art. 17, V",
    },
    maxCacambaSize: notRegulated(SILENT, "A lei de João Pessoa não fixa as medidas da caçamba."),
    numbering: { article: "JP art. 17, VII", minDigits: 1 },
    truckKind: notRegulated(SILENT, "A lei de João Pessoa não exige um tipo de caminhão."),
    hireLicensed: { article: "JP art. 15, §4º" },
  },
};
