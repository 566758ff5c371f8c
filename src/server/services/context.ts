import type { MemberRole, OrgKind } from "@/lib/roles";
import type { Db } from "@/server/db/client";
import type { OrgRead } from "./session/active-member";
import type { ActiveUser } from "./session/find-active-user";

/** What every tenant-scoped service receives: the caller, their org and role, already checked. */
export interface OrgScope {
  db: Db;
  userId: string;
  orgId: string;
  orgKind: OrgKind;
  role: MemberRole;
  isManager: boolean;
}

/**
 * What a service receives instead of a scope when the caller's check rides in its first read
 * (`orgGateProcedure`): the caller checked, then `read` for their org; the scope and the read's answer.
 */
export interface MemberGate {
  read<R>(read: OrgRead<R>): Promise<{ user: ActiveUser; scope: OrgScope; value: R }>;
}
