import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orgs } from "./orgs";

/**
 * What a hauler adds to its org row (legal name, CNPJ and yard address live in `orgs`): address,
 * contact and complaints phones (JF art. 7º, I) and the municipalities it serves.
 */
export const haulerProfiles = pgTable("hauler_profiles", {
  orgId: uuid("org_id")
    .primaryKey()
    .references(() => orgs.id),
  address: text("address").notNull(),
  cep: text("cep").notNull(),
  /** Digits only, with area code: `3232151234`. */
  phone: text("phone").notNull(),
  complaintsPhone: text("complaints_phone").notNull(),
  /** Ruleset ids, e.g. `{juiz-de-fora-mg}`. */
  municipalityIds: text("municipality_ids").array().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
