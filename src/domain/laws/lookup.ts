import type { Municipality } from "./basics";

/**
 * The municipalities the registered laws serve, as the generic schemas (`schemas-common.ts`) need them. The
 * registry installs itself here when it loads, so that generic helpers never import the registry, which
 * imports every law, which imports those helpers.
 */
export interface LawLookup {
  resolve(idOrIbge: string | number): Municipality | null;
  list(): Municipality[];
}

let installed: LawLookup | null = null;

export function installLawLookup(lookup: LawLookup): void {
  installed = lookup;
}

export function servedMunicipalities(): LawLookup {
  if (!installed) throw new Error("the law registry (src/domain/laws/registry.ts) was not loaded");
  return installed;
}
