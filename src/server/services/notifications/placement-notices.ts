import { and, eq } from "drizzle-orm";
import { formatCacambaNumber, formatDateTime } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import type { DbOrTx } from "@/server/db/client";
import { cacambas, orgs, placements, sites } from "@/server/db/schema";
import { deadlineWording } from "@/server/services/dispatch/deadlines";
import { notify } from "./notify";
import { oneTapUrl } from "./one-tap-link";
import { DISPATCH_ROLES, memberIds, timeZoneOf } from "./recipients";
import { renderTemplate } from "./templates";

/** What a placement's messages say, read in the caller's transaction. */
export async function placementNoticeFacts(tx: DbOrTx, orgId: string, placementId: string) {
  const [p] = await tx
    .select({
      id: placements.id,
      orgId: placements.orgId,
      status: placements.status,
      generatorOrgId: placements.generatorOrgId,
      generatorName: orgs.legalName,
      municipalityId: placements.municipalityId,
      placedAt: placements.placedAt,
      fullAt: placements.fullAt,
      hazard: placements.hazard,
      hazardSince: placements.hazardSince,
      deadline: placements.deadline,
      deadlineArticle: placements.deadlineArticle,
      pickupRequestedAt: placements.pickupRequestedAt,
      siteName: sites.name,
      siteAddress: sites.address,
      cacambaNumber: cacambas.number,
    })
    .from(placements)
    .innerJoin(orgs, eq(orgs.id, placements.generatorOrgId))
    .innerJoin(sites, and(eq(sites.orgId, placements.generatorOrgId), eq(sites.id, placements.siteId)))
    .leftJoin(cacambas, and(eq(cacambas.orgId, placements.orgId), eq(cacambas.id, placements.cacambaId)))
    .where(and(eq(placements.orgId, orgId), eq(placements.id, placementId)));
  return p ?? null;
}

export type PlacementNoticeFacts = NonNullable<Awaited<ReturnType<typeof placementNoticeFacts>>>;

export const cacambaLabel = (p: PlacementNoticeFacts) =>
  p.cacambaNumber === null ? "sem número" : `nº ${formatCacambaNumber(p.cacambaNumber)}`;

const where = (p: PlacementNoticeFacts) => `${p.siteAddress} (${p.siteName})`;

export function placementWording(p: PlacementNoticeFacts, at: Date): string {
  return deadlineWording(
    {
      municipalityId: p.municipalityId,
      placedAt: p.placedAt ?? at,
      fullAt: p.fullAt,
      hazard: p.hazard,
      hazardSince: p.hazardSince,
    },
    timeZoneOf(p.municipalityId),
  );
}

/**
 * Where each person answers: the hauler's staff on its placements list; the client on the one-tap
 * page signed for them (está cheia, pedir a retirada, and a link to its portal).
 */
function linkFor(p: PlacementNoticeFacts, userId: string, staff: ReadonlySet<string>, now: Date) {
  return staff.has(userId)
    ? appUrl("/colocacoes")
    : oneTapUrl({ placementId: p.id, haulerOrgId: p.orgId, generatorOrgId: p.generatorOrgId, userId }, now);
}

/** The drop-off: the client's people get the caçamba's number, place, time and removal deadline with its article. */
export async function notifyDelivered(tx: DbOrTx, p: PlacementNoticeFacts, now: Date) {
  const tz = timeZoneOf(p.municipalityId);
  const placedAt = p.placedAt ?? now;
  return notify(tx, {
    event: "cacamba_delivered",
    subject: `${p.id}:${placedAt.toISOString()}`,
    userIds: await memberIds(tx, p.generatorOrgId),
    orgId: p.orgId,
    timeZone: tz,
    now,
    render: (userId) =>
      renderTemplate("placement_delivered", [
        cacambaLabel(p),
        where(p),
        formatDateTime(placedAt, tz),
        placementWording(p, now),
        linkFor(p, userId, new Set(), now),
      ]),
  });
}

export type DeadlineNotice = "deadline_tomorrow" | "deadline_today" | "deadline_overdue";

const DEADLINE_TEMPLATE = {
  deadline_tomorrow: "placement_due_tomorrow",
  deadline_today: "placement_due_today",
  deadline_overdue: "placement_overdue",
} as const;

/** A deadline reminder to the hauler's admins and dispatchers and to the client's people. */
export async function notifyDeadline(
  tx: DbOrTx,
  event: DeadlineNotice,
  p: PlacementNoticeFacts & { deadline: Date },
  now: Date,
) {
  const tz = timeZoneOf(p.municipalityId);
  const staff = await memberIds(tx, p.orgId, DISPATCH_ROLES);
  const staffSet = new Set(staff);
  const clients = (await memberIds(tx, p.generatorOrgId)).filter((id) => !staffSet.has(id));
  const when =
    event === "deadline_today" ? formatDateTime(p.deadline, tz).slice(11) : formatDateTime(p.deadline, tz);
  return notify(tx, {
    event,
    subject: `${p.id}:${p.deadline.toISOString()}`,
    userIds: [...staff, ...clients],
    orgId: p.orgId,
    timeZone: tz,
    now,
    render: (userId) =>
      renderTemplate(DEADLINE_TEMPLATE[event], [
        cacambaLabel(p),
        where(p),
        when,
        p.deadlineArticle ?? "prazo da lei municipal",
        linkFor(p, userId, staffSet, now),
      ]),
  });
}

/** The client said "está cheia": the hauler's admins and dispatchers get the new deadline with its article. */
export async function notifyFull(tx: DbOrTx, p: PlacementNoticeFacts, now: Date) {
  const tz = timeZoneOf(p.municipalityId);
  const fullAt = p.fullAt ?? now;
  return notify(tx, {
    event: "cacamba_full",
    subject: `${p.id}:${fullAt.toISOString()}:${p.hazard ? "hazard" : "full"}`,
    userIds: await memberIds(tx, p.orgId, DISPATCH_ROLES),
    orgId: p.orgId,
    timeZone: tz,
    now,
    render: () =>
      renderTemplate("placement_full", [
        p.generatorName,
        cacambaLabel(p),
        where(p),
        formatDateTime(fullAt, tz),
        placementWording(p, now),
        appUrl("/colocacoes"),
      ]),
  });
}

/** The client asked for the pick-up: the hauler's admins and dispatchers (by the "caçamba cheia" preferences). */
export async function notifyPickupRequested(tx: DbOrTx, p: PlacementNoticeFacts, now: Date) {
  const tz = timeZoneOf(p.municipalityId);
  const at = p.pickupRequestedAt ?? now;
  return notify(tx, {
    event: "cacamba_full",
    subject: `${p.id}:pickup:${at.toISOString()}`,
    userIds: await memberIds(tx, p.orgId, DISPATCH_ROLES),
    orgId: p.orgId,
    timeZone: tz,
    now,
    render: () =>
      renderTemplate("placement_pickup_requested", [
        p.generatorName,
        cacambaLabel(p),
        where(p),
        formatDateTime(at, tz),
        appUrl("/colocacoes"),
      ]),
  });
}
