import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { orgs, users } from "./orgs";

export const INSPECTION_POSITION_SOURCES = ["gps", "placement", "typed"] as const;
export type InspectionPositionSource = (typeof INSPECTION_POSITION_SOURCES)[number];

/** One checklist line of the ruleset, as the auditor answered it on site. */
export interface InspectionChecklistAnswer {
  rule: string;
  article: string;
  message: string;
  answer: "ok" | "nonconforming" | "not_checked";
  note?: string | null;
}

/**
 * An auditor's inspection of a caçamba on the street (a placement) or of a caçamba itself. Owned by
 * the city org (`org_id`); the hauler inspected is copied in (`hauler_org_id`) with the caçamba
 * number, so the record never changes when the hauler edits its fleet. Photos are the city's files.
 */
export const inspections = pgTable(
  "inspections",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    municipalityId: text("municipality_id").notNull(),
    haulerOrgId: uuid("hauler_org_id")
      .notNull()
      .references(() => orgs.id),
    /** The placement inspected (hauler's row; no FK across tenants). */
    placementId: uuid("placement_id"),
    cacambaId: uuid("cacamba_id"),
    cacambaNumber: integer("cacamba_number"),
    address: text("address").notNull(),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    /** GPS accuracy reported by the auditor's device, in metres. */
    accuracyM: doublePrecision("accuracy_m"),
    /**
     * Where `lat`/`lon` came from: the device's GPS, the placement's recorded position (GPS denied),
     * or a point the auditor typed. Null on inspections recorded before positions were required.
     */
    positionSource: text("position_source").$type<InspectionPositionSource>(),
    /** Why there is no photo, when none was attached (a photo or a reason is required). */
    noPhotoReason: text("no_photo_reason"),
    inspectedAt: timestamp("inspected_at", { withTimezone: true }).notNull(),
    inspectorUserId: uuid("inspector_user_id")
      .notNull()
      .references(() => users.id),
    inspectorName: text("inspector_name").notNull(),
    checklist: jsonb("checklist").$type<InspectionChecklistAnswer[]>().notNull(),
    photoFileIds: jsonb("photo_file_ids").$type<string[]>().notNull(),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index("inspections_org_at_idx").on(t.orgId, t.inspectedAt),
    index("inspections_hauler_idx").on(t.orgId, t.haulerOrgId),
  ],
);
