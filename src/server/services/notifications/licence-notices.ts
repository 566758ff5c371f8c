import { and, gte, lte } from "drizzle-orm";
import { daysBetween, licenceWarningStep } from "@/domain/licensing/warnings";
import { daysLeft } from "@/domain/plural";
import { addDays, localDate } from "@/domain/time/zoned";
import { formatIsoDate } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import type { Db } from "@/server/db/client";
import { licences } from "@/server/db/schema";
import { LICENCE_KIND_LABEL, requirementsFor } from "@/server/services/fleet/licences/requirements";
import { notify } from "./notify";
import { memberIds } from "./recipients";
import { renderTemplate } from "./templates";

/**
 * One pass of the licence warnings: each licence ending within 30 days gets "vence em 30 dias",
 * then 7, then 1, once each, to its org's admins and operators (notify's key: licence, its end date
 * and the step). The key is written in the pass's transaction with the messages, so however many
 * processes run the pass at once, each step goes once; a licence renewed (a new end date) starts over.
 */
export async function sendLicenceWarnings(db: Db, now: Date): Promise<number> {
  const today = localDate(now.getTime(), "America/Sao_Paulo");
  return db.transaction(async (tx) => {
    const ending = await tx
      .select()
      .from(licences)
      .where(and(gte(licences.validUntil, addDays(today, -1)), lte(licences.validUntil, addDays(today, 31))));
    let sent = 0;
    for (const l of ending) {
      const req = requirementsFor(l.municipalityId);
      const tz = req?.timeZone ?? "America/Sao_Paulo";
      const localToday = localDate(now.getTime(), tz);
      const step = licenceWarningStep(localToday, l.validUntil);
      if (step === null) continue;
      const left = daysBetween(localToday, l.validUntil);
      const rendered = renderTemplate("licence_expiring", [
        `${LICENCE_KIND_LABEL[l.kind]} nº ${l.number}`,
        req?.municipalityName ?? l.municipalityId,
        formatIsoDate(l.validUntil),
        daysLeft(left),
        req?.article ?? "exigência do município",
        appUrl("/empresa"),
      ]);
      sent += await notify(tx, {
        event: "licence_expiring",
        subject: `${l.id}:${l.validUntil}:${step}`,
        userIds: await memberIds(tx, l.orgId, ["admin", "operator"]),
        orgId: l.orgId,
        timeZone: tz,
        now,
        render: () => rendered,
      });
    }
    return sent;
  });
}
