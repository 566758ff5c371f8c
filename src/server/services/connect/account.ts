import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { appUrl } from "@/server/app-url";
import { stripeSettings } from "@/server/billing/config";
import { stripeClient } from "@/server/billing/stripe-client";
import type { DbOrTx } from "@/server/db/client";
import { connectAccounts, orgs } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

type Row = typeof connectAccounts.$inferSelect;

/** Where Stripe sends the admin back: `return_url` when onboarding ends, `refresh_url` when the link expired. */
export const CONNECT_RETURN_PATH = "/assinatura?connect=retorno";
export const CONNECT_REFRESH_PATH = "/assinatura?connect=renovar";

export async function connectAccountOf(db: DbOrTx, orgId: string): Promise<Row | null> {
  const [row] = await db.select().from(connectAccounts).where(eq(connectAccounts.orgId, orgId));
  return row ?? null;
}

/** The state shown on the settings screen; `configured` is false when this installation has no Stripe keys. */
export async function connectStatus(scope: OrgScope) {
  const row = await connectAccountOf(scope.db, scope.orgId);
  return {
    configured: stripeSettings() !== null,
    accountId: row?.stripeAccountId ?? null,
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    disabledReason: row?.disabledReason ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * The hauler's connected account, created once (type standard, country BR): the hauler owns its
 * Stripe account and dashboard, is the merchant of record and bears Stripe's fees, refunds and
 * disputes; the platform takes only its application fee. The idempotency key makes two clicks at
 * once create one account.
 */
async function ensureAccount(scope: OrgScope): Promise<string> {
  const existing = await connectAccountOf(scope.db, scope.orgId);
  if (existing) return existing.stripeAccountId;
  const [org] = await scope.db
    .select({ legalName: orgs.legalName })
    .from(orgs)
    .where(eq(orgs.id, scope.orgId));
  if (!org) throw notFound("Empresa");
  const account = await stripeClient().accounts.create(
    {
      type: "standard",
      country: "BR",
      default_currency: "brl",
      business_profile: { name: org.legalName },
      metadata: { org_id: scope.orgId },
    },
    { idempotencyKey: `cacamba-certa-connect-account-${scope.orgId}` },
  );
  await scope.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(connectAccounts)
      .values({ orgId: scope.orgId, stripeAccountId: account.id, ...flagsOf(account) })
      .onConflictDoNothing()
      .returning({ orgId: connectAccounts.orgId });
    if (inserted)
      await writeAudit(tx, {
        orgId: scope.orgId,
        actorUserId: scope.userId,
        action: "connect.account_created",
        entity: "connect_account",
        entityId: account.id,
        after: { stripeAccountId: account.id, ...flagsOf(account) },
      });
  });
  return (await connectAccountOf(scope.db, scope.orgId))?.stripeAccountId ?? account.id;
}

/** Creates the account when needed and an Account Link to Stripe's hosted onboarding (single use, expires in minutes). */
export async function startOnboarding(scope: OrgScope): Promise<{ url: string }> {
  const account = await ensureAccount(scope);
  const link = await stripeClient().accountLinks.create({
    account,
    type: "account_onboarding",
    refresh_url: appUrl(CONNECT_REFRESH_PATH),
    return_url: appUrl(CONNECT_RETURN_PATH),
  });
  return { url: link.url };
}

const flagsOf = (a: Stripe.Account) => ({
  chargesEnabled: a.charges_enabled ?? false,
  payoutsEnabled: a.payouts_enabled ?? false,
  detailsSubmitted: a.details_submitted ?? false,
  disabledReason: a.requirements?.disabled_reason ?? null,
});

/** Makes our row match the account as Stripe has it (from `account.updated`, or a refresh), auditing a change. */
export async function syncAccount(tx: DbOrTx, account: Stripe.Account): Promise<string | null> {
  const [before] = await tx
    .select()
    .from(connectAccounts)
    .where(eq(connectAccounts.stripeAccountId, account.id))
    .for("update");
  if (!before) return null;
  const after = flagsOf(account);
  const changed = (Object.keys(after) as (keyof typeof after)[]).some((k) => before[k] !== after[k]);
  if (!changed) return before.orgId;
  await tx
    .update(connectAccounts)
    .set({ ...after, updatedAt: new Date() })
    .where(eq(connectAccounts.orgId, before.orgId));
  await writeAudit(tx, {
    orgId: before.orgId,
    actorUserId: null,
    action: "connect.account_updated",
    entity: "connect_account",
    entityId: account.id,
    before: {
      chargesEnabled: before.chargesEnabled,
      payoutsEnabled: before.payoutsEnabled,
      detailsSubmitted: before.detailsSubmitted,
    },
    after,
  });
  return before.orgId;
}

/** Re-reads the account from Stripe (the admin's "Atualizar situação" after coming back from onboarding). */
export async function refreshAccount(scope: OrgScope) {
  const row = await connectAccountOf(scope.db, scope.orgId);
  if (row) {
    const account = await stripeClient().accounts.retrieve(row.stripeAccountId);
    await scope.db.transaction((tx) => syncAccount(tx, account));
  }
  return connectStatus(scope);
}
