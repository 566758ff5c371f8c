import { ACCOUNTS_NAV } from "./nav/accounts";
import { BILLING_NAV } from "./nav/billing";
import { CITY_NAV } from "./nav/city";
import { CORE_NAV } from "./nav/core";
import { CTR_NAV } from "./nav/ctr";
import { DISPATCH_NAV } from "./nav/dispatch";
import { FLEET_NAV } from "./nav/fleet";
import { HELP_NAV, HELP_NAV_ITEM } from "./nav/help";
import type { NavItem } from "./nav/types";
import { MEMBER_ROLES, type MemberRole } from "./roles";

export type { NavItem };

/** Each feature declares its entries in `lib/nav/<feature>.ts`; this puts them in menu order per role. */
const ALL_NAV: NavItem[] = [
  ...CORE_NAV,
  ...FLEET_NAV,
  ...DISPATCH_NAV,
  ...CTR_NAV,
  ...CITY_NAV,
  ...ACCOUNTS_NAV,
  ...BILLING_NAV,
  ...HELP_NAV,
];

export const NAV_BY_ROLE = Object.fromEntries(
  MEMBER_ROLES.map((role) => [role, ALL_NAV.filter((item) => item.roles.includes(role))]),
) as Record<MemberRole, NavItem[]>;

/** The platform's superadmin, who is no member of an organisation: its home, the outbox and its guide. */
export const SUPERADMIN_NAV: NavItem[] = [
  { href: "/inicio", label: "Início", roles: [] },
  { href: "/caixa-de-saida", label: "Caixa de saída", roles: [] },
  { ...HELP_NAV_ITEM, roles: [] },
];
