import { sql } from "drizzle-orm";
import {
  boolean,
  date,
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
import { MTR_CDF_STATUSES, MTR_STATUSES, RECEIPT_CHANGE_ANSWERS } from "../../../domain/mtr/status";
import { MTR_SYSTEMS } from "../../../domain/mtr/systems";
import { orgs, users } from "./orgs";

export const mtrSystem = pgEnum("mtr_system", MTR_SYSTEMS);
export const mtrStatus = pgEnum("mtr_status", MTR_STATUSES);
export const mtrCdfStatus = pgEnum("mtr_cdf_status", MTR_CDF_STATUSES);

/**
 * A party's user in one MTR system (the generator to issue, the hauler's and the receiver's unit for
 * the manifest, the receiver to receive and certify). The password is sealed (AES-256-GCM,
 * `server/crypto/secret-box.ts`) and never read back to any screen.
 */
export const mtrCredentials = pgTable(
  "mtr_credentials",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    system: mtrSystem("system").notNull(),
    loginTaxId: text("login_tax_id").notNull(),
    companyTaxId: text("company_tax_id").notNull(),
    unitCode: text("unit_code").notNull(),
    passwordSealed: text("password_sealed").notNull(),
    updatedBy: uuid("updated_by")
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.system] })],
);

/** The generator lets one hauler issue its MTRs with its credentials; revocable (`revoked_at`). */
export const mtrConsents = pgTable(
  "mtr_consents",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    haulerOrgId: uuid("hauler_org_id")
      .notNull()
      .references(() => orgs.id),
    grantedBy: uuid("granted_by")
      .notNull()
      .references(() => users.id),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
    revokedBy: uuid("revoked_by").references(() => users.id),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.haulerOrgId] })],
);

/** A hauler's own IBAMA code for a class and material word; the defaults are `domain/mtr/waste-codes`. */
export const mtrWasteCodes = pgTable(
  "mtr_waste_codes",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    wasteClass: text("waste_class").notNull(),
    material: text("material").notNull(),
    ibamaCode: text("ibama_code").notNull(),
    nbrClass: text("nbr_class").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("mtr_waste_codes_rule_uq").on(t.orgId, t.wasteClass, t.material),
  ],
);

/** The platform's choice of system for a state, over the default (SP SIGOR, MG FEAM, RJ INEA, else SINIR). */
export const mtrStateSystems = pgTable("mtr_state_systems", {
  uf: text("uf").primaryKey(),
  system: mtrSystem("system").notNull(),
  updatedBy: uuid("updated_by")
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A system's lookup list as last fetched (refreshed daily). Public data, not a tenant's. */
export const mtrLookups = pgTable(
  "mtr_lookups",
  {
    system: mtrSystem("system").notNull(),
    list: text("list").notNull(),
    items: jsonb("items").$type<{ code: string; label: string; sigla: string | null }[]>().notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.system, t.list] })],
);

/**
 * The MTR of one CTR, owned by the hauler that issued the CTR: at most one per CTR (the unique index
 * is what keeps two processes from asking twice). It is also its own queue: `next_attempt_at` says
 * when the worker owes the system something (issue, resolve a timeout, cancel, receive), `lease_until`
 * who holds it now.
 */
export const mtrs = pgTable(
  "mtrs",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    ctrId: uuid("ctr_id").notNull(),
    system: mtrSystem("system").notNull(),
    generatorOrgId: uuid("generator_org_id")
      .notNull()
      .references(() => orgs.id),
    receiverOrgId: uuid("receiver_org_id")
      .notNull()
      .references(() => orgs.id),
    status: mtrStatus("status").notNull().default("queued"),
    /** The national number the system gave. */
    number: text("number"),
    /** Our code for it in the system (`seuCodigo`), to find it after a timeout. */
    ourCode: text("our_code").notNull(),
    /** Everything known when it was asked for (parties and units, driver, plate, waste, quantity). */
    facts: jsonb("facts").notNull(),
    pdfFileId: uuid("pdf_file_id"),
    /** The last request may have reached the system unanswered: look it up before sending again. */
    uncertain: boolean("uncertain").notNull().default(false),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    receiptRequestedAt: timestamp("receipt_requested_at", { withTimezone: true }),
    receivedQuantity: numeric("received_quantity", { precision: 9, scale: 3, mode: "number" }),
    receiptNote: text("receipt_note"),
    receiptSyncedAt: timestamp("receipt_synced_at", { withTimezone: true }),
    /** The receiver corrected the quantity after the receipt reached the system (`alteraRecebimento`). */
    receiptChangeRequestedAt: timestamp("receipt_change_requested_at", { withTimezone: true }),
    /** The correction the system has: equal to the requested one when nothing is owed. */
    receiptChangeSyncedAt: timestamp("receipt_change_synced_at", { withTimezone: true }),
    /**
     * The generator's answer to the altered receipt the system has (`aceiteAlteracaoRecebimento`),
     * given by the generator or its hauler; cleared when the receiver alters it again.
     */
    receiptChangeAnswer: text("receipt_change_answer", { enum: RECEIPT_CHANGE_ANSWERS }),
    receiptChangeAnsweredAt: timestamp("receipt_change_answered_at", { withTimezone: true }),
    receiptChangeAnsweredBy: uuid("receipt_change_answered_by").references(() => users.id),
    /** When the system got the answer. */
    receiptChangeAnswerSyncedAt: timestamp("receipt_change_answer_synced_at", { withTimezone: true }),
    cdfId: uuid("cdf_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("mtrs_ctr_uq").on(t.orgId, t.ctrId),
    index("mtrs_due_idx").on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    index("mtrs_receiver_idx").on(t.receiverOrgId, t.status),
    index("mtrs_generator_idx").on(t.generatorOrgId),
  ],
);

/**
 * A CDF the receiver asked for a period's received MTRs, one per system; the PDF is the receiver's
 * file. Like `mtrs`, the row is its own queue: `queued` while the system is owed the request (an
 * outage), `issued` with its number, `failed` when the system refused (its MTRs freed again).
 */
export const mtrCdfs = pgTable(
  "mtr_cdfs",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    system: mtrSystem("system").notNull(),
    status: mtrCdfStatus("status").notNull().default("issued"),
    number: text("number"),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    mtrCount: integer("mtr_count").notNull(),
    fileId: uuid("file_id"),
    issuedBy: uuid("issued_by")
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("mtr_cdfs_number_uq").on(t.orgId, t.system, t.number),
    index("mtr_cdfs_due_idx").on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
  ],
);

/** Every call to an MTR system: which, by whom, how it ended (never a password or token). */
export const mtrCalls = pgTable(
  "mtr_calls",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid("org_id").references(() => orgs.id),
    mtrId: uuid("mtr_id"),
    cdfId: uuid("cdf_id"),
    system: mtrSystem("system").notNull(),
    operation: text("operation").notNull(),
    outcome: text("outcome").notNull(),
    httpStatus: integer("http_status"),
    ms: integer("ms").notNull(),
    message: text("message"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mtr_calls_org_at_idx").on(t.orgId, t.at)],
);
