import { sql } from "drizzle-orm";
import {
  date,
  doublePrecision,
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
import { drivers, trucks } from "./fleet";
import { orgs, users } from "./orgs";

export const jobKind = pgEnum("job_kind", ["drop_off", "swap", "pick_up", "dump"]);
export const jobStatus = pgEnum("job_status", ["scheduled", "en_route", "done", "failed", "cancelled"]);

/** One truck visit on the dispatch board. Owned by the hauler. */
export const jobs = pgTable(
  "jobs",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    kind: jobKind("kind").notNull(),
    orderId: uuid("order_id"),
    placementId: uuid("placement_id"),
    truckId: uuid("truck_id"),
    driverId: uuid("driver_id"),
    /** Local date in the municipality's time zone. */
    date: date("date", { mode: "string" }).notNull(),
    windowStart: text("window_start"),
    windowEnd: text("window_end"),
    sequence: integer("sequence").notNull().default(0),
    status: jobStatus("status").notNull().default("scheduled"),
    statusReason: text("status_reason"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    accuracyM: doublePrecision("accuracy_m"),
    photoFileId: uuid("photo_file_id"),
    /** When the photo was taken (the phone's file time, before compression dropped its EXIF). */
    photoTakenAt: timestamp("photo_taken_at", { withTimezone: true }),
    /** The client's signature drawn on the driver's phone at drop-off or pick-up (PNG, optional). */
    signatureFileId: uuid("signature_file_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index("jobs_org_date_idx").on(t.orgId, t.date, t.truckId, t.sequence),
    foreignKey({ columns: [t.orgId, t.truckId], foreignColumns: [trucks.orgId, trucks.id] }),
    foreignKey({ columns: [t.orgId, t.driverId], foreignColumns: [drivers.orgId, drivers.id] }),
  ],
);

/** A driver's submission, keyed by the idempotency key the phone generated: a retry has exactly one effect. */
export const jobSubmissions = pgTable(
  "job_submissions",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    idempotencyKey: text("idempotency_key").notNull(),
    jobId: uuid("job_id").notNull(),
    action: text("action").notNull(),
    result: jsonb("result").notNull(),
    submittedBy: uuid("submitted_by")
      .notNull()
      .references(() => users.id),
    /** When the act happened on the phone (perhaps hours before it could be sent); null on rows before it. */
    actedAt: timestamp("acted_at", { withTimezone: true }),
    /** When the report reached the server (its arrival). */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.idempotencyKey] }),
    foreignKey({ columns: [t.orgId, t.jobId], foreignColumns: [jobs.orgId, jobs.id] }),
  ],
);

/** Which signed-in user (role `driver`) drives as which fleet driver record: the phone view shows their jobs. */
export const driverUsers = pgTable(
  "driver_users",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    driverId: uuid("driver_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.driverId] }),
    uniqueIndex("driver_users_user_idx").on(t.orgId, t.userId),
    foreignKey({ columns: [t.orgId, t.driverId], foreignColumns: [drivers.orgId, drivers.id] }),
  ],
);
