import type { NavItem } from "./types";

/** Last in every member's menu: the guide of the role's day (`src/features/help/`). */
export const HELP_NAV: NavItem[] = [
  {
    href: "/ajuda",
    label: "Ajuda",
    roles: ["admin", "dispatcher", "driver", "operator", "auditor", "client"],
  },
];
