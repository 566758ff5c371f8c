import { and, count, eq, gt } from "drizzle-orm";
import { verifyPassword } from "@/server/auth/password";
import type { Db } from "@/server/db/client";
import { signInAttempts, users } from "@/server/db/schema";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export type SignInResult =
  | { ok: true; user: { id: string; email: string; name: string; sessionVersion: number } }
  | { ok: false; reason: "invalid" | "rate_limited" };

async function recentFailures(
  db: Db,
  column: typeof signInAttempts.email | typeof signInAttempts.ip,
  value: string,
  now: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(column, value),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.at, new Date(now.getTime() - SIGN_IN_WINDOW_MS)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Checks a password, refusing once an account (5) or an IP (20) has failed too often in 15 minutes.
 * A refused attempt while limited is not counted, so the window does end.
 */
export async function signInWithPassword(
  db: Db,
  input: { email: string; password: string; ip: string },
  now: Date,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const [byAccount, byIp] = await Promise.all([
    recentFailures(db, signInAttempts.email, email, now),
    recentFailures(db, signInAttempts.ip, input.ip, now),
  ]);
  if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP)
    return { ok: false, reason: "rate_limited" };

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
  await db.insert(signInAttempts).values({ email, ip: input.ip, succeeded: ok, at: now });
  if (!ok || !user) return { ok: false, reason: "invalid" };
  return {
    ok: true,
    user: { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion },
  };
}
