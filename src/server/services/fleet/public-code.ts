import { randomBytes } from "node:crypto";

/** A caçamba's public code (its page and QR): 48 random bits, URL-safe, never derived from its number. */
export function newPublicCode(): string {
  return randomBytes(6).toString("base64url");
}
