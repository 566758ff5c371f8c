import type { MemberRole } from "@/lib/roles";
import type { Guide } from "./guide";
import { adminGuide } from "./guide-admin";
import { auditorGuide } from "./guide-auditor";
import { clientGuide } from "./guide-client";
import { dispatcherGuide } from "./guide-dispatcher";
import { driverGuide } from "./guide-driver";
import { receiverGuide } from "./guide-receiver";

/** Each role's guide (`/ajuda` shows the signed-in role's). */
export const GUIDES: Record<MemberRole, Guide> = {
  admin: adminGuide,
  dispatcher: dispatcherGuide,
  driver: driverGuide,
  operator: receiverGuide,
  auditor: auditorGuide,
  client: clientGuide,
};
