import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orgs } from "./orgs";
import { nextAttemptAtColumn } from "./outbox-due";

export const emailStatus = pgEnum("email_status", ["pending", "sent", "failed"]);

/** Every e-mail is written here first (in the caller's transaction) and sent from here, so none is lost. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid("org_id").references(() => orgs.id),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    template: text("template").notNull(),
    status: emailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: nextAttemptAtColumn(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt), index("email_outbox_to_idx").on(t.to)],
);
