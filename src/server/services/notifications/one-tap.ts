import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, getDb } from "@/server/db/client";
import { jobs, memberships, orgs, placements, storedFiles } from "@/server/db/schema";
import { DomainError } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { reportFull, requestPickup } from "@/server/services/dispatch/placements";
import type { OpenedFile } from "@/server/services/files/files";
import { type FileStorage, storageFromEnv } from "@/server/services/files/storage";
import { throttle } from "@/server/services/throttle";
import { type OneTapClaims, verifyOneTap } from "./one-tap-link";
import { EXPIRED_LINK, INVALID_LINK } from "./one-tap-messages";
import { placementNoticeFacts, placementWording } from "./placement-notices";
import { timeZoneOf } from "./recipients";

const HOUR_MS = 3_600_000;
/** Opens and answers per address and per link in an hour: a family sharing a phone never meets it, a script does. */
export const ONE_TAP_PER_IP_PER_HOUR = 60;
export const ONE_TAP_PER_LINK_PER_HOUR = 20;

export type OneTapAction = "full" | "pickup";

/** Forged, mangled or expired tokens per address in an hour: a person mistyping a link never meets it. */
export const ONE_TAP_FAILURES_PER_IP_PER_HOUR = 20;
const ONE_TAP = "notifications.one_tap";

/**
 * The link's claims, or a refusal that changes nothing: a forged or mangled token is 404 (no such
 * link), an expired one 403 (it existed, it no longer works). The MAC is checked before anything is
 * counted: a token that fails it counts against its address (and the address's failures), never
 * against a genuine link's quota — a forgery names no link. The person must still be an active
 * member of the generator it was signed for.
 */
async function admit(db: Db, token: string, ip: string, now: Date): Promise<OneTapClaims> {
  const perIp = { key: `ip:${ip}`, limit: ONE_TAP_PER_IP_PER_HOUR, windowMs: HOUR_MS };
  const check = verifyOneTap(token, now);
  if (!check.ok) {
    await throttle(
      db,
      ONE_TAP,
      [perIp, { key: `fail:${ip}`, limit: ONE_TAP_FAILURES_PER_IP_PER_HOUR, windowMs: HOUR_MS }],
      now,
    );
    throw check.reason === "expired"
      ? new DomainError("FORBIDDEN", EXPIRED_LINK)
      : new DomainError("NOT_FOUND", INVALID_LINK);
  }
  const { claims } = check;
  const perLink = {
    key: `link:${claims.placementId}:${claims.userId}`,
    limit: ONE_TAP_PER_LINK_PER_HOUR,
    windowMs: HOUR_MS,
  };
  await throttle(db, ONE_TAP, [perIp, perLink], now);
  const [member] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, claims.userId),
        eq(memberships.orgId, claims.generatorOrgId),
        eq(memberships.active, true),
      ),
    );
  if (!member)
    throw new DomainError(
      "FORBIDDEN",
      "Este link foi enviado a quem não participa mais desta obra. Peça ao responsável pela obra que responda.",
    );
  return claims;
}

/** What the one-tap page shows: the caçamba, where it is, its deadline with the article, what was already said. */
export async function oneTapView(db: Db, token: string, ip: string, now: Date) {
  return viewOf(db, await admit(db, token, ip, now), now);
}

async function viewOf(db: Db, claims: OneTapClaims, now: Date) {
  const p = await placementNoticeFacts(db, claims.haulerOrgId, claims.placementId);
  if (!p || p.generatorOrgId !== claims.generatorOrgId)
    throw new DomainError("NOT_FOUND", "Esta caçamba não está mais na sua obra.");
  const [hauler] = await db.select({ name: orgs.legalName }).from(orgs).where(eq(orgs.id, p.orgId));
  const photo = await dropOffPhoto(db, claims);
  return {
    placementId: p.id,
    haulerName: hauler?.name ?? "",
    cacambaNumber: p.cacambaNumber,
    siteName: p.siteName,
    siteAddress: p.siteAddress,
    onStreet: p.status === "placed",
    placedAt: p.placedAt,
    fullAt: p.fullAt,
    pickupRequestedAt: p.pickupRequestedAt,
    deadline: p.deadline,
    deadlineArticle: p.deadlineArticle,
    deadlineWording: placementWording(p, now),
    timeZone: timeZoneOf(p.municipalityId),
    expiresAt: claims.expiresAt,
    hasPhoto: photo !== null,
  };
}

