import type { NavItem } from "./types";

/** The guide of the role's day (`src/features/help/`): last in every menu, the superadmin's too. */
export const HELP_NAV_ITEM: NavItem = {
  href: "/ajuda",
  label: "Ajuda",
  roles: ["admin", "dispatcher", "driver", "operator", "auditor", "client"],
};

export const HELP_NAV: NavItem[] = [HELP_NAV_ITEM];
