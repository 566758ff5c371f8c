import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orgs, users } from "./orgs";
import { nextAttemptAtColumn } from "./outbox-due";

export const messageChannel = pgEnum("message_channel", ["whatsapp", "sms"]);
export const messageStatus = pgEnum("message_status", ["pending", "sent", "failed"]);
/** What the provider says happened after it took the message (WhatsApp status webhooks). */
export const messageDelivery = pgEnum("message_delivery", ["sent", "delivered", "read", "failed"]);

/**
 * Every WhatsApp and SMS message is written here first (in the caller's transaction) and sent from
 * here by the dispatcher, as e-mails are from `email_outbox`.
 */
export const messageOutbox = pgTable(
  "message_outbox",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid("org_id").references(() => orgs.id),
    /** The person it is for, when it is for a user of the platform. */
    userId: uuid("user_id").references(() => users.id),
    channel: messageChannel("channel").notNull(),
    /** Phone number in E.164 digits without "+", e.g. 5511987654321. */
    to: text("to").notNull(),
    /** The approved WhatsApp template name (also names the SMS text). */
    template: text("template").notNull(),
    language: text("language").notNull().default("pt_BR"),
    /** The template's body parameters, in order ({{1}}, {{2}} …). */
    params: jsonb("params").$type<string[]>().notNull(),
    /** The whole message in pt-BR: the SMS body, and what the WhatsApp template reads with its parameters. */
    text: text("text").notNull(),
    /** One message per event, subject and recipient: a second enqueue with the same key is ignored. */
    dedupeKey: text("dedupe_key"),
    status: messageStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: nextAttemptAtColumn(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The provider's id (WhatsApp `wamid.…`), to match its status webhooks. */
    providerMessageId: text("provider_message_id"),
    delivery: messageDelivery("delivery"),
    deliveryAt: timestamp("delivery_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("message_outbox_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("message_outbox_dedupe_idx").on(t.dedupeKey),
    uniqueIndex("message_outbox_provider_idx").on(t.providerMessageId),
    index("message_outbox_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * A status webhook that came before its message's id was written (the provider may answer the webhook
 * sooner than the sender records the send): kept here, the furthest status per id, and applied when the
 * dispatcher writes the id (messages/webhook.ts). Ids never written (another system on the same number)
 * are dropped after a week.
 */
export const messageEarlyStatuses = pgTable("message_early_statuses", {
  providerMessageId: text("provider_message_id").primaryKey(),
  delivery: messageDelivery("delivery").notNull(),
  deliveryAt: timestamp("delivery_at", { withTimezone: true }).notNull(),
  lastError: text("last_error"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
