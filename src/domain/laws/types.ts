import type { ParsedRemovalDeadlineInput, RemovalDeadline } from "../deadlines/schema";
import type { FineResult, ParsedFineInput } from "../fines/schema";
import type { CacambaMarkings, Nonconformity } from "../identification/schema";
import type { PlacementContext } from "../placement/context";
import type { ChecklistItem, NotRegulatedItem, PlacementViolation } from "../placement/schema";
import type { Ruleset } from "../rulesets/types";
import type { Municipality, NotRegulated, Provision } from "./basics";
import type { Enactment } from "./in-force";
import type { LawProvisions } from "./provisions";

export type { LawKey, Municipality, MunicipalityId, NotRegulated, Provision } from "./basics";
export { isRegulated, notRegulated, silenceOf } from "./basics";

export interface PlacementVerdict {
  violations: PlacementViolation[];
  notRegulated: NotRegulatedItem[];
  checklist: ChecklistItem[];
}

/** Licence document kinds the product knows (`licences.kind`). */
export type LicenceKind =
  | "alvara_localizacao"
  | "tax_clearance"
  | "municipal_registration"
  | "environmental_licence"
  | "other";

export interface LicenceRequirement {
  kind: LicenceKind;
  /** The inciso that names this document. */
  article: string;
}

export interface Licensing {
  /** Citation for refusing an unlicensed hauler, e.g. `JF art. 4º–5º`. */
  blockingArticle: string;
  /** The documents the hauler must hold, each with its article. */
  required: readonly LicenceRequirement[];
}

/** What the city must configure before the law's numbers can be used (the settings screen shows these). */
export interface CitySettingsNeeds {
  /** Yearly monetary update of the fixed fines (JF art. 31; CM art. 74, §1º). */
  updateFactor: (Provision & { index: string; baseYear: number }) | NotRegulated;
  /** Value of the fiscal unit the fines are given in (IN art. 32). */
  upfValue: (Provision & { unit: string }) | NotRegulated;
  /** Amounts of a fine annex missing from the published text (JP art. 31, §1º). */
  annex: Provision | NotRegulated;
  /** Municipal holidays, for business-day counts (JF art. 12, §1º). */
  municipalHolidays: Provision | NotRegulated;
}

/** The list of licensed haulers and receivers the city must publish (JP art. 12, §2º). */
export interface BulletinDuty extends Provision {
  everyMonths: number;
}

/** What each law says about the CTR (the transport document). */
export interface CtrProvisions {
  /** Waste moves in a caçamba only with its CTR. */
  required: Provision | NotRegulated;
  /** The works keep their CTRs for inspection. */
  keptAtWorks: Provision | NotRegulated;
  /** What the CTR states and who issues it (JP art. 4º, VI): the CTR's header cites it. */
  contents: Provision | NotRegulated;
  /** The hauler gives the generator proof of the destination (JP art. 18, §3º, III, a). */
  destinationReceipt: Provision | NotRegulated;
  /** The hauler hands the caçamba's user a guide (JP art. 18, §3º, III, b). */
  usageGuide: Provision | NotRegulated;
  /** The occupancy permit (Habite-se) depends on the works' CTRs (JP art. 12, §3º): the site dossier. */
  occupancyPermit: Provision | NotRegulated;
  /** What the receiving area must refuse, reason by reason (`gateRefusals`). */
  gate: GateProvisions;
}

/**
 * The receiver's gate, by the receiver's own municipality. A silent law imposes no refusal of its own: the
 * receiver's licence still limits what it takes (classes, kinds, validity), and the refusal says the law
 * is silent instead of borrowing another city's article.
 */
export interface GateProvisions {
  /** Loads of haulers not licensed by the municipality are refused (JP art. 19, §5º, I). */
  unlicensedHauler: Provision | NotRegulated;
  /** Household, industrial and health-care waste are refused (JP art. 19, §5º, II). */
  forbiddenWaste: Provision | NotRegulated;
  /** Each class goes to its destination: CONAMA 307, art. 10 everywhere, and the law's own article. */
  wasteClass: Provision;
  /** The receiver takes only the kinds its area is for (JP art. 19, §4º). */
  wasteKind: Provision | NotRegulated;
  /** A drop-off point for small volumes takes up to `maxM3` per unload (JP art. 15, §1º–§2º). */
  pevVolume: (Provision & { maxM3: number }) | NotRegulated;
  /** Only at an area the city licensed or authorised (JP art. 19, II; JF art. 22). */
  receiverLicence: Provision | NotRegulated;
  /**
   * A drop-off point for small volumes has its own rules where the law gives them (JP art. 7º, §4º, I: it
   * receives from "munícipes e pequenos transportadores cadastrados"; art. 8º: no household, industrial or
   * health-care waste); `gateForKind` puts them in place of the areas' rules for a PEV.
   */
  pev?: { unlicensedHauler: Provision; forbiddenWaste: Provision };
}

