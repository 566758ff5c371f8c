import { sql } from "drizzle-orm";
import { doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orgs } from "./orgs";

/** A generator's works address, where a caçamba stands. Owned by the generator org. */
export const sites = pgTable(
  "sites",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    address: text("address").notNull(),
    cep: text("cep").notNull(),
    municipalityId: text("municipality_id").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    /** Who receives the caçamba at the site, and their phone (digits): the driver calls from the card. */
    contactName: text("contact_name"),
    contactPhone: text("contact_phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), index("sites_org_idx").on(t.orgId, t.name)],
);
