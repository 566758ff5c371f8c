import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Platform table (no tenant): one row per slot a rate-limited request took (sign-up, password reset,
 * failed sign-in), per what it is limited on (`ip:…`, `email:…`); see `services/throttle.ts`.
 */
export const requestThrottle = pgTable(
  "request_throttle",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    action: text("action").notNull(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("request_throttle_action_key_at_idx").on(t.action, t.key, t.at)],
);
