import type { NavItem } from "./types";

export const BILLING_NAV: NavItem[] = [
  { href: "/assinatura", label: "Assinatura", roles: ["admin"] },
  { href: "/pagamentos", label: "Pagamentos", roles: ["admin", "dispatcher", "client"] },
];
