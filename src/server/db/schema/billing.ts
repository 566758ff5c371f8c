import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orgs, users } from "./orgs";

/**
 * Hauler plans by fleet size, prices in BRL centavos. Seeded by migration 0004; the Stripe price
 * ids are deployment settings (`STRIPE_PRICE_<PLAN>_<INTERVAL>`), not rows, since test and live
 * mode have different ids.
 */
export const billingPlans = pgTable("billing_plans", {
  /** `ate-20`, `ate-100`, `ilimitado`. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Most caçambas the hauler may register; null = unlimited. */
  maxCacambas: integer("max_cacambas"),
  monthlyCents: integer("monthly_cents").notNull(),
  yearlyCents: integer("yearly_cents").notNull(),
  position: integer("position").notNull(),
  active: boolean("active").notNull().default(true),
});

export const billingInterval = pgEnum("billing_interval", ["month", "year"]);

/** Stripe's statuses folded into ours: `unpaid` counts as `past_due`; `incomplete` = checkout not finished. */
export const subscriptionStatus = pgEnum("subscription_status", [
  "incomplete",
  "trialing",
  "active",
  "past_due",
  "canceled",
]);

/** One per hauler org: its Stripe customer and, once checkout completes, its subscription. */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    stripeSubscriptionId: text("stripe_subscription_id"),
    planId: text("plan_id").references(() => billingPlans.id),
    interval: billingInterval("interval"),
    status: subscriptionStatus("status").notNull().default("incomplete"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    /** When the subscription first became past_due; the read-only grace period counts from here. */
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** `created` of the last Stripe event applied: older events arriving late change nothing. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId] }),
    uniqueIndex("billing_subscriptions_customer_idx").on(t.stripeCustomerId),
    uniqueIndex("billing_subscriptions_subscription_idx").on(t.stripeSubscriptionId),
  ],
);

/** Every Stripe webhook event applied, stored in the same transaction as its effect: each id once. */
export const stripeWebhookEvents = pgTable(
  "stripe_webhook_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** The hauler org the event touched, when one was found. */
    orgId: uuid("org_id").references(() => orgs.id),
    processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stripe_webhook_events_org_idx").on(t.orgId, t.processedAt)],
);

export const paymentLinkStatus = pgEnum("payment_link_status", ["open", "paid", "canceled"]);

/** A Stripe payment link a hauler sends a generator to charge one rental (order). */
export const paymentLinks = pgTable(
  "payment_links",
  {
    /** The hauler that charges. */
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    /** The rental order (dispatch); no foreign key so billing does not depend on the orders table. */
    orderId: uuid("order_id"),
    /** The generator org that pays and sees the link in its portal. */
    clientOrgId: uuid("client_org_id").references(() => orgs.id),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    stripePaymentLinkId: text("stripe_payment_link_id").notNull(),
    url: text("url").notNull(),
    status: paymentLinkStatus("status").notNull().default("open"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index("payment_links_org_order_idx").on(t.orgId, t.orderId),
    index("payment_links_client_idx").on(t.clientOrgId, t.createdAt),
    uniqueIndex("payment_links_stripe_idx").on(t.stripePaymentLinkId),
  ],
);
