import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { DEADLINE_REMINDER_EVENT, deadlineReminders } from "@/domain/notifications/deadline-reminders";
import { addDays, localDate } from "@/domain/time/zoned";
import type { Db, DbOrTx } from "@/server/db/client";
import { placementReminders, placements, sites } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { notifyDeadline, placementNoticeFacts } from "@/server/services/notifications/placement-notices";
import { timeZoneOf } from "@/server/services/notifications/recipients";

/**
 * Plans the reminders of a placement's current deadline (idempotent): "vence amanhã" at the start of
 * the day before the deadline's, "vence hoje" at the start of its day (local days of the
 * municipality; WhatsApp and SMS then wait for the end of each person's quiet hours, e-mail goes at
 * once), "vencida" at the deadline.
 */
export async function scheduleReminders(
  tx: DbOrTx,
  orgId: string,
  placementId: string,
  deadline: Date,
  municipalityId?: string,
  /** When the term starts (CM art. 47, II: the hazard); no reminder is dated before it. */
  startsAt?: Date,
) {
  const [p] = municipalityId
    ? [{ municipalityId }]
    : await tx
        .select({ municipalityId: placements.municipalityId })
        .from(placements)
        .where(and(eq(placements.orgId, orgId), eq(placements.id, placementId)));
  const tz = timeZoneOf(p?.municipalityId ?? "");
  await tx
    .insert(placementReminders)
    .values(
      deadlineReminders(deadline, tz, startsAt).map(({ kind, dueAt }) => ({
        orgId,
        placementId,
        kind,
        dueAt,
        deadline,
      })),
    )
    .onConflictDoNothing();
}

const EVENT_OF = DEADLINE_REMINDER_EVENT;

/**
 * Whether a due reminder still speaks the truth: the placement is on the street with this deadline,
 * and "amanhã" / "hoje" have not been overtaken (a reminder claimed late says only the latest).
 */
function stillTrue(
  kind: keyof typeof EVENT_OF,
  p: { status: string; deadline: Date | null; municipalityId: string } | null,
  deadline: Date,
  now: Date,
) {
  if (!p || p.status !== "placed" || p.deadline?.getTime() !== deadline.getTime()) return false;
  if (kind === "overdue") return true;
  if (now.getTime() >= deadline.getTime()) return false;
  const tz = timeZoneOf(p.municipalityId);
  const day = localDate(deadline.getTime(), tz);
  const today = localDate(now.getTime(), tz);
  return kind === "due_today" ? today === day : addDays(today, 1) === day;
}

/**
 * One pass of the reminder worker: claims due reminders with FOR UPDATE SKIP LOCKED (so several
 * workers never send one twice), notifies the hauler's admins and dispatchers and the generator's
 * members on the channels each chose (`notify`: e-mail, WhatsApp, SMS, quiet hours), and marks them
 * sent — all in one transaction. Reminders for a placement already removed, whose deadline moved, or
 * overtaken by a later one are closed without a message.
 */
export async function runDueReminders(
  db: Db,
  now: Date,
  limit = 50,
): Promise<{ sent: number; skipped: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(placementReminders)
      .where(and(isNull(placementReminders.sentAt), lte(placementReminders.dueAt, now)))
      .orderBy(asc(placementReminders.dueAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    let sent = 0;
    let skipped = 0;
    for (const r of due) {
      const p = await placementNoticeFacts(tx, r.orgId, r.placementId);
      const current = stillTrue(r.kind, p, r.deadline, now);
      if (p && current) {
        await notifyDeadline(tx, EVENT_OF[r.kind], { ...p, deadline: r.deadline }, now);
        sent++;
      } else skipped++;
      await tx
        .update(placementReminders)
        .set({ sentAt: now, attempts: r.attempts + 1, lastError: current ? null : "superseded" })
        .where(and(eq(placementReminders.orgId, r.orgId), eq(placementReminders.id, r.id)));
    }
    return { sent, skipped };
  });
}

/** Reminders already sent for the caller's placements (shown in the app next to the list). */
export function listSentReminders(scope: OrgScope, limit = 50) {
  return scope.db
    .select({
      id: placementReminders.id,
      placementId: placementReminders.placementId,
      kind: placementReminders.kind,
      deadline: placementReminders.deadline,
      sentAt: placementReminders.sentAt,
      siteName: sites.name,
    })
    .from(placementReminders)
    .innerJoin(
      placements,
      and(eq(placements.orgId, placementReminders.orgId), eq(placements.id, placementReminders.placementId)),
    )
    .innerJoin(sites, and(eq(sites.orgId, placements.generatorOrgId), eq(sites.id, placements.siteId)))
    .where(
      and(
        eq(placementReminders.orgId, scope.orgId),
        sql`${placementReminders.sentAt} is not null`,
        sql`${placementReminders.lastError} is null`,
      ),
    )
    .orderBy(sql`${placementReminders.sentAt} desc`)
    .limit(limit);
}
