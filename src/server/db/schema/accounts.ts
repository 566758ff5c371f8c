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

/**
 * A generator a hauler serves, and so may see (its sites) and take orders for: the hauler's own
 * client record (`orgs.managedByOrgId` is the hauler), or a generator org that accepted the hauler's
 * link request (`client_link_requests`). A row here is always a link the generator consented to or
 * the hauler's own record; nothing else writes it.
 */
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

export const clientLinkStatus = pgEnum("client_link_status", ["pending", "accepted", "refused"]);

/**
 * A hauler asking to serve a generator org that exists on its own (it signed up, or a person joined it):
 * the generator's members accept or refuse in the portal. Until accepted the hauler sees nothing of
 * that org — not even its name. Accepting writes the `hauler_clients` row.
 */
export const clientLinkRequests = pgTable(
  "client_link_requests",
  {
    /** The hauler asking. */
    orgId: uuid("org_id")
      .notNull()
      .references(() => orgs.id),
    generatorOrgId: uuid("generator_org_id")
      .notNull()
      .references(() => orgs.id),
    status: clientLinkStatus("status").notNull().default("pending"),
    /** The name the hauler typed when registering: shown to the hauler only, never the org's name. */
    requestedName: text("requested_name").notNull(),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.generatorOrgId] }),
    index("client_link_requests_generator_idx").on(t.generatorOrgId, t.status),
  ],
);
