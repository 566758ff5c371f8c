import { sql } from "drizzle-orm";
import {
  foreignKey,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { EXTRA_DAY_BASES, WASTE_CLASSES } from "@/domain/pricing/terms";
import { orgs, users } from "./orgs";

export const extraDayBasis = pgEnum("extra_day_basis", EXTRA_DAY_BASES);
export const priceWasteClass = pgEnum("price_waste_class", WASTE_CLASSES);

/** A hauler's charges beyond the rental itself (one row per hauler). Money in centavos. */
export const priceSettings = pgTable("price_settings", {
  orgId: uuid("org_id")
    .primaryKey()
    .references(() => orgs.id),
  includedDays: integer("included_days").notNull(),
  extraDayBasis: extraDayBasis("extra_day_basis").notNull().default("calendar"),
  extraDayCents: integer("extra_day_cents").notNull(),
  swapCents: integer("swap_cents").notNull(),
  extraTripCents: integer("extra_trip_cents").notNull(),
  relocationCents: integer("relocation_cents").notNull(),
  overweightPerTonneCents: integer("overweight_per_tonne_cents").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Rental price by caçamba size and waste class, for every client (`client_org_id` null) or for one. */
export const priceRows = pgTable(
  "price_rows",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    clientOrgId: uuid("client_org_id").references(() => orgs.id),
    sizeM3: numeric("size_m3", { precision: 5, scale: 2, mode: "number" }).notNull(),
    wasteClass: priceWasteClass("waste_class").notNull(),
    rentalCents: integer("rental_cents").notNull(),
    includedTonnes: numeric("included_tonnes", { precision: 7, scale: 3, mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    unique("price_rows_key").on(t.orgId, t.clientOrgId, t.sizeM3, t.wasteClass).nullsNotDistinct(),
  ],
);

/** A surcharge added once to the rental of orders whose site is in that municipality. */
export const priceSurcharges = pgTable(
  "price_surcharges",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    municipalityId: text("municipality_id").notNull(),
    surchargeCents: integer("surcharge_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.municipalityId] }),
    foreignKey({ columns: [t.orgId], foreignColumns: [priceSettings.orgId] }),
  ],
);
