import { rulesetPlacementArticles, rulesetPlacementItems } from "../../placement/other-laws";
import { stormWaterViolations } from "../../placement/storm-water";
import { ruleById } from "../../rulesets/types";
import { silentGate } from "../silent-gate";
import { type LawModule, notRegulated } from "../types";
import { auto } from "./auto";
import { cachoeirasDeadline } from "./deadlines";
import { CM_PROVISIONS, isCmConduct } from "./fine-provisions";
import { CM_FINE_CITES, cachoeirasFine } from "./fines";
import { cmEnactment } from "./in-force";
import { cachoeirasDeMacacuMunicipality } from "./municipality";
import { cachoeirasDeMacacuRuleset as ruleset } from "./ruleset";

const SILENT = "CM Lei nº 2.515/2021 (silente)";
const identificationRule = ruleById(ruleset, "identification");

/** Cachoeiras de Macacu (RJ): Lei nº 2.515, de 23/12/2021, limpeza urbana (OCR of a scan). */
export const cachoeirasDeMacacuLaw: LawModule = {
  municipality: cachoeirasDeMacacuMunicipality,
  ruleset,
  enactment: cmEnactment,
  provisions: CM_PROVISIONS,
  placement: (ctx) => ({
    violations: stormWaterViolations(ctx, ruleById(ruleset, "storm_water")),
    ...rulesetPlacementItems(ruleset),
  }),
  removalDeadline: cachoeirasDeadline,
  identification: notRegulated(
    identificationRule.article,
    identificationRule.explanation ?? identificationRule.summary,
  ),
  fine: cachoeirasFine,
  cites: {
    placement: rulesetPlacementArticles(ruleset, ruleById(ruleset, "storm_water")),
    fine: CM_FINE_CITES,
    breached: isCmConduct,
  },
  citation: {
    severity: notRegulated("CM art. 66", "A classe vem das circunstâncias agravantes (art. 66)."),
    circumstances: { article: "CM arts. 66–67", aggravating: "CM art. 66", attenuating: "CM art. 67" },
    amountInRange: { article: "CM art. 74" },
  },
  licensing: notRegulated(
    "CM art. 46, IV",
    "A Lei nº 2.515/2021 não licencia o transportador: cada caçamba de entulho ou poda precisa de autorização prévia do órgão municipal.",
  ),
  settings: {
    updateFactor: { article: "CM art. 74, §1º", index: "IPCA", baseYear: 2021 },
    upfValue: notRegulated("CM art. 74", "As multas de Cachoeiras de Macacu são em reais."),
    annex: notRegulated("CM art. 74", "O Anexo I está no texto da lei."),
    municipalHolidays: notRegulated(SILENT, "A lei conta seus prazos em dias corridos."),
  },
  bulletin: notRegulated(SILENT, "A Lei nº 2.515/2021 não manda publicar boletim de licenciados."),
  ctr: {
    required: notRegulated(SILENT, "A Lei nº 2.515/2021 não trata do CTR."),
    keptAtWorks: notRegulated(SILENT, "A Lei nº 2.515/2021 não trata do CTR."),
    contents: notRegulated(SILENT, "A Lei nº 2.515/2021 não trata do CTR."),
    destinationReceipt: notRegulated(SILENT, "A Lei nº 2.515/2021 não exige comprovante de destinação."),
    usageGuide: notRegulated(SILENT, "A Lei nº 2.515/2021 não exige documento de orientação ao usuário."),
    occupancyPermit: notRegulated(SILENT, "A Lei nº 2.515/2021 não liga o Habite-se aos CTRs da obra."),
    gate: silentGate(SILENT, "A Lei nº 2.515/2021"),
  },
  texts: {
    auto,
    haulerDuties: {},
    maxCacambaSize: notRegulated(SILENT, "A Lei nº 2.515/2021 não fixa as medidas da caçamba."),
    numbering: notRegulated(SILENT, "A Lei nº 2.515/2021 não exige numeração das caçambas."),
    truckKind: notRegulated(SILENT, "A Lei nº 2.515/2021 não exige um tipo de caminhão."),
    hireLicensed: notRegulated(
      "CM art. 46, IV",
      "A Lei nº 2.515/2021 não licencia o transportador: cada caçamba de entulho ou poda precisa de autorização prévia do órgão municipal.",
    ),
  },
};
