import type { NavItem } from "./types";

export const DISPATCH_NAV: NavItem[] = [
  { href: "/pedidos", label: "Pedidos", roles: ["admin", "dispatcher"] },
  { href: "/despacho", label: "Despacho", roles: ["admin", "dispatcher"] },
  { href: "/colocacoes", label: "Colocações", roles: ["admin", "dispatcher"] },
  { href: "/mapa-da-cidade", label: "Mapa da cidade", roles: ["admin", "dispatcher", "auditor"] },
  { href: "/motorista", label: "Meus serviços", roles: ["driver"] },
  { href: "/minhas-cacambas", label: "Minhas caçambas", roles: ["client"] },
];
