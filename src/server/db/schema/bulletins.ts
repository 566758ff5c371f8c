import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orgs } from "./orgs";

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** One org listed on a bulletin, with the licences that made it licensed on the bulletin's date. */
export interface BulletinEntry {
  orgId: string;
  kind: "hauler" | "receiver";
  legalName: string;
  taxId: string;
  licences: { label: string; number: string; validUntil: string | null }[];
}

/**
 * Boletim bimestral (JP art. 12, §2º): the haulers and receivers with a valid licence in the city's
 * municipality on `reference_date`, archived as generated (PDF and CSV bytes), never regenerated.
 */
export const registryBulletins = pgTable(
  "registry_bulletins",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    municipalityId: text("municipality_id").notNull(),
    referenceDate: date("reference_date", { mode: "string" }).notNull(),
    /** `2026-B6`: year and bimester. */
    period: text("period").notNull(),
    scheduled: boolean("scheduled").notNull(),
    entries: jsonb("entries").$type<BulletinEntry[]>().notNull(),
    pdf: bytea("pdf").notNull(),
    csv: text("csv").notNull(),
    generatedBy: uuid("generated_by"),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index("registry_bulletins_org_idx").on(t.orgId, t.generatedAt),
    uniqueIndex("registry_bulletins_scheduled_idx").on(t.orgId, t.period).where(sql`scheduled`),
  ],
);
