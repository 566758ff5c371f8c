import { sql } from "drizzle-orm";
import {
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
  uuid,
} from "drizzle-orm/pg-core";
import type { OrderTerms } from "@/domain/pricing/terms";
import { orgs, users } from "./orgs";
import { priceWasteClass } from "./pricing";
import { sites } from "./sites";

export const wasteKind = pgEnum("waste_kind", ["rcc", "bulky"]);
export const orderStatus = pgEnum("order_status", ["open", "scheduled", "done", "cancelled"]);
export const orderChannel = pgEnum("order_channel", ["client_portal", "phone"]);

/**
 * A generator's request for a caçamba at one of its sites. Owned by the hauler (`org_id`) that
 * serves it; the generator reads it through `generator_org_id` (its client portal).
 */
export const orders = pgTable(
  "orders",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    generatorOrgId: uuid("generator_org_id")
      .notNull()
      .references(() => orgs.id),
    siteId: uuid("site_id").notNull(),
    sizeM3: numeric("size_m3", { precision: 5, scale: 2, mode: "number" }).notNull(),
    wasteKind: wasteKind("waste_kind").notNull(),
    /** CONAMA 307 class the client declared; the price table is by size and class. */
    wasteClass: priceWasteClass("waste_class").notNull().default("A"),
    desiredFrom: date("desired_from", { mode: "string" }).notNull(),
    desiredUntil: date("desired_until", { mode: "string" }),
    notes: text("notes"),
    channel: orderChannel("channel").notNull(),
    /** The price terms quoted when the order was made, frozen: later table changes do not touch it. */
    terms: jsonb("terms").$type<OrderTerms>(),
    /** Rental + surcharge quoted; null when the table had no price for it (quoted by hand). */
    quotedCents: integer("quoted_cents"),
    status: orderStatus("status").notNull().default("open"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index("orders_org_status_idx").on(t.orgId, t.status, t.desiredFrom),
    index("orders_generator_idx").on(t.generatorOrgId, t.createdAt),
    foreignKey({ columns: [t.generatorOrgId, t.siteId], foreignColumns: [sites.orgId, sites.id] }),
  ],
);
