import { sql } from "drizzle-orm";
import {
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LINE_KINDS } from "@/domain/invoicing/lines";
import { INVOICE_STATUSES } from "@/domain/invoicing/status";
import { orgs, users } from "./orgs";

export const invoiceStatus = pgEnum("invoice_status", INVOICE_STATUSES);
export const invoiceKind = pgEnum("invoice_kind", ["order", "monthly"]);
export const invoiceLineKind = pgEnum("invoice_line_kind", LINE_KINDS);
export const paymentMethod = pgEnum("payment_method", ["cash", "ted", "pix", "card", "boleto", "stripe_pix"]);

/** A fatura from a hauler (`org_id`) to one of its clients: per order, or monthly. Money in centavos. */
export const invoices = pgTable(
  "invoices",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    /** Per hauler, gapless (counter `invoice`): "Fatura nº 12". */
    number: integer("number").notNull(),
    clientOrgId: uuid("client_org_id")
      .notNull()
      .references(() => orgs.id),
    kind: invoiceKind("kind").notNull(),
    periodFrom: date("period_from", { mode: "string" }),
    periodUntil: date("period_until", { mode: "string" }),
    status: invoiceStatus("status").notNull().default("draft"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    paidCents: integer("paid_cents").notNull().default(0),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    notes: text("notes"),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    /** Money given back through Stripe refunds (already taken off `paid_cents`). */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Why the last online payment failed, in pt-BR; cleared when a payment succeeds. */
    paymentFailure: text("payment_failure"),
    paymentFailedAt: timestamp("payment_failed_at", { withTimezone: true }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("invoices_number_idx").on(t.orgId, t.number),
    index("invoices_org_status_idx").on(t.orgId, t.status, t.dueDate),
    index("invoices_client_idx").on(t.clientOrgId, t.createdAt),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    orgId: uuid("org_id").notNull(),
    invoiceId: uuid("invoice_id").notNull(),
    position: integer("position").notNull(),
    orderId: uuid("order_id"),
    kind: invoiceLineKind("kind").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 10, scale: 3, mode: "number" }).notNull(),
    unitCents: integer("unit_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.invoiceId, t.position] }),
    foreignKey({ columns: [t.orgId, t.invoiceId], foreignColumns: [invoices.orgId, invoices.id] }),
  ],
);

/** An order is on at most one invoice that is not cancelled: cancelling frees it to be invoiced again. */
export const invoiceOrders = pgTable(
  "invoice_orders",
  {
    orgId: uuid("org_id").notNull(),
    orderId: uuid("order_id").notNull(),
    invoiceId: uuid("invoice_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.orderId] }),
    foreignKey({ columns: [t.orgId, t.invoiceId], foreignColumns: [invoices.orgId, invoices.id] }),
  ],
);

/** Money received against an invoice: outside the platform (cash, TED, Pix) or through Stripe. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    orgId: uuid("org_id").notNull(),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    invoiceId: uuid("invoice_id").notNull(),
    method: paymentMethod("method").notNull(),
    amountCents: integer("amount_cents").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    note: text("note"),
    /** The Stripe payment (on the hauler's connected account) this came from: once per payment. */
    stripePaymentId: text("stripe_payment_id"),
    /** The connected account the Stripe payment is on (refunds are made there). */
    stripeAccountId: text("stripe_account_id"),
    /** Of this payment, what Stripe refunds gave back. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({ columns: [t.orgId, t.invoiceId], foreignColumns: [invoices.orgId, invoices.id] }),
    uniqueIndex("invoice_payments_stripe_idx").on(t.stripePaymentId),
  ],
);

export const invoiceReminderKind = pgEnum("invoice_reminder_kind", ["before_due", "overdue"]);

/** Collection reminders sent, one per invoice and kind: written with the e-mails, so each goes once. */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    orgId: uuid("org_id").notNull(),
    invoiceId: uuid("invoice_id").notNull(),
    kind: invoiceReminderKind("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.invoiceId, t.kind] }),
    foreignKey({ columns: [t.orgId, t.invoiceId], foreignColumns: [invoices.orgId, invoices.id] }),
  ],
);

/** A Stripe refund of an invoice payment, once per refund id (from the admin's request or `charge.refunded`). */
export const invoiceRefunds = pgTable(
  "invoice_refunds",
  {
    orgId: uuid("org_id").notNull(),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    invoiceId: uuid("invoice_id").notNull(),
    paymentId: uuid("payment_id").notNull(),
    stripeRefundId: text("stripe_refund_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason"),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({ columns: [t.orgId, t.invoiceId], foreignColumns: [invoices.orgId, invoices.id] }),
    foreignKey({
      columns: [t.orgId, t.paymentId],
      foreignColumns: [invoicePayments.orgId, invoicePayments.id],
    }),
    uniqueIndex("invoice_refunds_stripe_idx").on(t.stripeRefundId),
  ],
);
