import { sql } from "drizzle-orm";
import {
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { drivers, trucks } from "./fleet";
import { jobs } from "./jobs";
import { orgs } from "./orgs";

/**
 * Where a driver's phone was while a job of theirs was open (status `en_route`). Owned by the
 * hauler and read only by its office; personal data under the LGPD (art. 6º I–III: purpose,
 * adequacy, necessity), so rows are deleted 90 days after they arrive (`purgeOldPositions`).
 */
export const truckPositions = pgTable(
  "truck_positions",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    jobId: uuid("job_id").notNull(),
    driverId: uuid("driver_id").notNull(),
    truckId: uuid("truck_id"),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    accuracyM: doublePrecision("accuracy_m").notNull(),
    /** When the phone took the fix (its clock, checked against the server's). */
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index("truck_positions_org_recorded_idx").on(t.orgId, t.recordedAt),
    index("truck_positions_received_idx").on(t.receivedAt),
    foreignKey({ columns: [t.orgId, t.jobId], foreignColumns: [jobs.orgId, jobs.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.orgId, t.driverId], foreignColumns: [drivers.orgId, drivers.id] }),
    foreignKey({ columns: [t.orgId, t.truckId], foreignColumns: [trucks.orgId, trucks.id] }),
  ],
);
