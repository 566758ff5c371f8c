import type { MemberRole } from "../roles";

export interface NavItem {
  href: string;
  label: string;
  /** Roles that see the entry; each must be allowed by the procedures the page calls. */
  roles: readonly MemberRole[];
}
