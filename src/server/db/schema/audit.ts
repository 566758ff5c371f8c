import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orgs, users } from "./orgs";

/** Append-only: a trigger (migration 0001) refuses UPDATE, DELETE and TRUNCATE. */
export const auditEvents = pgTable(
  "audit_events",
  {
    /** Null for platform events that belong to no org (e.g. a password reset of a user without orgs). */
    orgId: uuid("org_id").references(() => orgs.id),
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    actorUserId: uuid("actor_user_id").references(() => users.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_events_org_at_idx").on(t.orgId, t.at)],
);
