/** Municipalities come from their law modules (`src/domain/laws/<municipality>/`). */
export { listMunicipalities, resolveMunicipality } from "./laws/registry";
export type { LawKey, Municipality, MunicipalityId } from "./laws/types";
