import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./orgs";

/**
 * Platform table (no tenant): sessions ended by signing out. A session is the `sid` claim its JWT
 * carries from sign-in on (Auth.js renews `jti` at each re-encoding, so `jti` would not do); the row
 * is kept until every copy of that cookie has expired, then pruned.
 */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    sessionId: uuid("session_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("revoked_sessions_expires_at_idx").on(t.expiresAt)],
);
