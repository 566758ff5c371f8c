import { and, desc, eq, inArray, ne } from "drizzle-orm";
import {
  type BookedJobs,
  NOTHING_BOOKED,
  type OrderFacts,
  type OrderStage,
  orderStage,
} from "@/domain/lifecycle";
import type { DbOrTx } from "@/server/db/client";
import { ctrs, jobs, placements } from "@/server/db/schema";

const OPEN_JOB = ["scheduled", "en_route"] as const;

/** The jobs booked and not yet done for each placement: its delivery's date and its pick-up's (or swap's). */
export async function bookedJobsOf(
  db: DbOrTx,
  orgId: string,
  placementIds: readonly string[],
): Promise<Map<string, BookedJobs>> {
  const booked = new Map<string, BookedJobs>();
  if (placementIds.length === 0) return booked;
  const rows = await db
    .select({ placementId: jobs.placementId, kind: jobs.kind, date: jobs.date })
    .from(jobs)
    .where(
      and(
        eq(jobs.orgId, orgId),
        inArray(jobs.placementId, [...placementIds]),
        inArray(jobs.status, [...OPEN_JOB]),
      ),
    )
    .orderBy(jobs.date);
  for (const r of rows) {
    if (!r.placementId) continue;
    const b = booked.get(r.placementId) ?? { ...NOTHING_BOOKED };
    if (r.kind === "drop_off") b.delivery ??= r.date;
    else if (r.kind === "pick_up" || r.kind === "swap") b.pickup ??= r.date;
    booked.set(r.placementId, b);
  }
  return booked;
}

export const bookedOf = (map: Map<string, BookedJobs>, id: string | null | undefined) =>
  (id && map.get(id)) || NOTHING_BOOKED;

export interface OrderLifecycle {
  stage: OrderStage;
  placementId: string | null;
  booked: BookedJobs;
}

/**
 * Each order's stage from what happened to it: its latest placement that is not cancelled, whether the
 * load picked up from it was received (its CTR), and the jobs booked for it.
 */
export async function orderLifecycles(
  db: DbOrTx,
  orgId: string,
  orders: readonly { id: string; status: OrderFacts["status"] }[],
): Promise<Map<string, OrderLifecycle>> {
  const ids = orders.map((o) => o.id);
  const latest = new Map<string, { id: string; status: OrderFacts["placementStatus"] }>();
  if (ids.length > 0)
    for (const p of await db
      .select({ id: placements.id, orderId: placements.orderId, status: placements.status })
      .from(placements)
      .where(
        and(
          eq(placements.orgId, orgId),
          inArray(placements.orderId, ids),
          ne(placements.status, "cancelled"),
        ),
      )
      .orderBy(desc(placements.createdAt)))
      if (p.orderId && !latest.has(p.orderId)) latest.set(p.orderId, p);
  const placementIds = [...latest.values()].map((p) => p.id);
  const received = new Set<string>();
  if (placementIds.length > 0)
    for (const r of await db
      .select({ placementId: jobs.placementId })
      .from(ctrs)
      .innerJoin(jobs, and(eq(jobs.orgId, ctrs.orgId), eq(jobs.id, ctrs.jobId)))
      .where(
        and(
          eq(ctrs.orgId, orgId),
          eq(ctrs.status, "received"),
          inArray(jobs.placementId, placementIds),
          inArray(jobs.kind, ["pick_up", "swap"]),
        ),
      ))
      if (r.placementId) received.add(r.placementId);
  const booked = await bookedJobsOf(db, orgId, placementIds);
  return new Map(
    orders.map((o) => {
      const p = latest.get(o.id);
      const stage = orderStage({
        status: o.status,
        placementStatus: p?.status ?? null,
        loadReceived: p ? received.has(p.id) : false,
      });
      return [o.id, { stage, placementId: p?.id ?? null, booked: bookedOf(booked, p?.id) }];
    }),
  );
}
