import { date, foreignKey, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PIX_KEY_KINDS } from "@/domain/pix/key";
import { invoicePayments, invoices } from "./invoices";
import { orgs, users } from "./orgs";

/**
 * The hauler's Pix key and the receiver's name and city its BR Codes carry (fields 26-01, 59, 60):
 * every open invoice shows a "Pix copia e cola" for its balance from these.
 */
export const haulerPixSettings = pgTable("hauler_pix_settings", {
  orgId: uuid("org_id")
    .primaryKey()
    .references(() => orgs.id),
  keyKind: text("key_kind", { enum: PIX_KEY_KINDS }).notNull(),
  /** Normalized as the DICT holds it: digits, lower-case e-mail or EVP, `+55…` phone. */
  key: text("key").notNull(),
  /** As typed (accents kept); the BR Code strips them and cuts to 25. */
  receiverName: text("receiver_name").notNull(),
  /** As typed; the BR Code strips accents and cuts to 15. */
  city: text("city").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bank statement credit (OFX) the hauler matched to an invoice: once per account and FITID, so a
 * statement imported again, or a match confirmed twice, records the money once.
 */
export const bankStatementMatches = pgTable(
  "bank_statement_matches",
  {
    orgId: uuid("org_id").notNull(),
    /** `bank/branch/account` as the OFX says (FITIDs are unique within an account). */
    accountKey: text("account_key").notNull(),
    fitid: text("fitid").notNull(),
    invoiceId: uuid("invoice_id").notNull(),
    paymentId: uuid("payment_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    postedOn: date("posted_on", { mode: "string" }).notNull(),
    memo: text("memo").notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.accountKey, t.fitid] }),
    foreignKey({ columns: [t.orgId, t.invoiceId], foreignColumns: [invoices.orgId, invoices.id] }),
    foreignKey({
      columns: [t.orgId, t.paymentId],
      foreignColumns: [invoicePayments.orgId, invoicePayments.id],
    }),
  ],
);