/** What a hauler must keep or show, by duty; each law cites only what it itself requires. */
export type HaulerDuty =
  | "yard"
  | "condition"
  | "standingWater"
  | "owner"
  | "contactPhone"
  | "complaintsPhone";

/** What each law says about the auto de infração (screens, messages and the PDF cite only this law). */
export interface AutoProvisions {
  /** The article listing what the auto must contain. */
  elements: string | null;
  /** Place, date and hour of issue. */
  issuedPlace: string | null;
  /** The offender's identification (name and address in CM). */
  offender: string | null;
  /** Where the infraction happened and the facts. */
  facts: string | null;
  /** The provision breached and the penalty. */
  provision: string | null;
  /** The inspector's name, post and signature. */
  inspector: string | null;
  /** How the offender is notified. */
  notice: string | null;
  /** Notice by public notice (edital). */
  publicNotice: string | null;
  /** A provision as this law numbers it, for the form's example. */
  example: string;
  /** One pt-BR sentence for a law that lists no elements: where the procedure is. */
  silence: string | null;
}

/** Fields of the auto de infração form that only some laws use. */
export interface CitationInputs {
  /** The authority picks the class (IN art. 31–32). */
  severity: Provision | NotRegulated;
  /** Aggravating and attenuating circumstances (CM arts. 66–68). */
  circumstances: (Provision & { aggravating: string; attenuating: string }) | NotRegulated;
  /** The law gives a range; the authority sets the amount (IN art. 32; CM Annex I). */
  amountInRange: Provision | NotRegulated;
}

/** The texts that screens and PDFs print for this law. */
export interface LawTexts {
  auto: AutoProvisions;
  haulerDuties: Readonly<Partial<Record<HaulerDuty, string>>>;
  /** The caçamba's maximum outer size, when the law caps it (JF art. 7º, V): the planner's default. */
  maxCacambaSize: (Provision & { lengthM: number; widthM: number; heightM: number }) | NotRegulated;
  /** The identification a caçamba must carry, for decals and fleet tables; notRegulated where the law asks none. */
  numbering: (Provision & { minDigits: number }) | NotRegulated;
  /** Hook-lift trucks (JF art. 18). */
  truckKind: Provision | NotRegulated;
  /** Why a person checks the public list of licensed haulers before hiring (JP art. 15, §4º; JF art. 4º). */
  hireLicensed: Provision | NotRegulated;
}

/**
 * What the law's own functions cite beyond its ruleset's rules and its enactment, each list built in the module
 * from the constants those functions read: `rulesets` lists them per verb (`src/domain/answers/citable.ts`).
 */
export interface LawCitations {
  /** Every article `placement` answers with: its violations, items the law does not regulate, its checklist. */
  placement: readonly string[];
  /** Every article `fine` answers with besides the provision breached: classes, penalties, terms, flags. */
  fine: readonly string[];
  /** Whether `fine` takes the provision (an `articleKey`) as the one breached. */
  breached(key: string): boolean;
}

/**
 * One municipal law, whole: every capability the product asks of a law is a field here, so a law that
 * lacks one does not compile. Where the law is silent the field says so — `notRegulated(article, reason)` —
 * instead of the caller falling through a `default:`. Nothing outside `src/domain/laws/` compares
 * municipality ids or law keys: services, screens and PDFs ask the module (`lawOf`).
 */
export interface LawModule {
  municipality: Municipality;
  ruleset: Ruleset;
  /** When the law takes effect and what it revokes: nothing is computed by it for an instant before. */
  enactment: Enactment | NotRegulated;
  /** Every provision the law has: fines and the city's annex cite only these. */
  provisions: LawProvisions;
  /** The law's placement verdict; a law without distances still answers (notRegulated items, checklist). */
  placement(ctx: PlacementContext): PlacementVerdict;
  /** The removal deadline, or `deadline: null` with the reason. */
  removalDeadline(input: ParsedRemovalDeadlineInput): RemovalDeadline;
  identification: { check(cacamba: CacambaMarkings): Nonconformity[] } | NotRegulated;
  fine(input: ParsedFineInput): FineResult;
  /** What `placement` and `fine` can cite, for `rulesets`. */
  cites: LawCitations;
  citation: CitationInputs;
  licensing: Licensing | NotRegulated;
  settings: CitySettingsNeeds;
  bulletin: BulletinDuty | NotRegulated;
  ctr: CtrProvisions;
  texts: LawTexts;
}