/**
 * The photo the driver took when this placement's caçamba was left: its own drop-off job, or the swap
 * (troca) that left it in place of the full one — a swap job belongs to the placement it ended, and the
 * placement it started shares its site and has `placedAt` = the swap's `doneAt` = the old one's
 * `removedAt` (one instant, written in the swap's transaction). The swap's photo is never the ended
 * placement's own drop-off photo.
 */
async function dropOffPhoto(db: Db, claims: OneTapClaims) {
  const file = {
    storageKey: storedFiles.storageKey,
    contentType: storedFiles.contentType,
    sizeBytes: storedFiles.sizeBytes,
  };
  const photoOf = and(eq(storedFiles.orgId, jobs.orgId), eq(storedFiles.id, jobs.photoFileId));
  const [own] = await db
    .select(file)
    .from(jobs)
    .innerJoin(storedFiles, photoOf)
    .where(
      and(
        eq(jobs.orgId, claims.haulerOrgId),
        eq(jobs.placementId, claims.placementId),
        eq(jobs.kind, "drop_off"),
        eq(jobs.status, "done"),
        isNotNull(jobs.photoFileId),
      ),
    )
    .orderBy(desc(jobs.doneAt))
    .limit(1);
  if (own) return own;
  const [p] = await db
    .select({ siteId: placements.siteId, placedAt: placements.placedAt })
    .from(placements)
    .where(and(eq(placements.orgId, claims.haulerOrgId), eq(placements.id, claims.placementId)));
  if (!p?.placedAt) return null;
  const ended = alias(placements, "ended");
  const [swap] = await db
    .select(file)
    .from(jobs)
    .innerJoin(ended, and(eq(ended.orgId, jobs.orgId), eq(ended.id, jobs.placementId)))
    .innerJoin(storedFiles, photoOf)
    .where(
      and(
        eq(jobs.orgId, claims.haulerOrgId),
        eq(jobs.kind, "swap"),
        eq(jobs.status, "done"),
        eq(jobs.doneAt, p.placedAt),
        eq(ended.generatorOrgId, claims.generatorOrgId),
        eq(ended.siteId, p.siteId),
        eq(ended.removedAt, p.placedAt),
        ne(ended.id, claims.placementId),
        isNotNull(jobs.photoFileId),
      ),
    )
    .limit(1);
  return swap ?? null;
}

/** The drop-off photo for the one-tap page (the link is the authority, as for the page itself). */
export async function oneTapPhoto(db: Db, token: string, ip: string, now: Date) {
  const photo = await dropOffPhoto(db, await admit(db, token, ip, now));
  if (!photo) throw new DomainError("NOT_FOUND", "Esta entrega não tem foto.");
  return photo;
}

/** `GET /api/responder/[token]/foto`: the photo's bytes; null when the storage no longer has them. */
export async function openOneTapPhoto(
  token: string,
  ip: string,
  now: Date,
  deps: { db?: Db; storage?: FileStorage } = {},
): Promise<OpenedFile | null> {
  const photo = await oneTapPhoto(deps.db ?? (await getDb()), token, ip, now);
  const body = await (deps.storage ?? storageFromEnv()).get(photo.storageKey);
  return body ? { body, contentType: photo.contentType, sizeBytes: photo.sizeBytes } : null;
}

/**
 * "Está cheia" (the placement's fullAt: where the law counts from it, as CM art. 47, I, the deadline
 * starts) or "pedir a retirada" (kept on the placement for the hauler), as the person the link was
 * signed for, through the same services as the portal. A repeat changes nothing and says so.
 */
export async function oneTapAnswer(db: Db, token: string, action: OneTapAction, ip: string, now: Date) {
  const claims = await admit(db, token, ip, now);
  const scope: OrgScope = {
    db,
    userId: claims.userId,
    orgId: claims.generatorOrgId,
    orgKind: "generator",
    role: "client",
    isManager: false,
  };
  const done =
    action === "full"
      ? await reportFull(scope, claims.placementId, false, now, "link de resposta")
      : await requestPickup(scope, claims.placementId, now, "link de resposta");
  return { action, repeated: done.repeated, view: await viewOf(db, claims, now) };
}
