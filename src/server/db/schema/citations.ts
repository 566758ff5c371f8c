import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
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
import { orgs, users } from "./orgs";

export const citationStatus = pgEnum("citation_status", [
  "issued",
  "defence_filed",
  "upheld",
  "cancelled",
  "paid",
  "overdue",
]);

/** IN art. 7º, §1º: in person, e-mail, WhatsApp with read confirmation, or public notice (edital). */
export const noticeChannel = pgEnum("notice_channel", ["in_person", "email", "whatsapp", "public_notice"]);

/** One deadline of the citation, from `computeFine(...).deadlines`, with the date it falls on when the law fixes a start. */
export interface CitationDeadline {
  kind: string;
  days?: number;
  years?: number;
  dayKind: "calendar" | "business";
  from: string;
  article: string;
  dueAt: string | null;
}

/**
 * Auto de infração (IN art. 8º): owned by the city org that issued it; the offender (a hauler) is
 * copied in. The fine is `computeFine` of `@/domain` with the offender's history, stored whole in
 * `fine` so the amount, notes and articles shown never change when the engine does.
 */
export const citations = pgTable(
  "citations",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    seq: integer("seq").notNull(),
    year: integer("year").notNull(),
    /** `2026/0001`, per city per year, gapless. */
    number: text("number").notNull(),
    municipalityId: text("municipality_id").notNull(),
    inspectionId: uuid("inspection_id"),
    placementId: uuid("placement_id"),
    offenderOrgId: uuid("offender_org_id")
      .notNull()
      .references(() => orgs.id),
    offenderName: text("offender_name").notNull(),
    offenderTaxId: text("offender_tax_id").notNull(),
    offenderAddress: text("offender_address"),
    /** Where the auto was drawn up (IN art. 8º, I) and when (`issued_at`). */
    issuedPlace: text("issued_place").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Where the infraction happened and what was seen (IN art. 8º, III). */
    location: text("location").notNull(),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    facts: text("facts").notNull(),
    /** Provision breached and penalty (IN art. 8º, IV). */
    article: text("article").notNull(),
    penalty: text("penalty").notNull(),
    fineClass: text("fine_class"),
    amountCents: integer("amount_cents"),
    fine: jsonb("fine").$type<Record<string, unknown>>().notNull(),
    reincidence: boolean("reincidence").notNull(),
    deadlines: jsonb("deadlines").$type<CitationDeadline[]>().notNull(),
    defenceDueAt: timestamp("defence_due_at", { withTimezone: true }),
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    /** Inspector's name, post and signature (IN art. 8º, V). */
    inspectorUserId: uuid("inspector_user_id")
      .notNull()
      .references(() => users.id),
    inspectorName: text("inspector_name").notNull(),
    inspectorPost: text("inspector_post").notNull(),
    inspectorSignature: text("inspector_signature").notNull(),
    noticeChannel: noticeChannel("notice_channel").notNull(),
    noticeRecipient: text("notice_recipient"),
    noticedAt: timestamp("noticed_at", { withTimezone: true }).notNull(),
    noticeReadAt: timestamp("notice_read_at", { withTimezone: true }),
    status: citationStatus("status").notNull().default("issued"),
    decision: text("decision"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by"),
    /**
     * The final decision (CM art. 107: "decisão definitiva") where the law counts the payment from its
     * notice: what was decided (the appeal judged, or no appeal within its term) and when the offender was
     * notified. Null until then, and always for laws with no such stage.
     */
    finalDecision: text("final_decision"),
    finalNoticedAt: timestamp("final_noticed_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("citations_org_number_idx").on(t.orgId, t.year, t.seq),
    index("citations_org_status_idx").on(t.orgId, t.status, t.issuedAt),
    index("citations_offender_idx").on(t.offenderOrgId, t.status, t.issuedAt),
  ],
);

/** The offender's defence (text and files). Owned by the offender org; points at the city's citation. */
export const citationDefences = pgTable(
  "citation_defences",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    cityOrgId: uuid("city_org_id").notNull(),
    citationId: uuid("citation_id").notNull(),
    text: text("text").notNull(),
    fileIds: jsonb("file_ids").$type<string[]>().notNull(),
    filedBy: uuid("filed_by")
      .notNull()
      .references(() => users.id),
    filedByName: text("filed_by_name").notNull(),
    filedAt: timestamp("filed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("citation_defences_once_idx").on(t.cityOrgId, t.citationId),
    foreignKey({ columns: [t.cityOrgId, t.citationId], foreignColumns: [citations.orgId, citations.id] }),
  ],
);

/** Values each law leaves to the city's configuration (`fineConfig` of `computeFine`), and dashboard thresholds. */
export const citySettings = pgTable("city_settings", {
  orgId: uuid("org_id")
    .primaryKey()
    .references(() => orgs.id),
  /** JF art. 31 / CM art. 74, §1º: cumulative monetary update factor since the law's base year. */
  updateFactor: numeric("update_factor", { precision: 8, scale: 4, mode: "number" }),
  /** IN: one UPF in centavos. */
  upfCents: integer("upf_cents"),
  /** JP art. 31, §1º: the fine annex, keyed by article. */
  annex: jsonb("annex").$type<Record<string, { amountCents: number }>>(),
  /** Days without receipt before a CTR is listed on the dashboard. */
  ctrReceiptDays: integer("ctr_receipt_days").notNull().default(3),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
