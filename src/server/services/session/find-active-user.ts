import { eq } from "drizzle-orm";
import type { SessionClaims } from "@/server/api/context";
import type { Db } from "@/server/db/client";
import { users } from "@/server/db/schema";

export interface ActiveUser {
  id: string;
  email: string;
  name: string;
  isSuperadmin: boolean;
  emailVerified: boolean;
}

/** The session's user, only while the account is active and the session is not outdated. */
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
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!user?.active || user.sessionVersion !== claims.sessionVersion) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isSuperadmin: user.isSuperadmin,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
