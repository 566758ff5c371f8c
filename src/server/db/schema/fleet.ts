import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
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
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), uniqueIndex("trucks_org_plate_idx").on(t.orgId, t.plate)],
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
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), index("drivers_org_idx").on(t.orgId, t.name)],
);
