import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const orgKind = pgEnum("org_kind", ["hauler", "receiver", "city", "generator"]);
export const orgStatus = pgEnum("org_status", ["active", "pending", "suspended"]);
export const personType = pgEnum("person_type", ["company", "person"]);
export const memberRole = pgEnum("member_role", [
  "admin",
  "dispatcher",
  "driver",
  "operator",
  "auditor",
  "client",
]);

export const users = pgTable("users", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  isSuperadmin: boolean("is_superadmin").notNull().default(false),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  active: boolean("active").notNull().default(true),
  /** Bumped when a password changes or the account is deactivated: older sessions stop working. */
  sessionVersion: integer("session_version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An organization is a tenant. A private person who orders a caçamba is a `generator` org of `personType: 'person'`. */
export const orgs = pgTable(
  "orgs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: orgKind("kind").notNull(),
    personType: personType("person_type").notNull().default("company"),
    legalName: text("legal_name").notNull(),
    /** CNPJ (14 digits) or, for a person, CPF (11 digits); digits only. */
    taxId: text("tax_id").notNull(),
    /** Ruleset id of the municipality the org is based in, e.g. `juiz-de-fora-mg`. */
    municipalityId: text("municipality_id").notNull(),
    status: orgStatus("status").notNull().default("active"),
    /** Haulers start on a free trial; billing attaches a plan later. */
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /** Hauler's closed storage yard (JF art. 15); part of the onboarding checklist. */
    yardAddress: text("yard_address"),
    /**
     * Set on a generator that a hauler registered for its own use (an order by phone): the hauler's
     * private client record, seen and served by that hauler only. Null for orgs that stand on their own
     * (signed up, or a person accepted the portal invitation): those are reached by link requests.
     */
    managedByOrgId: uuid("managed_by_org_id").references((): AnyPgColumn => orgs.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  /**
   * One org per tax id within a kind among orgs that stand on their own (the service check is
   * `assertTaxIdFree`; these are the backstop), and one private record per hauler and tax id.
   */
  (t) => [
    uniqueIndex("orgs_kind_tax_id_uq").on(t.kind, t.taxId).where(sql`${t.managedByOrgId} is null`),
    uniqueIndex("orgs_managed_tax_id_uq")
      .on(t.managedByOrgId, t.taxId)
      .where(sql`${t.managedByOrgId} is not null`),
  ],
);

export const memberships = pgTable(
  "memberships",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    role: memberRole("role").notNull(),
    /** May invite, change roles and deactivate members. Hauler admins always may. */
    isManager: boolean("is_manager").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index("memberships_user_idx").on(t.userId)],
);

/** Per-org gapless counters (caçamba numbers, CTR numbers): `UPDATE … RETURNING` in the insert's transaction. */
export const orgCounters = pgTable(
  "org_counters",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    name: text("name").notNull(),
    value: integer("value").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.name] })],
);
