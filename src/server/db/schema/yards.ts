import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orgs } from "./orgs";

/**
 * A hauler's yard (pátio): where its trucks sleep and load empty caçambas. A truck's day starts and ends
 * at its home yard (`trucks.home_yard_id`), else at the org's default yard (one per org).
 */
export const yards = pgTable(
  "yards",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    address: text("address").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("yards_org_name_idx").on(t.orgId, t.name),
    uniqueIndex("yards_one_default_idx").on(t.orgId).where(sql`${t.isDefault}`),
  ],
);
