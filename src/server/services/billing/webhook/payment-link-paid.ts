import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { DbOrTx } from "@/server/db/client";
import { paymentLinks } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";

/**
 * A Checkout Session of one of our payment links was paid: mark the link paid (once). The link row
 * is read `FOR UPDATE`: of several distinct events for one link applied at once (completed,
 * async_payment_succeeded, retries with new ids), the later ones wait and then see it paid.
 */
export async function markPaymentLinkPaid(tx: DbOrTx, session: Stripe.Checkout.Session, at: Date) {
  const linkId = typeof session.payment_link === "string" ? session.payment_link : session.payment_link?.id;
  if (!linkId || session.payment_status !== "paid") return null;
  const [link] = await tx
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.stripePaymentLinkId, linkId))
    .for("update");
  if (!link || link.status === "paid") return link?.orgId ?? null;
  await tx
    .update(paymentLinks)
    .set({ status: "paid", paidAt: at })
    .where(and(eq(paymentLinks.orgId, link.orgId), eq(paymentLinks.id, link.id)));
  await writeAudit(tx, {
    orgId: link.orgId,
    actorUserId: null,
    action: "payment_link.paid",
    entity: "payment_link",
    entityId: link.id,
    before: { status: link.status },
    after: { status: "paid", amountCents: session.amount_total, checkoutSessionId: session.id },
  });
  return link.orgId;
}
