import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { messageChannel } from "./message-outbox";
import { users } from "./orgs";

/** A person's phone and quiet hours (minutes after local midnight, in the municipality's time zone). */
export const notificationProfiles = pgTable("notification_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  /** Mobile in E.164 digits without "+", e.g. 5532987654321. */
  mobilePhone: text("mobile_phone"),
  quietFrom: integer("quiet_from")
    .notNull()
    .default(21 * 60),
  quietUntil: integer("quiet_until")
    .notNull()
    .default(8 * 60),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The person's consent to be written to on WhatsApp or SMS (LGPD; WhatsApp's Business policy asks
 * for an opt-in before any template message): when, how, to which number; opted out stops the sends.
 */
export const channelConsents = pgTable(
  "channel_consents",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    channel: messageChannel("channel").notNull(),
    phone: text("phone").notNull(),
    optedInAt: timestamp("opted_in_at", { withTimezone: true }).notNull(),
    /** How the consent was given, in pt-BR (e.g. "caixa marcada em Minha conta"). */
    optedInVia: text("opted_in_via").notNull(),
    optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);

/** Channels a person chose for one event (`NotificationEvent`); no row means the default (e-mail). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    event: text("event").notNull(),
    channels: jsonb("channels").$type<("email" | "whatsapp" | "sms")[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);

/**
 * One row per event, subject, person and channel ever notified: the dedupe key, so an event is
 * enqueued once however many workers or retries see it (the outbox then sends it once).
 */
export const notificationsSent = pgTable("notifications_sent", {
  dedupeKey: text("dedupe_key").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
