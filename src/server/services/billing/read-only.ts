import { formatDate } from "@/lib/format";
import type { DbOrTx } from "@/server/db/client";
import { DomainError } from "@/server/errors";
import { loadBillingState } from "./state";

/**
 * Refuses a change by a hauler whose subscription is past_due beyond the grace period. Reads are
 * never blocked; procedures declared with `allowWhenReadOnly` (paying, a CTR already in transit, a
 * receiver's confirmation) skip this check.
 */
export async function assertNotReadOnly(db: DbOrTx, orgId: string, now = new Date()): Promise<void> {
  const state = await loadBillingState(db, orgId, now);
  if (!state.readOnly || !state.readOnlyFrom) return;
  const since = state.subscription?.pastDueSince;
  throw new DomainError(
    "FORBIDDEN",
    `O pagamento da assinatura está em atraso${since ? ` desde ${formatDate(since)}` : ""} e a empresa está em modo somente leitura desde ${formatDate(state.readOnlyFrom)}: ` +
      "você pode consultar tudo, mas não pode fazer alterações. Um administrador pode regularizar o pagamento em Assinatura (menu); " +
      "assim que a fatura for paga, as alterações voltam a funcionar. CTRs já em trânsito e confirmações de recebimento continuam funcionando.",
  );
}
