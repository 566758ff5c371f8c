import { eq } from "drizzle-orm";
import { formatDate } from "@/lib/format";
import type { DbOrTx } from "@/server/db/client";
import { billingSubscriptions } from "@/server/db/schema";
import { DomainError } from "@/server/errors";
import { readOnlyFromOf } from "./state";

/**
 * Refuses a change by a hauler whose subscription is past_due beyond the grace period. Reads are
 * never blocked; procedures declared with `allowWhenReadOnly` (paying, a CTR already in transit, a
 * receiver's confirmation) skip this check.
 */
export async function assertNotReadOnly(db: DbOrTx, orgId: string, now = new Date()): Promise<void> {
  const [sub] = await db
    .select({ status: billingSubscriptions.status, pastDueSince: billingSubscriptions.pastDueSince })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.orgId, orgId));
  refuseWhenReadOnly(sub ?? null, now);
}

/**
 * The same refusal from a subscription already read (null: none): every hauler mutation checks it, on
 * the row read with the caller's membership (`findActiveMember`), without a query of its own.
 */
export function refuseWhenReadOnly(sub: Parameters<typeof readOnlyFromOf>[0], now = new Date()): void {
  const readOnlyFrom = readOnlyFromOf(sub);
  if (!readOnlyFrom || readOnlyFrom.getTime() > now.getTime()) return;
  const since = sub?.pastDueSince;
  throw new DomainError(
    "FORBIDDEN",
    `O pagamento da assinatura está em atraso${since ? ` desde ${formatDate(since)}` : ""} e a empresa está em modo somente leitura desde ${formatDate(readOnlyFrom)}: ` +
      "você pode consultar tudo, mas não pode fazer alterações. Um administrador pode regularizar o pagamento em Assinatura (menu); " +
      "assim que a fatura for paga, as alterações voltam a funcionar. CTRs já em trânsito e confirmações de recebimento continuam funcionando.",
  );
}
