import { and, eq, gte, isNotNull, lte } from "drizzle-orm";
import { CERTIFICATE_WARNING_DAYS, daysUntil } from "@/domain/nfse/status";
import { daysLeft } from "@/domain/plural";
import { formatTaxId } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import type { Db } from "@/server/db/client";
import { nfseSettings, orgs } from "@/server/db/schema";
import { notify } from "@/server/services/notifications/notify";
import { memberIds } from "@/server/services/notifications/recipients";
import { renderTemplate } from "@/server/services/notifications/templates";

/**
 * Warns each hauler's admins 30 and then 7 days before its A1 certificate expires, once per step
 * and certificate (notify's key: org, expiry and step; a new certificate starts over).
 */
export async function sendCertificateWarnings(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ending = await tx
      .select({
        orgId: nfseSettings.orgId,
        notAfter: nfseSettings.certNotAfter,
        cnpj: nfseSettings.certCnpj,
        name: orgs.legalName,
      })
      .from(nfseSettings)
      .innerJoin(orgs, eq(orgs.id, nfseSettings.orgId))
      .where(
        and(
          isNotNull(nfseSettings.certNotAfter),
          gte(nfseSettings.certNotAfter, now),
          lte(
            nfseSettings.certNotAfter,
            new Date(now.getTime() + (CERTIFICATE_WARNING_DAYS[0] + 1) * 86_400_000),
          ),
        ),
      );
    let sent = 0;
    for (const c of ending) {
      if (!c.notAfter) continue;
      const left = daysUntil(c.notAfter, now);
      const step = [...CERTIFICATE_WARNING_DAYS].reverse().find((d) => left <= d);
      if (step === undefined) continue;
      const rendered = renderTemplate("nfse_certificate_expiring", [
        c.name,
        formatTaxId(c.cnpj ?? ""),
        c.notAfter.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" }),
        daysLeft(left),
        appUrl("/nfse"),
      ]);
      sent += await notify(tx, {
        event: "nfse_certificate_expiring",
        subject: `${c.orgId}:${c.notAfter.toISOString()}:${step}`,
        userIds: await memberIds(tx, c.orgId, ["admin"]),
        orgId: c.orgId,
        timeZone: "America/Sao_Paulo",
        now,
        render: () => rendered,
      });
    }
    return sent;
  });
}
