import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { accountTokens } from "@/server/db/schema";
import { DomainError } from "@/server/errors";
import { hashLinkToken, newLinkToken } from "./tokens";

type Purpose = (typeof accountTokens.$inferSelect)["purpose"];

export async function issueLinkToken(
  tx: DbOrTx,
  input: { userId: string; purpose: Purpose; ttlMs: number; now: Date; newEmail?: string },
): Promise<string> {
  const { token, hash } = newLinkToken();
  await tx.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hash,
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}

/** Marks a link used and returns it; refuses unknown, used and expired links with a pt-BR message. */
export async function consumeLinkToken(tx: DbOrTx, token: string, purpose: Purpose, now: Date) {
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashLinkToken(token)), eq(accountTokens.purpose, purpose)))
    .for("update");
  if (!row)
    throw new DomainError("NOT_FOUND", "Link inválido. Confira se copiou o endereço inteiro do e-mail.");
  if (row.usedAt) throw new DomainError("CONFLICT", "Este link já foi usado. Peça um novo, se precisar.");
  if (row.expiresAt <= now) throw new DomainError("PRECONDITION_FAILED", "Este link expirou. Peça um novo.");
  await tx.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, row.id));
  return row;
}
