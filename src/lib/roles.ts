/** Roles and org kinds, shared by the server (authorization) and the UI (navigation). */
export const ORG_KINDS = ["hauler", "receiver", "city", "generator"] as const;
export type OrgKind = (typeof ORG_KINDS)[number];

export const MEMBER_ROLES = ["admin", "dispatcher", "driver", "operator", "auditor", "client"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const ROLES_BY_ORG_KIND: Record<OrgKind, readonly MemberRole[]> = {
  hauler: ["admin", "dispatcher", "driver"],
  receiver: ["operator"],
  city: ["auditor"],
  generator: ["client"],
};

export const ORG_KIND_LABEL: Record<OrgKind, string> = {
  hauler: "Transportador",
  receiver: "Receptor",
  city: "Prefeitura",
  generator: "Gerador",
};

export const ROLE_LABEL: Record<MemberRole, string> = {
  admin: "Administrador",
  dispatcher: "Despacho",
  driver: "Motorista",
  operator: "Operador do receptor",
  auditor: "Fiscal",
  client: "Cliente",
};

export function roleFitsOrgKind(role: MemberRole, kind: OrgKind): boolean {
  return ROLES_BY_ORG_KIND[kind].includes(role);
}
