import { createHash, randomBytes } from "node:crypto";

/** A link token: the raw value goes in the e-mail, only its SHA-256 is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const HOUR_MS = 60 * 60 * 1000;
