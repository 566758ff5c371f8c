import type { NavItem } from "./types";

export const CTR_NAV: NavItem[] = [
  { href: "/ctrs", label: "CTRs", roles: ["admin", "dispatcher", "driver", "auditor"] },
  { href: "/receber", label: "Receber carga", roles: ["operator"] },
  { href: "/documentos", label: "CTRs e comprovantes", roles: ["client"] },
  { href: "/mtr", label: "MTR e CDF", roles: ["admin", "dispatcher", "operator", "client"] },
];
