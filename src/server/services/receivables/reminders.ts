import { eq, inArray } from "drizzle-orm";
import { addDays, localDate } from "@/domain/time/zoned";
import { formatIsoDate, formatMoneyCents } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import type { Db } from "@/server/db/client";
import { invoiceReminders, invoices, orgs } from "@/server/db/schema";
import { notify } from "@/server/services/notifications/notify";
import { memberIds } from "@/server/services/notifications/recipients";
import { renderTemplate } from "@/server/services/notifications/templates";
import { RECEIVABLES_TIME_ZONE } from "./balances";

/** The "before" reminder goes out this many days before the due date; the "after" one the day after it. */
export const REMIND_DAYS_BEFORE = 3;

/**
 * One pass of the collection reminders: for each open invoice due in the next 3 days, and for each
 * one past its due date, the client's members are notified (`notify`: e-mail, and WhatsApp or SMS
 * where they opted in for "Fatura a vencer e vencida"). The reminder row
 * (unique per invoice and kind) is written in the same transaction as the e-mails: each goes once,
 * whichever process runs the pass.
 */
export async function sendInvoiceReminders(db: Db, now: Date): Promise<number> {
  const today = localDate(now.getTime(), RECEIVABLES_TIME_ZONE);
  return db.transaction(async (tx) => {
    const open = await tx
      .select({
        orgId: invoices.orgId,
        id: invoices.id,
        number: invoices.number,
        clientOrgId: invoices.clientOrgId,
        haulerName: orgs.legalName,
        dueDate: invoices.dueDate,
        totalCents: invoices.totalCents,
        paidCents: invoices.paidCents,
      })
      .from(invoices)
      .innerJoin(orgs, eq(orgs.id, invoices.orgId))
      .where(inArray(invoices.status, ["issued", "overdue"]));
    let sent = 0;
    for (const i of open) {
      const kind =
        i.dueDate < today ? "overdue" : i.dueDate <= addDays(today, REMIND_DAYS_BEFORE) ? "before_due" : null;
      if (!kind) continue;
      const [claimed] = await tx
        .insert(invoiceReminders)
        .values({ orgId: i.orgId, invoiceId: i.id, kind, sentAt: now })
        .onConflictDoNothing()
        .returning({ invoiceId: invoiceReminders.invoiceId });
      if (!claimed) continue;
      const rendered = renderTemplate(kind === "overdue" ? "invoice_overdue" : "invoice_due_soon", [
        String(i.number),
        i.haulerName,
        formatIsoDate(i.dueDate),
        formatMoneyCents(i.totalCents - i.paidCents),
        appUrl("/faturas"),
      ]);
      await notify(tx, {
        event: "invoice_due",
        subject: `${i.id}:${kind}`,
        userIds: await memberIds(tx, i.clientOrgId),
        orgId: i.orgId,
        timeZone: RECEIVABLES_TIME_ZONE,
        now,
        render: () => rendered,
      });
      sent++;
    }
    return sent;
  });
}
