import { lawOf, resolveMunicipality } from "../laws/registry";
import { isRegulated, type LicenceKind, type LicenceRequirement } from "../laws/types";

/** The licence kinds the product knows; which ones a hauler needs comes from the municipality's law module. */
export const LICENCE_KINDS = [
  "alvara_localizacao",
  "tax_clearance",
  "municipal_registration",
  "environmental_licence",
  "other",
] as const satisfies readonly LicenceKind[];
export type { LicenceKind };

export const LICENCE_KIND_LABEL: Record<LicenceKind, string> = {
  alvara_localizacao: "Alvará de localização",
  tax_clearance: "Certidão negativa de débitos municipais",
  municipal_registration: "Cadastro municipal de transportador",
  environmental_licence: "Licença ambiental",
  other: "Outra licença",
};

export interface MunicipalityRequirements {
  municipalityId: string;
  municipalityName: string;
  timeZone: string;
  article: string | null;
  summary: string | null;
  required: LicenceRequirement[];
}

export function requirementsFor(municipalityId: string): MunicipalityRequirements | null {
  const m = resolveMunicipality(municipalityId);
  if (!m) return null;
  const law = lawOf(m);
  const licensing = isRegulated(law.licensing) ? law.licensing : null;
  const rule = law.ruleset.rules.find((r) => r.topic === "licensing" && r.status === "regulated");
  return {
    municipalityId: m.id,
    municipalityName: `${m.name}/${m.uf}`,
    timeZone: m.timeZone,
    article: licensing?.blockingArticle ?? null,
    summary: rule?.summary ?? null,
    required: licensing ? [...licensing.required] : [],
  };
}
