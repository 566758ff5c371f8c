import { count, eq } from "drizzle-orm";
import { formatDate } from "@/lib/format";
import type { DbOrTx } from "@/server/db/client";
import { toCount } from "@/server/db/client";
import { billingPlans, cacambas } from "@/server/db/schema";
import { DomainError } from "@/server/errors";
import { assertNotReadOnly } from "./read-only";
import { loadBillingState } from "./state";

export type LimitedResource = "cacambas";

const UPGRADE_HINT =
  "Um administrador da empresa pode mudar de plano em Assinatura (menu), pagando com cartão ou boleto.";

/** The smallest active plan that fits `needed` caçambas, to name it in the refusal. */
async function planThatFits(tx: DbOrTx, needed: number) {
  const plans = await tx
    .select()
    .from(billingPlans)
    .where(eq(billingPlans.active, true))
    .orderBy(billingPlans.position);
  return plans.find((p) => p.maxCacambas === null || p.maxCacambas >= needed) ?? null;
}

/**
 * Refuses to add `adding` caçambas beyond what the hauler's plan allows, with a pt-BR message that
 * says how to upgrade. Call it inside the transaction that inserts them, after the caçamba counter
 * row is locked (so concurrent inserts of one org are counted one after the other). A hauler in
 * read-only mode (past_due beyond the grace period) may not add any: this also covers the CSV
 * import, which reaches the service through a read grant rather than a tRPC mutation.
 */
export async function assertWithinPlan(
  tx: DbOrTx,
  haulerOrgId: string,
  _resource: LimitedResource,
  adding: number,
  now = new Date(),
): Promise<void> {
  await assertNotReadOnly(tx, haulerOrgId, now);
  const state = await loadBillingState(tx, haulerOrgId, now);
  if (state.basis === "legacy") return;
  if (!state.plan) {
    const why =
      state.subscription?.status === "canceled"
        ? "Sua assinatura foi cancelada"
        : state.trialEndsAt
          ? `Seu período de avaliação terminou em ${formatDate(state.trialEndsAt)}`
          : "Sua empresa ainda não tem um plano";
    throw new DomainError(
      "FORBIDDEN",
      `${why}: para cadastrar novas caçambas, assine um plano. ${UPGRADE_HINT} As caçambas já cadastradas continuam disponíveis.`,
    );
  }
  const max = state.plan.maxCacambas;
  if (max === null) return;
  const [row] = await tx.select({ n: count() }).from(cacambas).where(eq(cacambas.orgId, haulerOrgId));
  const current = toCount(row?.n);
  if (current + adding <= max) return;
  const fits = await planThatFits(tx, current + adding);
  const plural = (n: number) => (n === 1 ? "1 caçamba" : `${n.toLocaleString("pt-BR")} caçambas`);
  const where =
    state.basis === "trial" ? "O período de avaliação permite" : `O plano "${state.plan.name}" permite`;
  throw new DomainError(
    "FORBIDDEN",
    `${where} até ${plural(max)} e sua frota já tem ${plural(current)}: não cabe${adding === 1 ? "" : "m"} mais ${plural(adding)}. ` +
      `${fits ? `Mude para o plano "${fits.name}" para continuar. ` : ""}${UPGRADE_HINT}`,
  );
}
