import { and, count, eq, gt, inArray, lt } from "drizzle-orm";
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

/**
 * Counts one `action` against every rule, refusing (429, nothing recorded) once any key has reached
 * its limit within its window. A refused request is not counted, so the window does end.
 */
export async function throttle(db: Db, action: string, rules: ThrottleRule[], now: Date): Promise<void> {
  for (const rule of rules) {
    const [row] = await db
      .select({ n: count() })
      .from(requestThrottle)
      .where(
        and(
          eq(requestThrottle.action, action),
          eq(requestThrottle.key, rule.key),
          gt(requestThrottle.at, new Date(now.getTime() - rule.windowMs)),
        ),
      );
    if ((row?.n ?? 0) >= rule.limit)
      throw new DomainError(
        "TOO_MANY_REQUESTS",
        `Muitas solicitações seguidas. Aguarde ${Math.round(rule.windowMs / 60_000)} minutos e tente de novo.`,
      );
  }
  const keys = rules.map((r) => r.key);
  const oldest = new Date(now.getTime() - Math.max(...rules.map((r) => r.windowMs)));
  await db
    .delete(requestThrottle)
    .where(
      and(
        eq(requestThrottle.action, action),
        inArray(requestThrottle.key, keys),
        lt(requestThrottle.at, oldest),
      ),
    );
  await db.insert(requestThrottle).values(keys.map((key) => ({ action, key, at: now })));
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
