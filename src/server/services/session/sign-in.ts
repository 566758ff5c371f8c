import { eq } from "drizzle-orm";
import { verifyPassword } from "@/server/auth/password";
import type { Db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { claimThrottle, releaseThrottle } from "@/server/services/throttle";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export type SignInResult =
  | { ok: true; user: { id: string; email: string; name: string; sessionVersion: number } }
  | { ok: false; reason: "invalid" | "rate_limited" };

/**
 * Checks a password, refusing once an account (5) or an IP (20) has failed too often in 15 minutes.
 * Each attempt first takes a failure slot on both (atomically: of 40 at once, exactly 5 per account
 * are evaluated) and only then hashes; a right password gives its slots back. A refused attempt
 * takes no slot and costs no hashing, so the window does end.
 */
export async function signInWithPassword(
  db: Db,
  input: { email: string; password: string; ip: string },
  now: Date,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const claim = await claimThrottle(
    db,
    "session.sign_in_failure",
    [
      { key: `email:${email}`, limit: MAX_FAILURES_PER_ACCOUNT, windowMs: SIGN_IN_WINDOW_MS },
      { key: `ip:${input.ip}`, limit: MAX_FAILURES_PER_IP, windowMs: SIGN_IN_WINDOW_MS },
    ],
    now,
  );
  if (!claim) return { ok: false, reason: "rate_limited" };

  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      active: users.active,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.email, email));
  const ok = !!user && user.active && (await verifyPassword(input.password, user.passwordHash));
  if (!ok || !user) return { ok: false, reason: "invalid" };
  await releaseThrottle(db, claim);
  return {
    ok: true,
    user: { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion },
  };
}
