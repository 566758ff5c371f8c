import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orgs } from "./orgs";
import { yards } from "./yards";

/** The identification fields the rules engine reads (`CacambaMarkings` of `@/domain`), minus number, dimensions and condition. */
export interface CacambaMarkingsRecord {
  inscriptionText: string | null;
  ownerName: string | null;
  phone: string | null;
  complaintsPhone: string | null;
  licenceNumber: string | null;
  uniformPaint: boolean | null;
  retroreflectiveStrips: {
    count: number;
    heightCm: number;
    widthCm: number;
    onTop: boolean;
    onAllSides: boolean;
  } | null;
  zebraBand: { heightCm: number; stripeWidthCm: number; colour: string; onAllSides: boolean } | null;
  retroreflectiveVisibleFromM: number | null;
  reflectiveAdhesive: { colour: string; grade: string; onAllSides: boolean } | null;
  topBorders: boolean | null;
}

export const cacambaStatus = pgEnum("cacamba_status", [
  "yard",
  "placed",
  "full",
  "in_transit",
  "maintenance",
  "retired",
]);

export const cacambas = pgTable(
  "cacambas",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    number: integer("number").notNull(),
    /** Opaque code for the public page `/c/<code>` printed as a QR on the container. */
    publicCode: text("public_code").notNull().unique(),
    capacityM3: numeric("capacity_m3", { precision: 5, scale: 2, mode: "number" }).notNull(),
    status: cacambaStatus("status").notNull().default("yard"),
    /** Outer dimensions in metres (JF art. 7º, V); null until measured. */
    lengthM: numeric("length_m", { precision: 4, scale: 2, mode: "number" }),
    widthM: numeric("width_m", { precision: 4, scale: 2, mode: "number" }),
    heightM: numeric("height_m", { precision: 4, scale: 2, mode: "number" }),
    /** Identification record: what is painted and stuck on it, checked by the rules engine per municipality. */
    markings: jsonb("markings").$type<CacambaMarkingsRecord>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("cacambas_org_number_idx").on(t.orgId, t.number),
  ],
);

export const trucks = pgTable(
  "trucks",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    /** Normalized: uppercase, no hyphen (`ABC1234` or Mercosul `ABC1D23`). */
    plate: text("plate").notNull(),
    kind: text("kind").notNull().default("hooklift"),
    /** Load capacity in tonnes. */
    capacityT: numeric("capacity_t", { precision: 5, scale: 2, mode: "number" }),
    /** Caçambas it carries at once: a hook-lift truck (poliguindaste) carries 1. */
    cacambaCapacity: integer("cacamba_capacity").notNull().default(1),
    /** The yard its day starts and ends at (`yards.id` of the same org); null: the org's default yard. */
    homeYardId: uuid("home_yard_id"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("trucks_org_plate_idx").on(t.orgId, t.plate),
    foreignKey({ columns: [t.orgId, t.homeYardId], foreignColumns: [yards.orgId, yards.id] }),
  ],
);

export const drivers = pgTable(
  "drivers",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    cnhNumber: text("cnh_number").notNull(),
    cnhCategory: text("cnh_category").notNull(),
    cnhValidUntil: date("cnh_valid_until", { mode: "string" }).notNull(),
    /** The driver's shift, "HH:MM" local time, and the break it includes (minutes; 0: none). */
    shiftStart: text("shift_start").notNull().default("07:00"),
    shiftEnd: text("shift_end").notNull().default("17:00"),
    breakMinutes: integer("break_minutes").notNull().default(60),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), index("drivers_org_idx").on(t.orgId, t.name)],
);

/** Condition inspection of one caçamba (JF art. 14; JP art. 16, §2º), with photos in `stored_files`. */
export const cacambaInspections = pgTable(
  "cacamba_inspections",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    cacambaId: uuid("cacamba_id").notNull(),
    inspectedAt: timestamp("inspected_at", { withTimezone: true }).notNull().defaultNow(),
    rust: boolean("rust").notNull(),
    structuralDamage: boolean("structural_damage").notNull(),
    paintLegible: boolean("paint_legible").notNull(),
    standingWaterOrTrash: boolean("standing_water_or_trash").notNull().default(false),
    notes: text("notes"),
    photoFileIds: uuid("photo_file_ids").array().notNull().default(sql`'{}'::uuid[]`),
    inspectedBy: uuid("inspected_by").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index("cacamba_inspections_cacamba_idx").on(t.orgId, t.cacambaId, t.inspectedAt),
    foreignKey({ columns: [t.orgId, t.cacambaId], foreignColumns: [cacambas.orgId, cacambas.id] }),
  ],
);
