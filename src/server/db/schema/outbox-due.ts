import { timestamp } from "drizzle-orm/pg-core";

/**
 * When an outbox row is next due. An insert without it is stamped with the process's clock, the one the
 * dispatchers claim with: PostgreSQL's now() (still the SQL default, for inserts in SQL) carries
 * microseconds a `Date` does not, so a row claimed right after it was written was often not yet due.
 */
export const nextAttemptAtColumn = () =>
  timestamp("next_attempt_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date());
