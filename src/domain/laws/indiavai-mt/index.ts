import { noDwellDeadline } from "../../deadlines/no-dwell";
import { rulesetPlacementArticles, rulesetPlacementItems } from "../../placement/other-laws";
import { stormWaterViolations } from "../../placement/storm-water";
import { ruleById } from "../../rulesets/types";
import { silentGate } from "../silent-gate";
import { type LawModule, notRegulated } from "../types";
import { auto } from "./auto";
import { IN_FINE_CITES, indiavaiFine } from "./fines";
import { inEnactment } from "./in-force";
import { indiavaiMunicipality } from "./municipality";
import { IN_PROVISIONS } from "./provisions";
import { indiavaiRuleset as ruleset } from "./ruleset";

const SILENT = "IN Código de Limpeza Urbana de 2024 (silente)";
const identificationRule = ruleById(ruleset, "identification");

/** Indiavaí (MT): Código de Limpeza Urbana, de 10/12/2024. */
export const indiavaiLaw: LawModule = {
  municipality: indiavaiMunicipality,
  ruleset,
  enactment: inEnactment,
  provisions: IN_PROVISIONS,
  placement: (ctx) => ({
    violations: stormWaterViolations(ctx, ruleById(ruleset, "storm_water")),
    ...rulesetPlacementItems(ruleset),
  }),
  removalDeadline: (input) => noDwellDeadline(ruleset, input),
  identification: notRegulated(
    identificationRule.article,
    identificationRule.explanation ?? identificationRule.summary,
  ),
  fine: indiavaiFine,
  cites: {
    placement: rulesetPlacementArticles(ruleset, ruleById(ruleset, "storm_water")),
    fine: IN_FINE_CITES,
    /** The authority classes any provision the code has (IN arts. 31–32). */
    breached: (key) => IN_PROVISIONS.has(key),
  },
  citation: {
    severity: { article: "IN art. 32" },
    circumstances: notRegulated(
      "IN art. 31",
      "A autoridade gradua pela gravidade e pelos antecedentes (art. 31).",
    ),
    amountInRange: { article: "IN art. 32" },
  },
  licensing: notRegulated(
    SILENT,
    "O Código de Limpeza Urbana não exige licença de transportador de caçambas.",
  ),
  settings: {
    updateFactor: notRegulated(SILENT, "As multas são em UPF: atualiza-se o valor da UPF."),
    upfValue: { article: "IN art. 32", unit: "UPF" },
    annex: notRegulated("IN art. 32", "As faixas estão no próprio art. 32."),
    municipalHolidays: { article: "IN art. 10" },
  },
  bulletin: notRegulated(SILENT, "O Código de Limpeza Urbana não manda publicar boletim de licenciados."),
  ctr: {
    required: notRegulated(SILENT, "O Código de Limpeza Urbana não trata do CTR."),
    keptAtWorks: notRegulated(SILENT, "O Código de Limpeza Urbana não trata do CTR."),
    contents: notRegulated(SILENT, "O Código de Limpeza Urbana não trata do CTR."),
    destinationReceipt: notRegulated(
      SILENT,
      "O Código de Limpeza Urbana não exige comprovante de destinação.",
    ),
    usageGuide: notRegulated(
      SILENT,
      "O Código de Limpeza Urbana não exige documento de orientação ao usuário.",
    ),
    occupancyPermit: notRegulated(
      SILENT,
      "O Código de Limpeza Urbana não liga o Habite-se aos CTRs da obra.",
    ),
    gate: silentGate(SILENT, "O Código de Limpeza Urbana"),
  },
  texts: {
    auto,
    haulerDuties: {},
    maxCacambaSize: notRegulated(SILENT, "O Código de Limpeza Urbana não fixa as medidas da caçamba."),
    numbering: notRegulated(SILENT, "O Código de Limpeza Urbana não exige numeração das caçambas."),
    truckKind: notRegulated(SILENT, "O Código de Limpeza Urbana não exige um tipo de caminhão."),
    hireLicensed: notRegulated(
      SILENT,
      "O Código de Limpeza Urbana não exige licença de transportador de caçambas.",
    ),
  },
};
