import { resolveMunicipality } from "../municipalities";
import { ctrArticle } from "./law";

export interface CtrDuty {
  /** The article requiring the CTR in the job's municipality, or null where its law is silent. */
  article: string | null;
  /** What the screens print after "Sem CTR": the article, or that the law is silent and who asks for it. */
  grounds: string;
}

/** Why a load needs its CTR where the job is: the municipality's article, or the product's own rule. */
export function ctrDuty(municipalityId: string | null): CtrDuty {
  const article = ctrArticle("required", municipalityId);
  if (article) return { article, grounds: article };
  const m = municipalityId ? resolveMunicipality(municipalityId) : null;
  const silent = m ? `a lei de ${m.name} não trata do CTR` : "a lei do município não trata do CTR";
  return { article: null, grounds: `exigido pela Caçamba Certa em toda carga; ${silent}` };
}

const LOAD_MOVING_KINDS: ReadonlySet<string> = new Set(["pick_up", "swap", "dump"]);

/** A pick-up, a swap (the full caçamba leaves) and a dump move a load: each needs its CTR. */
export function jobNeedsCtr(kind: string): boolean {
  return LOAD_MOVING_KINDS.has(kind);
}
