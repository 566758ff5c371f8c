import { eq, sql } from "drizzle-orm";
import { hashPassword } from "@/server/auth/password";
import type { DbOrTx } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { conflict } from "@/server/errors";
import { assertAcceptablePassword } from "./password-policy";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(tx: DbOrTx, email: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user ?? null;
}

/** Creates an account after the password policy; refuses an e-mail that already has one. */
export async function createUser(
  tx: DbOrTx,
  input: { name: string; email: string; password: string; emailVerifiedAt: Date | null },
) {
  const email = normalizeEmail(input.email);
  assertAcceptablePassword(input.password, [email, input.name]);
  if (await findUserByEmail(tx, email)) {
    throw conflict("Já existe uma conta com este e-mail. Entre com ela ou redefina a senha.");
  }
  const [user] = await tx
    .insert(users)
    .values({
      name: input.name.trim(),
      email,
      passwordHash: await hashPassword(input.password),
      emailVerifiedAt: input.emailVerifiedAt,
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  return user;
}

/** Ends every session of the user at their next request (see findActiveUser). */
export async function endSessions(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}
