import { sql } from "drizzle-orm";
import {
  date,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { storedFiles } from "./files";
import { orgs } from "./orgs";

export const licenceKind = pgEnum("licence_kind", [
  "alvara_localizacao",
  "tax_clearance",
  "municipal_registration",
  "environmental_licence",
  "other",
]);

/**
 * A permit held by an org (hauler or receiver). Its status (valid / expiring / expired) is computed
 * from the dates at read time, never stored.
 */
export const licences = pgTable(
  "licences",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    kind: licenceKind("kind").notNull(),
    number: text("number").notNull(),
    /** Ruleset id of the issuing municipality, e.g. `juiz-de-fora-mg`. */
    municipalityId: text("municipality_id").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /** Scanned document in `stored_files` (PDF, JPEG or PNG). */
    documentFileId: uuid("document_file_id"),
    createdBy: uuid("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index("licences_org_municipality_idx").on(t.orgId, t.municipalityId, t.kind, t.validUntil),
    /** Same org by construction: a licence can only point at its own org's file. */
    foreignKey({ columns: [t.orgId, t.documentFileId], foreignColumns: [storedFiles.orgId, storedFiles.id] }),
  ],
);
