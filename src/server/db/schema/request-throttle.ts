import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Platform table (no tenant): one row per public request that is rate limited (sign-up, password
 * reset), by what it is limited on (`ip:…`, `email:…`).
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
