import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { NFSE_STATUSES } from "@/domain/nfse/status";
import { bytea } from "./bulletins";
import { invoices } from "./invoices";
import { orgs, users } from "./orgs";
import { priceRows } from "./pricing";

/**
 * A hauler's NFS-e Nacional set-up. The A1 certificate's key and certificate are kept only as
 * AES-256-GCM ciphertext under `NFSE_CERT_KEY` (never sent to a browser); CNPJ, holder and validity
 * are read from it on upload and kept in clear to show.
 */
export const nfseSettings = pgTable("nfse_settings", {
  orgId: uuid("org_id")
    .primaryKey()
    .references(() => orgs.id),
  municipalRegistration: text("municipal_registration"),
  simples: text("simples", { enum: ["none", "mei", "me_epp"] })
    .notNull()
    .default("none"),
  /** ME/EPP of the Simples: the ISS rate of its bracket (pAliq) and the total approximate rate (pTotTribSN). */
  simplesIssRate: numeric("simples_iss_rate", { precision: 4, scale: 2, mode: "number" }),
  simplesTotalRate: numeric("simples_total_rate", { precision: 5, scale: 2, mode: "number" }),
  series: text("series").notNull().default("1"),
  environment: text("environment", { enum: ["restricted", "production"] })
    .notNull()
    .default("restricted"),
  /** Issue the NFS-e as soon as the invoice is issued. */
  autoIssue: boolean("auto_issue").notNull().default(false),
  /** cTribNac used when the price row names none. */
  defaultTribNac: text("default_trib_nac").notNull().default("070901"),
  certCiphertext: text("cert_ciphertext"),
  certCnpj: text("cert_cnpj"),
  certHolder: text("cert_holder"),
  certNotBefore: timestamp("cert_not_before", { withTimezone: true }),
  certNotAfter: timestamp("cert_not_after", { withTimezone: true }),
  certUploadedAt: timestamp("cert_uploaded_at", { withTimezone: true }),
  updatedBy: uuid("updated_by").references(() => users.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One DPS and the NFS-e it became. Its number comes from the per-org counter `nfse_dps:<series>`
 * in the insert's transaction (gapless); the signed bytes are stored before anything is sent and
 * the same bytes are resent until the Sefin answers.
 */
export const nfseDocuments = pgTable(
  "nfse_documents",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    invoiceId: uuid("invoice_id").notNull(),
    /** The note this one substitutes (a DPS with the `subst` group). */
    substitutesId: uuid("substitutes_id"),
    environment: text("environment", { enum: ["restricted", "production"] }).notNull(),
    series: text("series").notNull(),
    number: integer("number").notNull(),
    dpsId: text("dps_id").notNull(),
    status: text("status", { enum: NFSE_STATUSES }).notNull(),
    signedXml: text("signed_xml").notNull(),
    /** Until when one process owns the send (others leave it alone). */
    sendingUntil: timestamp("sending_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    rejection: jsonb("rejection").$type<{ code: string; text: string; detail: string }[]>(),
    accessKey: text("access_key"),
    nfseNumber: text("nfse_number"),
    nfseXml: text("nfse_xml"),
    authorisedAt: timestamp("authorised_at", { withTimezone: true }),
    /** The official DANFSe (PDF) the ADN served for this note (GET /danfse/{chave}); none while it could not be had. */
    danfsePdf: bytea("danfse_pdf"),
    cancelReason: text("cancel_reason"),
    cancelText: text("cancel_text"),
    eventXml: text("event_xml"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({ columns: [t.orgId, t.invoiceId], foreignColumns: [invoices.orgId, invoices.id] }),
    uniqueIndex("nfse_documents_number_idx").on(t.orgId, t.environment, t.series, t.number),
    uniqueIndex("nfse_documents_dps_idx").on(t.dpsId, t.environment),
    uniqueIndex("nfse_documents_access_key_idx").on(t.accessKey),
    // Never two live notes for one invoice: one original, and at most one substitute of each note.
    uniqueIndex("nfse_documents_live_idx")
      .on(t.orgId, t.invoiceId)
      .where(sql`status in ('signed','verifying','authorised') and substitutes_id is null`),
    uniqueIndex("nfse_documents_live_subst_idx")
      .on(t.orgId, t.substitutesId)
      .where(sql`status in ('signed','verifying','authorised') and substitutes_id is not null`),
    index("nfse_documents_pending_idx").on(t.status, t.sendingUntil),
  ],
);

/** The national service code (cTribNac) of a price row, set by the hauler; none means the settings' default. */
export const priceRowNfse = pgTable(
  "price_row_nfse",
  {
    orgId: uuid("org_id").notNull(),
    priceRowId: uuid("price_row_id").notNull(),
    tribNac: text("trib_nac").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.priceRowId] }),
    foreignKey({
      columns: [t.orgId, t.priceRowId],
      foreignColumns: [priceRows.orgId, priceRows.id],
    }).onDelete("cascade"),
  ],
);
