import { headers } from "next/headers";
import { decode, getToken } from "next-auth/jwt";
import type { SessionClaims } from "@/server/api/context";

/** Auth.js names the session cookie `__Secure-…` on https and plainly on http. */
const COOKIES = [
  { name: "__Secure-authjs.session-token", secureCookie: true },
  { name: "authjs.session-token", secureCookie: false },
] as const;

const MAX_CACHED = 2_000;
/** Decrypted claims by token: a token never changes, and decrypting it (HKDF + AES + HMAC) costs per request. */
const decoded = new Map<string, { claims: SessionClaims; expiresAtMs: number }>();

async function claimsOf(token: string, salt: string, nowMs: number): Promise<SessionClaims | null> {
  const hit = decoded.get(token);
  if (hit && hit.expiresAtMs > nowMs) return hit.claims;
  decoded.delete(token);
  const secret = process.env.AUTH_SECRET;
  if (!secret) return null;
  const payload = await decode({ token, secret, salt }).catch(() => null);
  if (!payload?.uid || typeof payload.exp !== "number") return null;
  const claims = { userId: String(payload.uid), sessionVersion: Number(payload.sv ?? 0) };
  if (decoded.size >= MAX_CACHED) decoded.delete(decoded.keys().next().value as string);
  decoded.set(token, { claims, expiresAtMs: payload.exp * 1000 });
  return claims;
}

/**
 * The signed-in user's claims from the JWT session cookie, or null. Same token, same checks as
 * Auth.js's `auth()` (decryption, expiry); whether the account is still active and the session
 * version still current is checked against the database on every request (`findActiveUser`).
 */
export async function currentSessionClaims(): Promise<SessionClaims | null> {
  // Only the cookie, as Auth.js's `auth()` reads it (getToken would also take `Authorization: Bearer`).
  const req = { headers: new Headers({ cookie: (await headers()).get("cookie") ?? "" }) };
  const secret = process.env.AUTH_SECRET ?? "";
  for (const { name, secureCookie } of COOKIES) {
    const token = await getToken({ req, secret, secureCookie, raw: true });
    if (token) return claimsOf(token, name, Date.now());
  }
  return null;
}
