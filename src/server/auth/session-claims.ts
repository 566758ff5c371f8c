import { decode, getToken } from "next-auth/jwt";
import type { SessionClaims } from "@/server/api/context";

/** Auth.js names the session cookie `__Secure-…` on https and plainly on http; the name is the key's salt. */
const SECURE_COOKIE = "__Secure-authjs.session-token";
const PLAIN_COOKIE = "authjs.session-token";

/**
 * Whether Auth.js takes this request as https, as it decides (`createActionURL`): the protocol of
 * `AUTH_URL` when set, else `x-forwarded-proto` (which the custom server sets on every request), else https.
 */
export function usesSecureCookie(
  requestHeaders: Headers,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const configured = env.AUTH_URL ?? env.NEXTAUTH_URL;
  if (configured) return new URL(configured).protocol === "https:";
  const proto = (requestHeaders.get("x-forwarded-proto") ?? "https").split(",")[0]?.trim();
  return proto?.replace(/:$/, "") === "https";
}

const MAX_CACHED = 2_000;
/**
 * Decrypted claims by cookie name and token: a token never changes, and decrypting it (HKDF + AES +
 * HMAC) costs per request. The name is part of the key because it is the decryption salt: a token
 * that decrypts under one name must not be taken under the other.
 */
const decoded = new Map<string, { claims: SessionClaims; expiresAtMs: number }>();

async function claimsOf(token: string, salt: string, nowMs: number): Promise<SessionClaims | null> {
  const cacheKey = `${salt}\n${token}`;
  const hit = decoded.get(cacheKey);
  if (hit && hit.expiresAtMs > nowMs) return hit.claims;
  decoded.delete(cacheKey);
  const secret = process.env.AUTH_SECRET;
  if (!secret) return null;
  const payload = await decode({ token, secret, salt }).catch(() => null);
  // A token without `sid` predates revocable sessions: its owner signs in again.
  if (!payload?.uid || typeof payload.sid !== "string" || typeof payload.exp !== "number") return null;
  const claims = {
    userId: String(payload.uid),
    sessionVersion: Number(payload.sv ?? 0),
    sessionId: payload.sid,
  };
  if (decoded.size >= MAX_CACHED) decoded.delete(decoded.keys().next().value as string);
  decoded.set(cacheKey, { claims, expiresAtMs: payload.exp * 1000 });
  return claims;
}

/**
 * The claims of the session cookie in these request headers, or null; needs no Next.js request context
 * (the custom server's tRPC handler calls it). Same cookie, same checks as Auth.js's `auth()`: only the
 * cookie name Auth.js uses for this request's protocol (a `__Secure-` cookie over plain http is
 * ignored), decryption under that name, expiry. Whether the account is still active, the session
 * current and not signed out is checked against the database on every request (`findActiveUser`).
 */
export async function sessionClaimsFrom(requestHeaders: Headers): Promise<SessionClaims | null> {
  // Only the cookie, as `auth()` reads it (getToken would also take `Authorization: Bearer`).
  const req = { headers: new Headers({ cookie: requestHeaders.get("cookie") ?? "" }) };
  const secureCookie = usesSecureCookie(requestHeaders);
  const token = await getToken({ req, secret: process.env.AUTH_SECRET ?? "", secureCookie, raw: true });
  return token ? claimsOf(token, secureCookie ? SECURE_COOKIE : PLAIN_COOKIE, Date.now()) : null;
}
