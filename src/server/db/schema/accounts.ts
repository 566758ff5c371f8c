import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { memberRole, orgs, users } from "./orgs";

export const accountTokenPurpose = pgEnum("account_token_purpose", [
  "verify_email",
  "reset_password",
  "change_email",
]);

/** Single-use links sent by e-mail; only the SHA-256 of the token is stored. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    purpose: accountTokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** For `change_email`: the address being confirmed. */
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.purpose)],
);

export const invitations = pgTable(
  "invitations",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    id: uuid("id").notNull().default(sql`gen_random_uuid()`),
    email: text("email").notNull(),
    role: memberRole("role").notNull(),
    isManager: boolean("is_manager").notNull().default(false),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by")
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), index("invitations_org_email_idx").on(t.orgId, t.email)],
);

/** A generator a hauler serves: created by the hauler for a phone order, or linked when the generator orders. */
export const haulerClients = pgTable(
  "hauler_clients",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    generatorOrgId: uuid("generator_org_id")
      .notNull()
      .references(() => orgs.id),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.generatorOrgId] })],
);
