import { type LawKey, resolveMunicipality, rulesetFor } from "@/domain";

export const LICENCE_KINDS = [
  "alvara_localizacao",
  "tax_clearance",
  "municipal_registration",
  "environmental_licence",
  "other",
] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

export const LICENCE_KIND_LABEL: Record<LicenceKind, string> = {
  alvara_localizacao: "Alvará de localização",
  tax_clearance: "Certidão negativa de débitos municipais",
  municipal_registration: "Cadastro municipal de transportador",
  environmental_licence: "Licença ambiental",
  other: "Outra licença",
};

interface Requirement {
  kind: LicenceKind;
  /** The inciso that names this document. */
  article: string;
}

/**
 * Which licences a hauler must hold to place caçambas in a municipality. The law's own licensing rule
 * (its article and summary) comes from the ruleset; this table only names the document kinds each
 * article lists. CM asks for an authorization per placement (art. 46, IV) and IN sets none.
 */
const REQUIRED_BY_LAW: Record<LawKey, Requirement[]> = {
  JF: [
    { kind: "alvara_localizacao", article: "JF art. 5º, I" },
    { kind: "tax_clearance", article: "JF art. 5º, II" },
  ],
  JP: [{ kind: "municipal_registration", article: "JP art. 18" }],
  CM: [],
  IN: [],
};

/** The citation for blocking in a municipality, e.g. `JF art. 4º–5º` or `JP art. 18`. */
const BLOCKING_ARTICLE: Record<LawKey, string | null> = {
  JF: "JF art. 4º–5º",
  JP: "JP art. 18",
  CM: null,
  IN: null,
};

export interface MunicipalityRequirements {
  municipalityId: string;
  municipalityName: string;
  timeZone: string;
  article: string | null;
  summary: string | null;
  required: Requirement[];
}

export function requirementsFor(municipalityId: string): MunicipalityRequirements | null {
  const m = resolveMunicipality(municipalityId);
  if (!m) return null;
  const rule = rulesetFor(m).rules.find((r) => r.topic === "licensing" && r.status === "regulated");
  return {
    municipalityId: m.id,
    municipalityName: `${m.name}/${m.uf}`,
    timeZone: m.timeZone,
    article: BLOCKING_ARTICLE[m.lawKey],
    summary: rule?.summary ?? null,
    required: REQUIRED_BY_LAW[m.lawKey],
  };
}
