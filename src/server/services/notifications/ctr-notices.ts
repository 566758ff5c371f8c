import { formatDateTime } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import type { DbOrTx } from "@/server/db/client";
import type { ctrs } from "@/server/db/schema";
import { notify } from "./notify";
import { memberIds, timeZoneOf } from "./recipients";
import { renderTemplate } from "./templates";

/**
 * The receiver confirmed the load: the generator's people (when the generator is on the platform)
 * get the CTR's number, the works, when and where it was received, and where its receipt is.
 */
export async function notifyCtrReceived(tx: DbOrTx, ctr: typeof ctrs.$inferSelect, now: Date) {
  if (!ctr.generatorOrgId) return 0;
  const tz = timeZoneOf(ctr.originMunicipalityId);
  const rendered = renderTemplate("ctr_received", [
    ctr.number,
    ctr.originAddress,
    formatDateTime(ctr.receivedAt ?? now, tz),
    ctr.receiverName,
    appUrl("/documentos"),
  ]);
  return notify(tx, {
    event: "ctr_received",
    subject: ctr.id,
    userIds: await memberIds(tx, ctr.generatorOrgId),
    orgId: ctr.orgId,
    timeZone: tz,
    now,
    render: () => rendered,
  });
}
