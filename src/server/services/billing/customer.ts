import { eq } from "drizzle-orm";
import { stripeClient } from "@/server/billing/stripe-client";
import type { Db } from "@/server/db/client";
import { billingSubscriptions, orgs, users } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

/**
 * The hauler's Stripe customer id, created on first use. The idempotency key makes two concurrent
 * first checkouts of one org get the same customer from Stripe.
 */
export async function ensureCustomer(scope: OrgScope): Promise<string> {
  const db: Db = scope.db;
  const [existing] = await db
    .select({ customerId: billingSubscriptions.stripeCustomerId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.orgId, scope.orgId));
  if (existing) return existing.customerId;
  const [org] = await db
    .select({ legalName: orgs.legalName, taxId: orgs.taxId })
    .from(orgs)
    .where(eq(orgs.id, scope.orgId));
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, scope.userId));
  if (!org || !user) throw notFound("Empresa");
  const customer = await stripeClient().customers.create(
    {
      name: org.legalName,
      email: user.email,
      preferred_locales: ["pt-BR"],
      metadata: { org_id: scope.orgId, tax_id: org.taxId },
    },
    { idempotencyKey: `cacamba-certa-customer-${scope.orgId}` },
  );
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingSubscriptions)
      .values({ orgId: scope.orgId, stripeCustomerId: customer.id })
      .onConflictDoNothing()
      .returning({ customerId: billingSubscriptions.stripeCustomerId });
    if (inserted[0]) {
      await writeAudit(tx, {
        orgId: scope.orgId,
        actorUserId: scope.userId,
        action: "billing.customer_created",
        entity: "billing_subscription",
        entityId: scope.orgId,
        after: { stripeCustomerId: customer.id },
      });
      return customer.id;
    }
    const [row] = await tx
      .select({ customerId: billingSubscriptions.stripeCustomerId })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.orgId, scope.orgId));
    if (!row) throw new Error("billing row vanished");
    return row.customerId;
  });
}
