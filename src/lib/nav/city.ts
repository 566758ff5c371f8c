import type { NavItem } from "./types";

export const CITY_NAV: NavItem[] = [
  { href: "/fiscalizacao", label: "Fiscalização", roles: ["auditor"] },
  { href: "/autuacoes", label: "Autuações", roles: ["admin", "dispatcher", "operator"] },
];
