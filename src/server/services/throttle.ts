import { and, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { requestThrottle } from "@/server/db/schema";
import { DomainError } from "@/server/errors";

export interface ThrottleRule {
  /** What the limit is kept on, e.g. `ip:203.0.113.7` or `email:ana@…`. */
  key: string;
  limit: number;
  windowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;
/** Sign-ups per address per hour: an office behind one address still signs up its people. */
export const SIGN_UPS_PER_IP_PER_HOUR = 10;
/** Password-reset e-mails per address and per account per hour. */
export const RESETS_PER_IP_PER_HOUR = 10;
export const RESETS_PER_EMAIL_PER_HOUR = 3;

/** The slots one request took; `release` gives them back when the request turned out not to count. */
export interface ThrottleClaim {
  ids: string[];
}

/**
 * Takes one slot of `action` on every rule's key, or none when any key has already reached its limit
 * within its window (then null: a refused request is not counted, so the window does end).
 *
 * Counting and taking happen in one transaction holding an advisory lock per key (taken in one
 * order, so two requests never wait on each other crosswise): of N requests at once, exactly the
 * remaining slots pass — the count a request reads includes every slot taken before it.
 */
export async function claimThrottle(
  db: Db,
  action: string,
  rules: ThrottleRule[],
  now: Date,
): Promise<ThrottleClaim | null> {
  const keys = [...new Set(rules.map((r) => r.key))].sort();
  return db.transaction(async (tx) => {
    for (const key of keys)
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`throttle:${action}:${key}`}, 0))`,
      );
    for (const rule of rules) {
      const [row] = await tx
        .select({ n: count() })
        .from(requestThrottle)
        .where(
          and(
            eq(requestThrottle.action, action),
            eq(requestThrottle.key, rule.key),
            gt(requestThrottle.at, new Date(now.getTime() - rule.windowMs)),
          ),
        );
      if ((row?.n ?? 0) >= rule.limit) return null;
    }
    const oldest = new Date(now.getTime() - Math.max(...rules.map((r) => r.windowMs)));
    await tx
      .delete(requestThrottle)
      .where(
        and(
          eq(requestThrottle.action, action),
          inArray(requestThrottle.key, keys),
          lt(requestThrottle.at, oldest),
        ),
      );
    const taken = await tx
      .insert(requestThrottle)
      .values(keys.map((key) => ({ action, key, at: now })))
      .returning({ id: requestThrottle.id });
    return { ids: taken.map((t) => t.id) };
  });
}

/** Gives back the slots of a claim (e.g. a sign-in whose password was right is not a failure). */
export async function releaseThrottle(db: Db, claim: ThrottleClaim): Promise<void> {
  if (claim.ids.length) await db.delete(requestThrottle).where(inArray(requestThrottle.id, claim.ids));
}

/** Counts one `action` against every rule, refusing with 429 (nothing recorded) once any key is at its limit. */
export async function throttle(db: Db, action: string, rules: ThrottleRule[], now: Date): Promise<void> {
  if (await claimThrottle(db, action, rules, now)) return;
  const windowMs = Math.max(...rules.map((r) => r.windowMs));
  throw new DomainError(
    "TOO_MANY_REQUESTS",
    `Muitas solicitações seguidas. Aguarde ${Math.round(windowMs / 60_000)} minutos e tente de novo.`,
  );
}

export function throttleSignUp(db: Db, ip: string, now: Date): Promise<void> {
  return throttle(
    db,
    "accounts.sign_up",
    [{ key: `ip:${ip}`, limit: SIGN_UPS_PER_IP_PER_HOUR, windowMs: HOUR_MS }],
    now,
  );
}

export function throttlePasswordReset(db: Db, ip: string, email: string, now: Date): Promise<void> {
  return throttle(
    db,
    "accounts.password_reset",
    [
      { key: `ip:${ip}`, limit: RESETS_PER_IP_PER_HOUR, windowMs: HOUR_MS },
      { key: `email:${email.trim().toLowerCase()}`, limit: RESETS_PER_EMAIL_PER_HOUR, windowMs: HOUR_MS },
    ],
    now,
  );
}
