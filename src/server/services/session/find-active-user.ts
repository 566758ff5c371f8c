import { eq, exists, sql } from "drizzle-orm";
import type { SessionClaims } from "@/server/api/context";
import type { Db } from "@/server/db/client";
import { revokedSessions, users } from "@/server/db/schema";

export interface ActiveUser {
  id: string;
  email: string;
  name: string;
  isSuperadmin: boolean;
  emailVerified: boolean;
}

/** Built once per database and kept prepared: it runs on every request (issue 19). */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isSuperadmin: users.isSuperadmin,
      emailVerifiedAt: users.emailVerifiedAt,
      active: users.active,
      sessionVersion: users.sessionVersion,
      signedOut: exists(
        db
          .select({ one: sql`1` })
          .from(revokedSessions)
          .where(eq(revokedSessions.sessionId, sql.placeholder("sessionId"))),
      ).mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("find_active_user");
}

/**
 * The session's user, only while the account is active, the session is not outdated (password or
 * e-mail changed, sessions ended) and it was not signed out. One query, on every request.
 */
export async function findActiveUser(db: Db, claims: SessionClaims): Promise<ActiveUser | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [user] = await query.execute({ userId: claims.userId, sessionId: claims.sessionId });
  return user ? activeUserOf(user, claims) : null;
}

/** The user of this row while the account is active, the session current and not signed out. */
export function activeUserOf(
  user: {
    id: string;
    email: string;
    name: string;
    isSuperadmin: boolean;
    emailVerifiedAt: unknown;
    active: boolean;
    sessionVersion: number;
    signedOut: boolean;
  },
  claims: SessionClaims,
): ActiveUser | null {
  if (!user.active || user.sessionVersion !== claims.sessionVersion || user.signedOut) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isSuperadmin: user.isSuperadmin,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
