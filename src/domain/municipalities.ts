/** Municipalities come from their law modules (`src/domain/laws/<municipality>/`). */
export { listMunicipalities, resolveMunicipality } from "./laws/registry";
export type { Municipality } from "./laws/types";

/** Citation prefix of a law (`JF`, `JP`…): any registered law's. */
export type LawKey = string;
/** A served municipality's id (`juiz-de-fora-mg`…). */
export type MunicipalityId = string;
