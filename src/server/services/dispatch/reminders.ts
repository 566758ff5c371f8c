import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import { formatDateTime } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import type { Db, DbOrTx } from "@/server/db/client";
import { memberships, placementReminders, placements, sites, users } from "@/server/db/schema";
import { enqueueEmail } from "@/server/mail/outbox";
import type { OrgScope } from "@/server/services/context";

const HOUR_MS = 3_600_000;
/** The "before" reminder goes out this long before the deadline. */
export const REMINDER_LEAD_MS = 24 * HOUR_MS;

/** Plans the before-deadline and overdue reminders for a placement's current deadline (idempotent). */
export async function scheduleReminders(tx: DbOrTx, orgId: string, placementId: string, deadline: Date) {
  await tx
    .insert(placementReminders)
    .values([
      {
        orgId,
        placementId,
        kind: "before_deadline",
        dueAt: new Date(deadline.getTime() - REMINDER_LEAD_MS),
        deadline,
      },
      { orgId, placementId, kind: "overdue", dueAt: deadline, deadline },
    ])
    .onConflictDoNothing();
}

/**
 * Where each recipient sees the placement: the hauler's staff on its placements list, the client on its
 * own caçambas page, at that placement's card (`/colocacoes` is the hauler's and refuses a client).
 */
export function reminderLink(audience: "hauler" | "client", placementId: string): string {
  return appUrl(audience === "hauler" ? "/colocacoes" : `/minhas-cacambas#colocacao-${placementId}`);
}

function reminderEmail(
  kind: "before_deadline" | "overdue",
  p: {
    siteName: string;
    siteAddress: string;
    deadline: Date;
    article: string | null;
    municipalityId: string;
  },
  link: string,
) {
  const tz = resolveMunicipality(p.municipalityId)?.timeZone;
  const when = formatDateTime(p.deadline, tz);
  const article = p.article ? ` (${p.article})` : "";
  return kind === "overdue"
    ? {
        template: "placement_overdue",
        subject: `Caçamba vencida: ${p.siteName}`,
        text: `O prazo de permanência da caçamba em ${p.siteAddress} venceu em ${when}${article}. Retire-a agora para evitar multa.\n${link}\n\n— Caçamba Certa`,
      }
    : {
        template: "placement_due_soon",
        subject: `Caçamba vence em breve: ${p.siteName}`,
        text: `A caçamba em ${p.siteAddress} deve ser retirada até ${when}${article}. Agende a retirada ou a troca.\n${link}\n\n— Caçamba Certa`,
      };
}

/**
 * One pass of the reminder worker: claims due reminders with FOR UPDATE SKIP LOCKED (so several
 * workers never send one twice), writes the e-mails to the outbox for the hauler's admins and
 * dispatchers and the generator's members, and marks them sent — all in one transaction.
 * Reminders for a placement already removed, or whose deadline moved, are closed without e-mail.
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
      const [p] = await tx
        .select({
          status: placements.status,
          deadline: placements.deadline,
          article: placements.deadlineArticle,
          municipalityId: placements.municipalityId,
          generatorOrgId: placements.generatorOrgId,
          siteName: sites.name,
          siteAddress: sites.address,
        })
        .from(placements)
        .innerJoin(sites, and(eq(sites.orgId, placements.generatorOrgId), eq(sites.id, placements.siteId)))
        .where(and(eq(placements.orgId, r.orgId), eq(placements.id, r.placementId)));
      const current = p && p.status === "placed" && p.deadline?.getTime() === r.deadline.getTime();
      if (p && current && p.deadline) {
        const recipients = await tx
          .select({ email: users.email, orgId: memberships.orgId })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(
            and(
              eq(memberships.active, true),
              sql`((${memberships.orgId} = ${r.orgId} and ${inArray(memberships.role, ["admin", "dispatcher"])}) or ${memberships.orgId} = ${p.generatorOrgId})`,
            ),
          );
        const staff = new Set(recipients.filter((x) => x.orgId === r.orgId).map((x) => x.email));
        const clients = new Set(recipients.map((x) => x.email).filter((e) => !staff.has(e)));
        const facts = { ...p, deadline: p.deadline };
        for (const [to, audience] of [
          ...[...staff].map((e) => [e, "hauler"] as const),
          ...[...clients].map((e) => [e, "client"] as const),
        ])
          await enqueueEmail(
            tx,
            to,
            reminderEmail(r.kind, facts, reminderLink(audience, r.placementId)),
            r.orgId,
          );
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
