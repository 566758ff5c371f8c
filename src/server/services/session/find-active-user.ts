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

/**
 * The session's user, only while the account is active, the session is not outdated (password or
 * e-mail changed, sessions ended) and it was not signed out. One query, on every request.
 */
export async function findActiveUser(db: Db, claims: SessionClaims): Promise<ActiveUser | null> {
  const [user] = await db
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
          .where(eq(revokedSessions.sessionId, claims.sessionId)),
      ).mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!user?.active || user.sessionVersion !== claims.sessionVersion || user.signedOut) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isSuperadmin: user.isSuperadmin,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
