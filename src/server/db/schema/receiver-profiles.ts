import { date, doublePrecision, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orgs } from "./orgs";

/** Kind of receiving area (JP art. 4º, II–IV and XIII; art. 19, §1º). */
export const receiverKind = pgEnum("receiver_kind", ["att", "recycling", "rcc_landfill", "pev"]);

/**
 * What a receiver adds to its org row (legal name, CNPJ and municipality live in `orgs`): kind,
 * gate address, licence and the waste its licence accepts (JP art. 19, §5º; CONAMA 307 art. 3º).
 */
export const receiverProfiles = pgTable("receiver_profiles", {
  orgId: uuid("org_id")
    .primaryKey()
    .references(() => orgs.id),
  kind: receiverKind("kind").notNull(),
  address: text("address").notNull(),
  cep: text("cep").notNull(),
  /** Operating licence number as printed on the CTR's destination block. */
  licenceNumber: text("licence_number").notNull(),
  /** Last day the operating licence is valid; null when not informed. */
  licenceValidUntil: date("licence_valid_until", { mode: "string" }),
  /** CONAMA 307 classes the licence accepts: subset of `{A,B,C,D}`. */
  acceptedClasses: text("accepted_classes").array().notNull(),
  /** Waste kinds accepted: subset of `{rcc,bulky}`. */
  acceptedKinds: text("accepted_kinds").array().notNull(),
  /** The gate on the map, where trucks unload; null until the receiver places it. */
  lat: doublePrecision("lat"),
  lon: doublePrecision("lon"),
  /** Opening hours of the gate, "HH:MM" local time (unloading must end by `closes_at`). */
  opensAt: text("opens_at").notNull().default("07:00"),
  closesAt: text("closes_at").notNull().default("17:00"),
  /** Minutes a truck spends at the gate: weighing, tipping, the receipt. */
  unloadMinutes: integer("unload_minutes").notNull().default(20),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
