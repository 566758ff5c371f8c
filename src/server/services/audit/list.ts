import { desc, eq } from "drizzle-orm";
import { auditEvents, users } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";

export function listAuditEvents(scope: OrgScope, limit: number) {
  return scope.db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      actorName: users.name,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(eq(auditEvents.orgId, scope.orgId))
    .orderBy(desc(auditEvents.at))
    .limit(limit);
}
