import { lt } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { revokedSessions } from "@/server/db/schema";

/** How long a session cookie lives without being renewed (Auth.js `session.maxAge`). */
export const SESSION_MAX_AGE_S = 12 * 60 * 60;

/**
 * Ends one session (sign-out) on the server: its `sid` is refused from now on, whatever copy of the
 * cookie is shown. The row is kept for a full session lifetime — no copy issued before now outlives
 * it, and a revoked session is never renewed (the jwt callback checks) — and rows past that are pruned.
 */
export async function revokeSession(
  db: Db,
  session: { sessionId: string; userId: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
    await tx
      .insert(revokedSessions)
      .values({
        sessionId: session.sessionId,
        userId: session.userId,
        revokedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000),
      })
      .onConflictDoNothing();
  });
}
