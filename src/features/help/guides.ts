import type { NavItem } from "@/lib/navigation";
import { NAV_BY_ROLE, SUPERADMIN_NAV } from "@/lib/navigation";
import type { MemberRole } from "@/lib/roles";
import type { Guide } from "./guide";
import { adminGuide } from "./guide-admin";
import { auditorGuide } from "./guide-auditor";
import { clientGuide } from "./guide-client";
import { dispatcherGuide } from "./guide-dispatcher";
import { driverGuide } from "./guide-driver";
import { platformGuide } from "./guide-platform";
import { receiverGuide } from "./guide-receiver";

/** Whose guide: a member's role, or the platform's superadmin (who is no member of an organisation). */
export type GuideRole = MemberRole | "platform";

/** Each role's guide (`/ajuda` shows the signed-in role's). */
export const GUIDES: Record<GuideRole, Guide> = {
  admin: adminGuide,
  dispatcher: dispatcherGuide,
  driver: driverGuide,
  operator: receiverGuide,
  auditor: auditorGuide,
  client: clientGuide,
  platform: platformGuide,
};

export const GUIDE_ROLES = Object.keys(GUIDES) as GuideRole[];

/** The role's menu, which the guide's links name. */
export const navOf = (role: GuideRole): NavItem[] =>
  role === "platform" ? SUPERADMIN_NAV : NAV_BY_ROLE[role];

/** Everything the guide says: its intro, each step's title and text. */
export const guideWords = (role: GuideRole): string =>
  [GUIDES[role].intro, ...GUIDES[role].steps.flatMap((s) => [s.title, s.text])].join("\n");
