import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { drivers, jobs, truckPositions, trucks } from "@/server/db/schema";
import { invalidField, notFound } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { throttle } from "@/server/services/throttle";
import { driverIdsOf } from "./job-views";
import type { JobStatus } from "./jobs";

/** LGPD (Lei 13.709/2018, art. 15 I and 16): positions are deleted once their purpose is served. */
export const POSITION_RETENTION_DAYS = 90;
/** The board shows a truck's last position only while it is recent. */
export const LATEST_POSITION_HOURS = 12;
/** A phone's clock may run a little ahead of the server's. */
const FUTURE_SLACK_MS = 2 * 60_000;
/** A fix older than this is a queue replay, not a position worth showing. */
const OLDEST_FIX_MS = 12 * 60 * 60_000;
/** The phone sends at most every 15 s; a few more per minute pass, a flood does not. */
export const POSITIONS_PER_MINUTE = 6;
/** Beyond this the fix says nothing useful about which street the truck is on. */
export const MAX_ACCURACY_M = 1000;

export interface PositionReport {
  jobId: string;
  lat: number;
  lon: number;
  accuracyM: number;
  recordedAt: Date;
}

const IGNORED_BECAUSE: Record<Exclude<JobStatus, "en_route">, string> = {
  scheduled: "Posição não registrada: o serviço ainda não foi iniciado (toque em “Saí para o serviço”).",
  done: "Posição não registrada: o serviço já foi concluído.",
  failed: "Posição não registrada: o serviço foi encerrado sem conclusão.",
  cancelled: "Posição não registrada: o serviço foi cancelado.",
};

/**
 * The driver's phone reports where it is while one of the driver's jobs is open (`en_route`): kept
 * then; a report for the driver's job in any other state (late, after the drop-off closed it) is
 * answered with why it was not kept. Refused when the job is not theirs or the fix is from the
 * future, stale or imprecise.
 */
export async function reportPosition(scope: OrgScope, input: PositionReport, now: Date) {
  if (input.recordedAt.getTime() > now.getTime() + FUTURE_SLACK_MS)
    throw invalidField(
      "recordedAt",
      "O horário da posição está no futuro: acerte o relógio do celular (data e hora automáticas).",
    );
  if (input.recordedAt.getTime() < now.getTime() - OLDEST_FIX_MS)
    throw invalidField("recordedAt", "Esta posição é antiga demais para ser registrada.");
  if (input.accuracyM > MAX_ACCURACY_M)
    throw invalidField(
      "accuracyM",
      "A posição está imprecisa demais (mais de 1 km): aguarde o sinal do GPS.",
    );
  const ids = await driverIdsOf(scope);
  const [job] = ids.length
    ? await scope.db
        .select({ status: jobs.status, driverId: jobs.driverId, truckId: jobs.truckId })
        .from(jobs)
        .where(and(eq(jobs.orgId, scope.orgId), eq(jobs.id, input.jobId), inArray(jobs.driverId, ids)))
    : [];
  if (!job?.driverId) throw notFound("Serviço");
  await throttle(
    scope.db,
    "dispatch.position",
    [{ key: `user:${scope.userId}`, limit: POSITIONS_PER_MINUTE, windowMs: 60_000 }],
    now,
  );
  // A phone's report may cross the act that closed (or has not yet opened) its job: normal, not an error.
  if (job.status !== "en_route") return { kept: false as const, reason: IGNORED_BECAUSE[job.status] };
  const [row] = await scope.db
    .insert(truckPositions)
    .values({
      orgId: scope.orgId,
      jobId: input.jobId,
      driverId: job.driverId,
      truckId: job.truckId,
      lat: input.lat,
      lon: input.lon,
      accuracyM: input.accuracyM,
      recordedAt: input.recordedAt,
      receivedAt: now,
    })
    .returning({ id: truckPositions.id, recordedAt: truckPositions.recordedAt });
  if (!row) throw new Error("position insert returned no row");
  return { kept: true as const, ...row };
}

/** The office's board: each truck's (or truck-less driver's) last position of the last 12 hours. */
export async function latestPositions(scope: OrgScope, now: Date) {
  const since = new Date(now.getTime() - LATEST_POSITION_HOURS * 60 * 60_000);
  const who = sql`coalesce(${truckPositions.truckId}, ${truckPositions.driverId})`;
  const rows = await scope.db
    .selectDistinctOn([who], {
      truckId: truckPositions.truckId,
      plate: trucks.plate,
      driverId: truckPositions.driverId,
      driverName: drivers.name,
      jobId: truckPositions.jobId,
      lat: truckPositions.lat,
      lon: truckPositions.lon,
      accuracyM: truckPositions.accuracyM,
      recordedAt: truckPositions.recordedAt,
    })
    .from(truckPositions)
    .leftJoin(trucks, and(eq(trucks.orgId, truckPositions.orgId), eq(trucks.id, truckPositions.truckId)))
    .leftJoin(drivers, and(eq(drivers.orgId, truckPositions.orgId), eq(drivers.id, truckPositions.driverId)))
    .where(and(eq(truckPositions.orgId, scope.orgId), gt(truckPositions.recordedAt, since)))
    .orderBy(who, desc(truckPositions.recordedAt));
  return rows.sort((a, b) => (a.plate ?? a.driverName ?? "").localeCompare(b.plate ?? b.driverName ?? ""));
}

/** Background job: deletes every position received more than 90 days ago; returns how many. */
export async function purgeOldPositions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - POSITION_RETENTION_DAYS * 24 * 60 * 60_000);
  const gone = await db
    .delete(truckPositions)
    .where(lt(truckPositions.receivedAt, before))
    .returning({ id: truckPositions.id });
  return gone.length;
}
