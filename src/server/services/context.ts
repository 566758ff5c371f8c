import type { MemberRole, OrgKind } from "@/lib/roles";
import type { Db } from "@/server/db/client";

/** What every tenant-scoped service receives: the caller, their org and role, already checked. */
export interface OrgScope {
  db: Db;
  userId: string;
  orgId: string;
  orgKind: OrgKind;
  role: MemberRole;
  isManager: boolean;
}
