import { shareOf } from "./money";

/**
 * The platform's application fee on a payment of `amountCents`: a share in basis points (rounded once,
 * by `shareOf`) plus fixed centavos, never the whole payment (Stripe requires the fee below the amount).
 */
export function applicationFeeCents(
  amountCents: number,
  fee: { basisPoints: number; fixedCents: number },
): number {
  const total = shareOf(amountCents, fee.basisPoints) + fee.fixedCents;
  return Math.max(0, Math.min(total, amountCents - 1));
}
