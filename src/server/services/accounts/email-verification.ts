import { eq } from "drizzle-orm";
import { appUrl } from "@/server/app-url";
import type { Db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { DomainError } from "@/server/errors";
import { enqueueEmail } from "@/server/mail/outbox";
import { emails } from "@/server/mail/templates";
import { consumeLinkToken, issueLinkToken } from "./link-tokens";
import { HOUR_MS } from "./tokens";
import { auditAccountEvent } from "./user-events";

export function confirmEmail(db: Db, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, token, "verify_email", now);
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, link.userId));
    await auditAccountEvent(tx, link.userId, "user.email_verified");
    return { userId: link.userId };
  });
}

export function resendVerification(db: Db, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw new DomainError("NOT_FOUND", "Conta não encontrada.");
    if (user.emailVerifiedAt) throw new DomainError("CONFLICT", "Seu e-mail já está confirmado.");
    const token = await issueLinkToken(tx, { userId, purpose: "verify_email", ttlMs: 24 * HOUR_MS, now });
    await enqueueEmail(
      tx,
      user.email,
      emails.verifyEmail(user.name, appUrl(`/confirmar-email?token=${token}`)),
    );
    return { sentTo: user.email };
  });
}
