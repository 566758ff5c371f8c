import type { NavItem } from "./types";

export const ACCOUNTS_NAV: NavItem[] = [
  { href: "/obras", label: "Minhas obras", roles: ["client"] },
  { href: "/meus-transportadores", label: "Meus transportadores", roles: ["client"] },
  { href: "/clientes", label: "Clientes", roles: ["admin", "dispatcher"] },
  { href: "/equipe", label: "Equipe", roles: ["admin", "operator", "auditor"] },
  { href: "/auditoria", label: "Registro de auditoria", roles: ["admin", "operator", "auditor"] },
];
