import { silentGate } from "../silent-gate";
import { type LawModule, notRegulated } from "../types";
import { auto } from "./auto";
import { juizDeForaDeadline } from "./deadlines";
import { JF_CLASS_OF, JF_PROVISIONS } from "./fine-provisions";
import { JF_FINE_CITES, juizDeForaFine } from "./fines";
import { checkJuizDeFora } from "./identification";
import { jfEnactment } from "./in-force";
import { juizDeForaMunicipality } from "./municipality";
import { JF_CHECKLIST, jfChecklist } from "./placement-checklist";
import { checkDistances } from "./placement-distances";
import { checkForbiddenPlaces } from "./placement-forbidden";
import { checkPosition } from "./placement-position";
import { checkRotatingParking } from "./rotating-parking";
import { juizDeForaRuleset } from "./ruleset";

/** Where this law is silent, it is cited itself, marked silent. */
const SILENT = "JF lei de 28/07/2023 (silente)";

/** Juiz de Fora (MG): law of 28/07/2023 on caçambas, RCC and volumosos. */
export const juizDeForaLaw: LawModule = {
  municipality: juizDeForaMunicipality,
  ruleset: juizDeForaRuleset,
  enactment: jfEnactment,
  provisions: JF_PROVISIONS,
  placement: (ctx) => ({
    violations: [
      ...checkPosition(ctx),
      ...checkDistances(ctx),
      ...checkForbiddenPlaces(ctx),
      ...checkRotatingParking(ctx),
    ],
    notRegulated: [],
    checklist: jfChecklist(ctx),
  }),
  removalDeadline: juizDeForaDeadline,
  identification: { check: checkJuizDeFora },
  fine: juizDeForaFine,
  cites: {
    /** Violations cite the ruleset's placement rules; the checklist, its own items. */
    placement: [
      ...juizDeForaRuleset.rules.filter((r) => r.topic === "placement").map((r) => r.article),
      ...Object.values(JF_CHECKLIST).map((i) => i.article),
    ],
    fine: JF_FINE_CITES,
    breached: (key) => key in JF_CLASS_OF,
  },
  citation: {
    severity: notRegulated("JF arts. 24–27", "A classe vem do dispositivo infringido (arts. 24 a 27)."),
    circumstances: notRegulated(SILENT, "A lei de Juiz de Fora não gradua a multa por circunstâncias."),
    amountInRange: notRegulated("JF arts. 24–27", "Os valores são fixos por classe (arts. 24 a 27)."),
  },
  licensing: {
    blockingArticle: "JF art. 4º–5º",
    required: [
      { kind: "alvara_localizacao", article: "JF art. 5º, I" },
      { kind: "tax_clearance", article: "JF art. 5º, II" },
    ],
  },
  settings: {
    updateFactor: {
      article: "JF art. 31",
      index: "índices de atualização monetária dos tributos municipais",
      baseYear: 2023,
    },
    upfValue: notRegulated("JF arts. 24–27", "As multas de Juiz de Fora são em reais."),
    annex: notRegulated("JF arts. 24–27", "Os valores estão no próprio texto da lei."),
    municipalHolidays: { article: "JF art. 12, §1º" },
  },
  bulletin: notRegulated(SILENT, "A lei de Juiz de Fora não manda publicar boletim de licenciados."),
  ctr: {
    required: notRegulated(SILENT, "A lei de Juiz de Fora não trata do CTR."),
    keptAtWorks: notRegulated(SILENT, "A lei de Juiz de Fora não trata do CTR."),
    contents: notRegulated(SILENT, "A lei de Juiz de Fora não trata do CTR."),
    destinationReceipt: notRegulated(SILENT, "A lei de Juiz de Fora não exige comprovante de destinação."),
    usageGuide: notRegulated(SILENT, "A lei de Juiz de Fora não exige documento de orientação ao usuário."),
    occupancyPermit: notRegulated(SILENT, "A lei de Juiz de Fora não liga o Habite-se aos CTRs da obra."),
    gate: silentGate(SILENT, "A lei de Juiz de Fora", { receiverLicence: { article: "JF art. 22" } }),
  },
  texts: {
    auto,
    haulerDuties: {
      yard: "JF art. 15",
      condition: "JF art. 14",
      standingWater: "JF art. 16",
      owner: "JF art. 7º, I",
      contactPhone: "JF art. 7º, I",
      complaintsPhone: "JF art. 7º, I",
    },
    maxCacambaSize: { article: "JF art. 7º, V", lengthM: 2.65, widthM: 1.76, heightM: 1.39 },
    numbering: { article: "JF art. 7º, IV", minDigits: 2 },
    truckKind: { article: "JF art. 18" },
    hireLicensed: { article: "JF art. 4º–5º" },
  },
};
