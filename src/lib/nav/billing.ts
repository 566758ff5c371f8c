import type { NavItem } from "./types";

export const BILLING_NAV: NavItem[] = [
  { href: "/precos", label: "Preços", roles: ["admin"] },
  { href: "/assinatura", label: "Assinatura", roles: ["admin"] },
  { href: "/faturas", label: "Faturas", roles: ["admin", "dispatcher", "client"] },
  { href: "/nfse", label: "NFS-e", roles: ["admin"] },
  { href: "/recebiveis", label: "Contas a receber", roles: ["admin", "dispatcher"] },
  { href: "/pagamentos", label: "Pagamentos", roles: ["admin", "dispatcher", "client"] },
];
