import { and, eq, inArray } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import type { MemberRole } from "@/lib/roles";
import type { DbOrTx } from "@/server/db/client";
import { memberships } from "@/server/db/schema";

/** The active members of an org (all roles, or only these), by user id. */
export async function memberIds(tx: DbOrTx, orgId: string, roles?: readonly MemberRole[]): Promise<string[]> {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.orgId, orgId),
        eq(memberships.active, true),
        ...(roles ? [inArray(memberships.role, [...roles])] : []),
      ),
    );
  return [...new Set(rows.map((r) => r.userId))];
}

/** Who at a hauler acts on a caçamba's deadline: its admins and dispatchers. */
export const DISPATCH_ROLES: readonly MemberRole[] = ["admin", "dispatcher"];

/** The municipality's time zone (quiet hours and the dates in a message are on its wall clock). */
export function timeZoneOf(municipalityId: string): string {
  return resolveMunicipality(municipalityId)?.timeZone ?? "America/Sao_Paulo";
}
