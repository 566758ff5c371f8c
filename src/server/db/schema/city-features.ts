import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orgs } from "./orgs";

/**
 * A mapped thing the placement rules measure from (bus stop, crosswalk, hydrant…), per municipality.
 * `org_id` is who maintains the row: a city org's rows are the municipality's official layer, read by
 * every hauler there; a hauler's rows are its own overlay, read and edited only by it.
 */
export const cityFeatures = pgTable(
  "city_features",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    municipalityId: text("municipality_id").notNull(),
    /** `properties.id` from the loader (`n123`, `gtfs:45`, `manual:…`). */
    sourceId: text("source_id").notNull(),
    kind: text("kind").notNull(),
    geometry: jsonb("geometry").$type<{ type: string; coordinates: unknown }>().notNull(),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull(),
    /** `osm` (© OpenStreetMap contributors, ODbL 1.0), `gtfs`, `manual`. */
    source: text("source").notNull(),
    attribution: text("attribution"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("city_features_source_idx").on(t.orgId, t.municipalityId, t.sourceId),
    index("city_features_municipality_idx").on(t.municipalityId, t.kind),
  ],
);
