import type { MemberRole } from "./roles";

export interface NavItem {
  href: string;
  label: string;
}

const HOME: NavItem = { href: "/inicio", label: "Início" };
const FLEET: NavItem = { href: "/frota", label: "Frota" };
const TEAM: NavItem = { href: "/equipe", label: "Equipe" };
const AUDIT: NavItem = { href: "/auditoria", label: "Registro de auditoria" };
const SITES: NavItem = { href: "/obras", label: "Minhas obras" };

/** Navigation by role: each entry is a page whose procedures that role may call. */
export const NAV_BY_ROLE: Record<MemberRole, NavItem[]> = {
  admin: [HOME, FLEET, TEAM, AUDIT],
  dispatcher: [HOME, FLEET],
  driver: [HOME, FLEET],
  operator: [HOME, TEAM, AUDIT],
  auditor: [HOME, TEAM, AUDIT],
  client: [HOME, SITES],
};

export const SUPERADMIN_NAV: NavItem[] = [HOME];
