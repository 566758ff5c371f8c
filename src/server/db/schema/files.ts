import { sql } from "drizzle-orm";
import { bigint, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orgs } from "./orgs";

/** Metadata of a file kept by the storage driver (local disk or S3) under `storageKey`. */
export const storedFiles = pgTable(
  "stored_files",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    storageKey: text("storage_key").notNull().unique(),
    /** What the file is for: `licence_document`, `inspection_photo`. */
    purpose: text("purpose").notNull(),
    originalName: text("original_name").notNull(),
    /** Sniffed from the content, never taken from the name or the browser. */
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    uploadedBy: uuid("uploaded_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] })],
);
