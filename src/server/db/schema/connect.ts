import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orgs } from "./orgs";

/**
 * A hauler's own Stripe account (Connect, type standard): invoice payments are direct charges on it,
 * with the platform's application fee. Its state is Stripe's, refreshed from `account.updated`.
 */
export const connectAccounts = pgTable(
  "connect_accounts",
  {
    orgId: uuid("org_id")
      .primaryKey()
      .references(() => orgs.id),
    stripeAccountId: text("stripe_account_id").notNull(),
    chargesEnabled: boolean("charges_enabled").notNull().default(false),
    payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
    detailsSubmitted: boolean("details_submitted").notNull().default(false),
    /** Stripe's `requirements.disabled_reason`, when it has one. */
    disabledReason: text("disabled_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("connect_accounts_stripe_idx").on(t.stripeAccountId)],
);
