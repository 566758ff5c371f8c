import { sql } from "drizzle-orm";
import {
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
import { storedFiles } from "./files";
import { orgs } from "./orgs";

export const ctrStatus = pgEnum("ctr_status", ["issued", "in_transit", "received", "rejected", "cancelled"]);

/** Signature block of one party (NBR 15.112–15.114): name, role and time; a drawn image is optional. */
export interface CtrSignatureRecord {
  name: string;
  role: string;
  at: string;
  imageFileId?: string | null;
}

/**
 * Controle de Transporte de Resíduos (JP art. 4º, VI; art. 18, §2º, III). Owned by the issuing hauler
 * (`org_id`); every party is copied in at issue time so the document never changes when an org edits
 * its profile. `job_id` links a dispatch job when there is one (no FK: jobs belong to dispatch).
 */
export const ctrs = pgTable(
  "ctrs",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    /** `2026/000123`: per hauler per year, gapless. */
    number: text("number").notNull(),
    /** Opaque code of the public check page `/verificar/<code>`. */
    publicCode: text("public_code").notNull().unique(),
    jobId: uuid("job_id"),
    status: ctrStatus("status").notNull().default("issued"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    issuedBy: uuid("issued_by").notNull(),
    /** SHA-256 (hex) of the canonical form of the issued document (`@/domain/ctr/canonical`). */
    contentHash: text("content_hash").notNull(),
    /** Generator: a generator org on the platform, or only the data typed by the hauler. */
    generatorOrgId: uuid("generator_org_id").references(() => orgs.id),
    generatorName: text("generator_name").notNull(),
    generatorTaxId: text("generator_tax_id").notNull(),
    generatorAddress: text("generator_address").notNull(),
    /** Origin: the works (site) address and its municipality (ruleset id). */
    siteId: uuid("site_id"),
    originAddress: text("origin_address").notNull(),
    originMunicipalityId: text("origin_municipality_id").notNull(),
    /** Transporter. */
    haulerName: text("hauler_name").notNull(),
    haulerTaxId: text("hauler_tax_id").notNull(),
    haulerLicenceNumber: text("hauler_licence_number").notNull(),
    truckId: uuid("truck_id"),
    truckPlate: text("truck_plate").notNull(),
    driverId: uuid("driver_id"),
    driverName: text("driver_name").notNull(),
    cacambaId: uuid("cacamba_id"),
    cacambaNumber: integer("cacamba_number"),
    /** Waste. */
    wasteKind: text("waste_kind").notNull(),
    wasteClass: text("waste_class").notNull(),
    material: text("material").notNull(),
    volumeM3: numeric("volume_m3", { precision: 6, scale: 2, mode: "number" }).notNull(),
    /** Destination. */
    receiverOrgId: uuid("receiver_org_id")
      .notNull()
      .references(() => orgs.id),
    receiverName: text("receiver_name").notNull(),
    receiverTaxId: text("receiver_tax_id").notNull(),
    receiverLicenceNumber: text("receiver_licence_number").notNull(),
    receiverKind: text("receiver_kind").notNull(),
    receiverAddress: text("receiver_address").notNull(),
    /** Transporter signature at issue; generator's when the load leaves; receiver's at receipt. */
    transporterSignature: jsonb("transporter_signature").$type<CtrSignatureRecord>().notNull(),
    generatorSignature: jsonb("generator_signature").$type<CtrSignatureRecord>(),
    receiverSignature: jsonb("receiver_signature").$type<CtrSignatureRecord>(),
    departedAt: timestamp("departed_at", { withTimezone: true }),
    /** Receipt (baixa) by the receiver. */
    receivedAt: timestamp("received_at", { withTimezone: true }),
    receivedBy: uuid("received_by"),
    receivedWeightT: numeric("received_weight_t", { precision: 7, scale: 3, mode: "number" }),
    receivedVolumeM3: numeric("received_volume_m3", { precision: 6, scale: 2, mode: "number" }),
    receivedClass: text("received_class"),
    receivedPhotoFileId: uuid("received_photo_file_id"),
    receiptNote: text("receipt_note"),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    /** Article that grounds a rejection, e.g. `JP art. 19, §5º, II`. */
    rejectionArticle: text("rejection_article"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("ctrs_org_number_idx").on(t.orgId, t.year, t.seq),
    index("ctrs_org_issued_idx").on(t.orgId, t.issuedAt),
    index("ctrs_org_job_idx").on(t.orgId, t.jobId),
    index("ctrs_receiver_idx").on(t.receiverOrgId, t.status, t.issuedAt),
    index("ctrs_generator_idx").on(t.generatorOrgId, t.siteId, t.issuedAt),
    index("ctrs_municipality_idx").on(t.originMunicipalityId, t.issuedAt),
    /** The receipt photo belongs to the receiver org that uploaded it. */
    foreignKey({
      columns: [t.receiverOrgId, t.receivedPhotoFileId],
      foreignColumns: [storedFiles.orgId, storedFiles.id],
    }),
  ],
);

/** Per-hauler CTR settings: days without receipt before a CTR is flagged (default in `ctr/overdue`). */
export const ctrSettings = pgTable("ctr_settings", {
  orgId: uuid("org_id")
    .primaryKey()
    .references(() => orgs.id),
  receiptOverdueDays: integer("receipt_overdue_days").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const ctrDossierStatus = pgEnum("ctr_dossier_status", ["queued", "running", "done", "failed"]);

/**
 * A site dossier for the Habite-se (JP art. 12, §3º): every CTR of one site in one PDF, built in the
 * background. Owned by the generator org that asked for it; the PDF is a stored file of that org.
 */
export const ctrDossiers = pgTable(
  "ctr_dossiers",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    siteId: uuid("site_id").notNull(),
    status: ctrDossierStatus("status").notNull().default("queued"),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    fileId: uuid("file_id"),
    error: text("error"),
    requestedBy: uuid("requested_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Builds started; a build whose process died is started again, up to DOSSIER_MAX_ATTEMPTS. */
    attempts: integer("attempts").notNull().default(0),
    /** Until when the process building it (or that queued it) holds it; renewed while it builds. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index("ctr_dossiers_site_idx").on(t.orgId, t.siteId, t.createdAt),
    index("ctr_dossiers_unfinished_idx").on(t.leaseUntil).where(sql`${t.status} in ('queued', 'running')`),
    foreignKey({ columns: [t.orgId, t.fileId], foreignColumns: [storedFiles.orgId, storedFiles.id] }),
  ],
);
