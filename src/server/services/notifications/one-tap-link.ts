import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { appUrl } from "@/server/app-url";

/** How long a one-tap link in a message works. */
export const ONE_TAP_TTL_MS = 72 * 3_600_000;

/** What a one-tap link may do: answer about one placement ("está cheia", "pedir a retirada"). */
export interface OneTapClaims {
  placementId: string;
  haulerOrgId: string;
  generatorOrgId: string;
  /** The client's person it was sent to: the answer is theirs (audit), while they are still a member. */
  userId: string;
  expiresAt: Date;
}

export type OneTapCheck = { ok: true; claims: OneTapClaims } | { ok: false; reason: "invalid" | "expired" };

const VERSION = 1;
/** The purpose byte: a link signed for something else never answers here. */
const PURPOSE_PLACEMENT_ANSWER = 1;
const MAC_BYTES = 16;
const BODY_BYTES = 1 + 1 + 4 + 16 * 4;

let devSecret: string | null = null;

/**
 * The link key: `LINK_SECRET`, else the app secret (`AUTH_SECRET`), derived for this one use so that
 * a link's MAC is never a session's. Without either (tests, a first `next dev`), a random key for
 * this process only; in production one of them must be set.
 */
function linkKey(): Buffer {
  const secret = process.env.LINK_SECRET || process.env.AUTH_SECRET;
  if (!secret && process.env.NODE_ENV === "production")
    throw new Error("LINK_SECRET ou AUTH_SECRET precisa estar definido para assinar os links de resposta.");
  devSecret ??= randomBytes(32).toString("hex");
  return createHmac("sha256", secret || devSecret)
    .update("caçamba-certa one-tap link v1")
    .digest();
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ""), "hex");
const uuidOf = (b: Buffer) => {
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
const mac = (body: Buffer) => createHmac("sha256", linkKey()).update(body).digest().subarray(0, MAC_BYTES);

/**
 * A compact signed token (115 characters, URL-safe): version, purpose, expiry and the four ids,
 * then the first 128 bits of their HMAC-SHA256. Nothing secret is inside; nothing in it can be changed.
 */
export function signOneTap(c: Omit<OneTapClaims, "expiresAt">, now: Date): string {
  const body = Buffer.alloc(BODY_BYTES);
  body.writeUInt8(VERSION, 0);
  body.writeUInt8(PURPOSE_PLACEMENT_ANSWER, 1);
  body.writeUInt32BE(Math.floor((now.getTime() + ONE_TAP_TTL_MS) / 1000), 2);
  [c.placementId, c.haulerOrgId, c.generatorOrgId, c.userId].forEach((id, i) => {
    uuidBytes(id).copy(body, 6 + 16 * i);
  });
  return Buffer.concat([body, mac(body)]).toString("base64url");
}

/** The token's claims when its MAC is right and it has not expired; why not otherwise. */
export function verifyOneTap(token: string, now: Date): OneTapCheck {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return { ok: false, reason: "invalid" };
  const raw = Buffer.from(token, "base64url");
  if (raw.length !== BODY_BYTES + MAC_BYTES) return { ok: false, reason: "invalid" };
  // 86 bytes are 115 characters with 2 spare bits in the last: only the one spelling signOneTap writes
  // is the link (another last character decoding to the same bytes is a changed token).
  if (raw.toString("base64url") !== token) return { ok: false, reason: "invalid" };
  const body = raw.subarray(0, BODY_BYTES);
  if (!timingSafeEqual(raw.subarray(BODY_BYTES), mac(body))) return { ok: false, reason: "invalid" };
  if (body.readUInt8(0) !== VERSION || body.readUInt8(1) !== PURPOSE_PLACEMENT_ANSWER)
    return { ok: false, reason: "invalid" };
  const expiresAt = new Date(body.readUInt32BE(2) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: "expired" };
  const id = (i: number) => uuidOf(body.subarray(6 + 16 * i, 22 + 16 * i));
  return {
    ok: true,
    claims: { placementId: id(0), haulerOrgId: id(1), generatorOrgId: id(2), userId: id(3), expiresAt },
  };
}

/** The public page a client's message links to. */
export function oneTapUrl(c: Omit<OneTapClaims, "expiresAt">, now: Date): string {
  return appUrl(`/responder/${signOneTap(c, now)}`);
}
