import { lawMunicipalities } from "@/domain/laws/municipalities";

// The list of the laws' municipalities, not the registry: client components load this module, and the
// registry would bring every law with it (src/domain/laws/municipalities.ts).
const resolveMunicipality = (id: string) => lawMunicipalities().find((m) => m.id === id || m.ibge === id);

/** The municipalities whose law the product encodes, for select inputs (every registered law module). */
export function municipalityOptions(): { value: string; label: string }[] {
  return lawMunicipalities().map((m) => ({ value: m.id, label: `${m.name}/${m.uf}` }));
}

/** The same list, taken when the module loads (client components). */
export const MUNICIPALITY_OPTIONS = municipalityOptions();

/** The municipality a form or map starts on: the org's own, else the first law module registered. */
export function defaultMunicipalityId(preferred: string | null | undefined): string {
  return preferred ?? MUNICIPALITY_OPTIONS[0]?.value ?? "";
}

export function municipalityLabel(id: string): string {
  const m = resolveMunicipality(id);
  return m ? `${m.name}/${m.uf}` : id;
}

/** Where a map opens before a municipality has anything to show: the centre its law module gives. */
export function municipalityCentre(id: string): { lon: number; lat: number } {
  return resolveMunicipality(id)?.centre ?? { lon: -43.3505, lat: -21.7612 };
}
