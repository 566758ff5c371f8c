import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { cacambas } from "./fleet";
import { orgs, users } from "./orgs";
import { sites } from "./sites";

export const placementStatus = pgEnum("placement_status", ["planned", "placed", "removed", "cancelled"]);

/** GeoJSON Polygon (lon/lat) of the caçamba's rectangle on the ground. */
export interface FootprintPolygon {
  type: "Polygon";
  coordinates: number[][][];
}

/** The placement facts the rules engine reads besides the footprint (`placement` of `checkPlacement`). */
export interface PlacementFacts {
  position: "inside_property" | "sidewalk" | "roadway";
  parallelToCurb: boolean;
  distanceToCurbM: number;
  freeSidewalkWidthM: number | null;
  insidePropertyFeasible: boolean;
  sidewalkFeasible: boolean;
  rotatingParkingCreditsSpaces: number;
}

/** The server's verdict (`PlacementResult` of `@/domain`), as stored on save. */
export interface StoredVerdict {
  ok: boolean;
  checkedAt: string;
  violations: { rule: string; article: string; message: string; featureId?: string }[];
  checklist: { rule: string; article: string; message: string }[];
  notRegulated: { rule: string; article: string; message: string }[];
}

/** One caçamba standing at one position at a generator's site, from drop-off to pick-up. Owned by the hauler. */
export const placements = pgTable(
  "placements",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    orderId: uuid("order_id"),
    cacambaId: uuid("cacamba_id"),
    generatorOrgId: uuid("generator_org_id")
      .notNull()
      .references(() => orgs.id),
    siteId: uuid("site_id").notNull(),
    municipalityId: text("municipality_id").notNull(),
    footprint: jsonb("footprint").$type<FootprintPolygon>().notNull(),
    facts: jsonb("facts").$type<PlacementFacts>().notNull(),
    verdict: jsonb("verdict").$type<StoredVerdict>().notNull(),
    verdictOk: boolean("verdict_ok").notNull(),
    /** Written reason of the hauler admin who saved a placement that breaks a rule (audit-logged). */
    overrideReason: text("override_reason"),
    overrideBy: uuid("override_by").references(() => users.id),
    status: placementStatus("status").notNull().default("planned"),
    placedAt: timestamp("placed_at", { withTimezone: true }),
    fullAt: timestamp("full_at", { withTimezone: true }),
    hazard: boolean("hazard").notNull().default(false),
    hazardSince: timestamp("hazard_since", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /** From `removalDeadline` of `@/domain`; null until placed or where the law sets none. */
    deadline: timestamp("deadline", { withTimezone: true }),
    deadlineArticle: text("deadline_article"),
    deadlineExplanation: text("deadline_explanation"),
    /** The client asked for the pick-up (portal or one-tap link); the hauler sees it on its list. */
    pickupRequestedAt: timestamp("pickup_requested_at", { withTimezone: true }),
    pickupRequestedBy: uuid("pickup_requested_by").references(() => users.id),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index("placements_org_status_idx").on(t.orgId, t.status, t.deadline),
    index("placements_generator_idx").on(t.generatorOrgId, t.status),
    foreignKey({ columns: [t.orgId, t.cacambaId], foreignColumns: [cacambas.orgId, cacambas.id] }),
    foreignKey({ columns: [t.generatorOrgId, t.siteId], foreignColumns: [sites.orgId, sites.id] }),
  ],
);

/** 24 h before the deadline ("vence amanhã"), at the start of its local day ("vence hoje"), at it ("vencida"). */
export const reminderKind = pgEnum("reminder_kind", ["before_deadline", "overdue", "due_today"]);

/**
 * Job queue on Postgres for deadline reminders: a small polling worker claims due rows with
 * `FOR UPDATE SKIP LOCKED` (works on PostgreSQL and PGlite), writes the e-mail to the outbox and marks them sent.
 */
export const placementReminders = pgTable(
  "placement_reminders",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    placementId: uuid("placement_id").notNull(),
    kind: reminderKind("kind").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** The deadline this reminder was planned for; a moved deadline supersedes it. */
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex("placement_reminders_once_idx").on(t.orgId, t.placementId, t.kind, t.deadline),
    index("placement_reminders_due_idx").on(t.dueAt).where(sql`sent_at is null`),
    foreignKey({ columns: [t.orgId, t.placementId], foreignColumns: [placements.orgId, placements.id] }),
  ],
);
