import { and, count, eq, ne, notInArray } from "drizzle-orm";
import { MAX_JOBS_PER_TRUCK_DAY } from "@/domain/route";
import type { Tx } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import { conflict } from "@/server/errors";

/**
 * What a truck's day may hold, checked where jobs are booked or moved onto a truck, under the board
 * day's lock (`lockBoardDay`), so two concurrent bookings cannot both take the last slot: at most
 * MAX_JOBS_PER_TRUCK_DAY live jobs (src/domain/route/day-limit.ts says why 40), and no second live job
 * of the same kind for the same placement on the same day. Cancelled and failed jobs do not count.
 */

const CLOSED = ["cancelled", "failed"] as const;

type Kind = (typeof jobs.kind.enumValues)[number];

const KIND_NAME: Record<Kind, string> = {
  drop_off: "entrega",
  swap: "troca",
  pick_up: "retirada",
  dump: "descarga",
};

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The message of a full day, with the number and why. */
export function fullDayMessage(date: string): string {
  return (
    `Este caminhão já tem ${MAX_JOBS_PER_TRUCK_DAY} serviços em ${brDate(date)}, o máximo por caminhão num dia: ` +
    `cada visita de caçamba leva de 30 a 60 minutos com o deslocamento, e ${MAX_JOBS_PER_TRUCK_DAY} visitas ` +
    "já ocupam 20 horas no ritmo mais rápido. Agende em outro caminhão ou em outro dia."
  );
}

/** Refuses when `truckId`'s day already has the most live jobs (`exceptJobId`, the job being moved, left out). */
export async function assertTruckDayRoom(
  tx: Tx,
  orgId: string,
  date: string,
  truckId: string | null | undefined,
  exceptJobId?: string,
) {
  if (!truckId) return;
  const [row] = await tx
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.orgId, orgId),
        eq(jobs.date, date),
        eq(jobs.truckId, truckId),
        notInArray(jobs.status, [...CLOSED]),
        exceptJobId ? ne(jobs.id, exceptJobId) : undefined,
      ),
    );
  if ((row?.n ?? 0) >= MAX_JOBS_PER_TRUCK_DAY) throw conflict(fullDayMessage(date));
}

/** Refuses a second live job of the same kind for the same placement on the same day (any truck). */
export async function assertNotDuplicate(
  tx: Tx,
  orgId: string,
  job: { kind: Kind; placementId?: string | null; date: string },
) {
  if (!job.placementId) return;
  const [same] = await tx
    .select({ truckId: jobs.truckId })
    .from(jobs)
    .where(
      and(
        eq(jobs.orgId, orgId),
        eq(jobs.date, job.date),
        eq(jobs.kind, job.kind),
        eq(jobs.placementId, job.placementId),
        notInArray(jobs.status, [...CLOSED]),
      ),
    )
    .limit(1);
  if (same)
    throw conflict(
      `Já há uma ${KIND_NAME[job.kind]} desta colocação agendada para ${brDate(job.date)}: ` +
        "o mesmo serviço não é agendado duas vezes. Veja-o no quadro do dia; para refazê-lo, cancele o anterior.",
    );
}
