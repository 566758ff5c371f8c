import { type MemberRole, ORG_KIND_LABEL, type OrgKind, ROLE_LABEL } from "@/lib/roles";

/** The company-type suffixes a legal name ends with, which say nothing about which company it is. */
const LEGAL_FORM = /[\s,–—-]+(ltda\.?|limitada|s\.?\/?a\.?|me|epp|eireli|mei)$/i;

/**
 * The name a person calls the company by: its legal name without "Ltda.", "S.A.", "ME", "EPP" or
 * "EIRELI" ("Caçambas Halfeld Transportes Ltda." → "Caçambas Halfeld Transportes").
 */
export function shortOrgName(legalName: string): string {
  let name = legalName.trim();
  while (LEGAL_FORM.test(name) && name.replace(LEGAL_FORM, "").length > 0)
    name = name.replace(LEGAL_FORM, "");
  return name;
}

/** The first word of a person's name, for the header on a phone ("Ana Administradora" → "Ana"). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

export interface OrgOption {
  orgId: string;
  /** The company's short name: what the switcher shows. */
  label: string;
  /** What the user is there: "Transportador · Administrador". */
  detail: string;
}

/**
 * The memberships as the company switcher offers them: each by its short name, with what the user is
 * there beside it only where two short names would read the same.
 */
export function orgOptions(
  memberships: readonly { orgId: string; orgName: string; orgKind: OrgKind; role: MemberRole }[],
): OrgOption[] {
  const options = memberships.map((m) => ({
    orgId: m.orgId,
    label: shortOrgName(m.orgName),
    detail: `${ORG_KIND_LABEL[m.orgKind]} · ${ROLE_LABEL[m.role]}`,
  }));
  const count = (label: string) => options.filter((o) => o.label === label).length;
  return options.map((o) => (count(o.label) > 1 ? { ...o, label: `${o.label} (${o.detail})` } : o));
}
