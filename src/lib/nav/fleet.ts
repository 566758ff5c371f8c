import type { NavItem } from "./types";

export const FLEET_NAV: NavItem[] = [
  { href: "/frota", label: "Frota", roles: ["admin", "dispatcher", "driver"] },
  { href: "/empresa", label: "Empresa e licenças", roles: ["admin", "operator"] },
];
