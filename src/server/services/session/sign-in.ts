import { eq } from "drizzle-orm";
import { verifyPassword } from "@/server/auth/password";
import type { Db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { DomainError, invalidField } from "@/server/errors";
import { claimThrottle, releaseThrottle } from "@/server/services/throttle";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failures for one account from one address. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export type SignInResult =
  | { ok: true; user: { id: string; email: string; name: string; sessionVersion: number } }
  | { ok: false; reason: "invalid" | "rate_limited" };

/**
 * Checks a password against the failure budget of the account from this address (5) and of the
 * address (20) in 15 minutes. The account's budget is kept per address so that nobody can lock
 * anybody out: wrong passwords sent for an e-mail from one place close that place to that account,
 * never the rightful person's own address (issue 29). The attempt first takes a failure slot on both (atomically: of 40 at once, exactly 5 per
 * account are evaluated) and only then hashes; a right password gives its slots back. A refused
 * attempt takes no slot and costs no hashing, so the window does end. `passwordHash` null (no such
 * account, or inactive) is a failure like a wrong password.
 */
export async function checkPasswordAttempt(
  db: Db,
  input: { email: string; ip: string; password: string; passwordHash: string | null },
  now: Date,
): Promise<"ok" | "invalid" | "rate_limited"> {
  const claim = await claimThrottle(
    db,
    "session.sign_in_failure",
    [
      {
        key: `email:${input.email.trim().toLowerCase()}:ip:${input.ip}`,
        limit: MAX_FAILURES_PER_ACCOUNT,
        windowMs: SIGN_IN_WINDOW_MS,
      },
      { key: `ip:${input.ip}`, limit: MAX_FAILURES_PER_IP, windowMs: SIGN_IN_WINDOW_MS },
    ],
    now,
  );
  if (!claim) return "rate_limited";
  const ok = input.passwordHash !== null && (await verifyPassword(input.password, input.passwordHash));
  if (!ok) return "invalid";
  await releaseThrottle(db, claim);
  return "ok";
}

/**
 * The check of a signed-in person's current password (changing the password or the e-mail): it spends
 * the same budget as signing in, so a session cannot be used to guess the password behind it.
 * Throws the field error, or 429 once the budget is spent.
 */
export async function assertCurrentPassword(
  db: Db,
  input: {
    email: string;
    ip: string;
    password: string;
    passwordHash: string;
    field: string;
    message: string;
  },
  now: Date,
): Promise<void> {
  const result = await checkPasswordAttempt(db, input, now);
  if (result === "rate_limited")
    throw new DomainError(
      "TOO_MANY_REQUESTS",
      "Muitas tentativas sem sucesso. Aguarde 15 minutos e tente de novo.",
    );
  if (result === "invalid") throw invalidField(input.field, input.message);
}

/** Signs in with e-mail and password, within the failure budget (`checkPasswordAttempt`). */
export async function signInWithPassword(
  db: Db,
  input: { email: string; password: string; ip: string },
  now: Date,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
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
  const passwordHash = user?.active ? user.passwordHash : null;
  const result = await checkPasswordAttempt(
    db,
    { email, ip: input.ip, password: input.password, passwordHash },
    now,
  );
  if (result === "rate_limited") return { ok: false, reason: "rate_limited" };
  if (result === "invalid" || !user) return { ok: false, reason: "invalid" };
  return {
    ok: true,
    user: { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion },
  };
}
