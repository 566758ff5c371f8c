import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea } from "./bulletins";
import { orgs } from "./orgs";

/**
 * A citizen's report about a caçamba, sent from its public page `/c/<code>`. Owned by the hauler
 * of the caçamba; `city_org_id` is the city of the municipality where it stands, when one is on the
 * platform, so both see it. The optional photo is kept with the report (the sender has no org).
 */
export const citizenReports = pgTable(
  "citizen_reports",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    cacambaId: uuid("cacamba_id").notNull(),
    cacambaCode: text("cacamba_code").notNull(),
    cacambaNumber: integer("cacamba_number").notNull(),
    municipalityId: text("municipality_id"),
    cityOrgId: uuid("city_org_id").references(() => orgs.id),
    text: text("text").notNull(),
    contact: text("contact"),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    photo: bytea("photo"),
    photoType: text("photo_type"),
    /** Whether the hauler's admins and dispatchers, and the city's auditors, were e-mailed about it. */
    haulerEmailed: boolean("hauler_emailed").notNull().default(false),
    cityEmailed: boolean("city_emailed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index("citizen_reports_org_idx").on(t.orgId, t.createdAt),
    index("citizen_reports_city_idx").on(t.cityOrgId, t.createdAt),
  ],
);
