import type { NavItem } from "./types";

export const CORE_NAV: NavItem[] = [
  {
    href: "/inicio",
    label: "Início",
    roles: ["admin", "dispatcher", "driver", "operator", "auditor", "client"],
  },
];
