import { eq } from "drizzle-orm";
import { appUrl } from "@/server/app-url";
import { hashPassword } from "@/server/auth/password";
import type { Db, Tx } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { enqueueEmail } from "@/server/mail/outbox";
import { emails } from "@/server/mail/templates";
import { assertCurrentPassword } from "@/server/services/session/sign-in";
import { consumeLinkToken, issueLinkToken } from "./link-tokens";
import { assertAcceptablePassword } from "./password-policy";
import { HOUR_MS } from "./tokens";
import { auditAccountEvent } from "./user-events";
import { endSessions, findUserByEmail } from "./users";

/** Sends a reset link when the account exists; answers the same either way, so e-mails cannot be probed. */
export function requestPasswordReset(db: Db, email: string, now: Date) {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user?.active) {
      const token = await issueLinkToken(tx, {
        userId: user.id,
        purpose: "reset_password",
        ttlMs: HOUR_MS,
        now,
      });
      await enqueueEmail(
        tx,
        user.email,
        emails.resetPassword(user.name, appUrl(`/redefinir-senha?token=${token}`)),
      );
      await auditAccountEvent(tx, user.id, "user.password_reset_requested", { actorUserId: null });
    }
    return {
      message:
        "Se houver uma conta com este e-mail, enviamos um link para redefinir a senha (vale por 1 hora).",
    };
  });
}

async function setPassword(tx: Tx, userId: string, password: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error("user vanished");
  assertAcceptablePassword(password, [user.email, user.name]);
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
  return { user, sessionVersion: await endSessions(tx, userId) };
}

/** A reset link sets a new password and ends every session of the account. */
export function resetPassword(db: Db, input: { token: string; password: string }, now: Date) {
  return db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, input.token, "reset_password", now);
    const { user } = await setPassword(tx, link.userId, input.password);
    await auditAccountEvent(tx, link.userId, "user.password_reset");
    return { email: user.email };
  });
}

/**
 * Changes the password and ends the account's other sessions (the caller signs in again with the new
 * one). A wrong current password spends the account's sign-in failures.
 */
export async function changePassword(
  db: Db,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  request: { ip: string; now: Date },
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Conta");
  await assertCurrentPassword(
    db,
    {
      email: user.email,
      ip: request.ip,
      password: input.currentPassword,
      passwordHash: user.passwordHash,
      field: "currentPassword",
      message: "Senha atual incorreta.",
    },
    request.now,
  );
  return db.transaction(async (tx) => {
    await setPassword(tx, userId, input.newPassword);
    await auditAccountEvent(tx, userId, "user.password_changed");
    return { email: user.email };
  });
}
