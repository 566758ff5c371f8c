import type { AuditAction } from "@/domain/audit/actions";
import type { AuditEntity } from "@/domain/audit/entities";
import type { DbOrTx } from "@/server/db/client";
import { auditEvents } from "@/server/db/schema";

export interface AuditEvent {
  /** Null for an account action that belongs to no org. */
  orgId: string | null;
  actorUserId: string | null;
  /** Only events with pt-BR words in `AUDIT_ACTION_LABEL`. */
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Call inside the change's transaction: if the audit write fails, the change rolls back. */
export async function writeAudit(tx: DbOrTx, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values({
    orgId: event.orgId,
    actorUserId: event.actorUserId,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}
