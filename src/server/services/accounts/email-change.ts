import { eq } from "drizzle-orm";
import { appUrl } from "@/server/app-url";
import type { Db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { conflict, notFound } from "@/server/errors";
import { enqueueEmail } from "@/server/mail/outbox";
import { emails } from "@/server/mail/templates";
import { assertCurrentPassword } from "@/server/services/session/sign-in";
import { consumeLinkToken, issueLinkToken } from "./link-tokens";
import { HOUR_MS } from "./tokens";
import { auditAccountEvent } from "./user-events";
import { endSessions, findUserByEmail, normalizeEmail } from "./users";

/**
 * Sends a confirmation link to the new address; the e-mail changes only when it is opened. A wrong
 * password spends the account's sign-in failures.
 */
export async function requestEmailChange(
  db: Db,
  userId: string,
  input: { newEmail: string; password: string },
  request: { ip: string; now: Date },
) {
  const { now } = request;
  const newEmail = normalizeEmail(input.newEmail);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Conta");
  await assertCurrentPassword(
    db,
    {
      email: user.email,
      ip: request.ip,
      password: input.password,
      passwordHash: user.passwordHash,
      field: "password",
      message: "Senha incorreta.",
    },
    now,
  );
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, newEmail)) throw conflict("Este e-mail já é usado por outra conta.");
    const token = await issueLinkToken(tx, {
      userId,
      purpose: "change_email",
      ttlMs: 24 * HOUR_MS,
      now,
      newEmail,
    });
    await enqueueEmail(
      tx,
      newEmail,
      emails.changeEmail(user.name, appUrl(`/confirmar-email?token=${token}&troca=1`)),
    );
    await auditAccountEvent(tx, userId, "user.email_change_requested", { after: { newEmail } });
    return { sentTo: newEmail };
  });
}

/** Opening the link switches the e-mail and ends every session of the account. */
export function confirmEmailChange(db: Db, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, token, "change_email", now);
    const newEmail = link.newEmail ?? "";
    if (await findUserByEmail(tx, newEmail)) throw conflict("Este e-mail já é usado por outra conta.");
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId));
    await tx.update(users).set({ email: newEmail, emailVerifiedAt: now }).where(eq(users.id, link.userId));
    await endSessions(tx, link.userId);
    await auditAccountEvent(tx, link.userId, "user.email_changed", { before, after: { email: newEmail } });
    return { email: newEmail };
  });
}
