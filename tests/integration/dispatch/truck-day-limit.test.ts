import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JOBS_PER_TRUCK_DAY } from "@/domain/route";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, jobs } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { outcome } from "../../helpers/router-walk";
import { fullDay, placedAround } from "./full-day";
import { makeDispatchWorld } from "./world";

/**
 * A truck's day holds at most 40 live jobs (src/domain/route/day-limit.ts says why), on booking and on a
 * move onto the truck; the same job twice (kind, placement, day) is refused. Each refusal is a pt-BR 409
 * that writes nothing. Issue #29.1: 300 pick-ups on 3 placements were accepted, and the route
 * suggestion then froze the process.
 */
type World = Awaited<ReturnType<typeof makeDispatchWorld>>;

async function snapshot(h: DbHandle, w: World) {
  const rows = await h.db
    .select({ id: jobs.id, truckId: jobs.truckId, sequence: jobs.sequence, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.orgId, w.hauler.id))
    .orderBy(jobs.id);
  const [audits] = await h.db
    .select({ n: count() })
    .from(auditEvents)
    .where(eq(auditEvents.orgId, w.hauler.id));
  return { rows, audits: audits?.n ?? 0 };
}

describe("a truck's day: at most 40 jobs, no job twice", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("the 41st job on a truck's day is refused in pt-BR with the number and why; nothing is written", async () => {
    const w = await makeDispatchWorld(h.db);
    const date = "2031-06-10";
    const { truck } = await fullDay(h.db, w, date);
    expect(MAX_JOBS_PER_TRUCK_DAY).toBe(40);
    const before = await snapshot(h, w);
    const [extra] = await placedAround(h.db, w, 1, 77);
    for (const input of [
      { kind: "pick_up" as const, placementId: extra, date, truckId: truck.id },
      { kind: "dump" as const, date, truckId: truck.id },
    ]) {
      const refused = await outcome(w.as.dispatcher.dispatch.jobs.create(input));
      expect(refused.ok ? "ok" : refused.error.code, input.kind).toBe("CONFLICT");
      const message = refused.ok ? "" : refused.error.message;
      expect(message).toContain(
        "Este caminhão já tem 40 serviços em 10/06/2031, o máximo por caminhão num dia",
      );
      expect(message).toContain("de 30 a 60 minutos");
      expect(message).toContain("outro caminhão ou em outro dia");
    }
    expect(await snapshot(h, w)).toEqual(before);
    // Another day of the same truck, and the same day on another truck or unassigned, still take jobs.
    await w.as.dispatcher.dispatch.jobs.create({ kind: "dump", date: "2031-06-11", truckId: truck.id });
    const other = await w.as.admin.fleet.createTruck({ plate: "OUT1234" });
    await w.as.dispatcher.dispatch.jobs.create({ kind: "dump", date, truckId: other.id });
    await w.as.dispatcher.dispatch.jobs.create({ kind: "pick_up", placementId: extra, date });
  }, 120_000);

  it("a cancelled or failed job frees its slot; a move onto a full truck is refused, a move within it is not", async () => {
    const w = await makeDispatchWorld(h.db);
    const date = "2031-06-12";
    const { truck, jobIds } = await fullDay(h.db, w, date);
    const waiting = await w.as.dispatcher.dispatch.jobs.create({ kind: "dump", date });
    const before = await snapshot(h, w);
    const move = { jobId: waiting.id, truckId: truck.id, position: 0 };
    const refused = await outcome(w.as.dispatcher.dispatch.jobs.move(move));
    expect(refused.ok ? "ok" : refused.error.code).toBe("CONFLICT");
    expect(refused.ok ? "" : refused.error.message).toContain("já tem 40 serviços em 12/06/2031");
    expect(await snapshot(h, w)).toEqual(before);
    // Reordering the full truck's own day is no new job.
    await w.as.dispatcher.dispatch.jobs.move({ jobId: jobIds[5] as string, truckId: truck.id, position: 0 });
    await w.as.dispatcher.dispatch.jobs.close({
      jobId: jobIds[0] as string,
      status: "cancelled",
      reason: "cliente desmarcou",
    });
    await w.as.dispatcher.dispatch.jobs.move(move);
    await w.as.dispatcher.dispatch.jobs.close({
      jobId: jobIds[1] as string,
      status: "failed",
      reason: "obra fechada",
    });
    await w.as.dispatcher.dispatch.jobs.create({ kind: "dump", date, truckId: truck.id });
    const [live] = await h.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.truckId, truck.id), eq(jobs.date, date), inArray(jobs.status, ["scheduled"])));
    expect(live?.n).toBe(40);
  }, 120_000);

  it("concurrent bookings cannot pass the bound together (real PostgreSQL when TEST_DATABASE_URL is set)", async () => {
    const w = await makeDispatchWorld(h.db);
    const date = "2031-06-13";
    const truck = await w.as.admin.fleet.createTruck({ plate: "COR1234" });
    for (let i = 0; i < MAX_JOBS_PER_TRUCK_DAY - 2; i++)
      await w.as.dispatcher.dispatch.jobs.create({ kind: "dump", date, truckId: truck.id });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        outcome(w.as.dispatcher.dispatch.jobs.create({ kind: "dump", date, truckId: truck.id })),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? "" : r.error.code))).toEqual(
      Array(3).fill("CONFLICT"),
    );
    const [n] = await h.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.truckId, truck.id), eq(jobs.date, date)));
    expect(n?.n).toBe(40);
  }, 120_000);

  it("the same job twice (kind, placement, day) is refused in pt-BR, nothing written, and so is a second pick-up or swap on another day; a redo after cancelling is not", async () => {
    const w = await makeDispatchWorld(h.db);
    const date = "2031-06-14";
    const [placementId] = await placedAround(h.db, w, 1, 5);
    const trucks = [
      await w.as.admin.fleet.createTruck({ plate: "DUP1234" }),
      await w.as.admin.fleet.createTruck({ plate: "DUP5678" }),
    ];
    const first = await w.as.dispatcher.dispatch.jobs.create({
      kind: "pick_up",
      placementId,
      date,
      truckId: trucks[0]?.id,
    });
    const before = await snapshot(h, w);
    // On the same truck, on another truck, or with no truck: the same pick-up.
    for (const truckId of [trucks[0]?.id, trucks[1]?.id, undefined]) {
      const again = await outcome(
        w.as.dispatcher.dispatch.jobs.create({ kind: "pick_up", placementId, date, truckId }),
      );
      expect(again.ok ? "ok" : again.error.code).toBe("CONFLICT");
      expect(again.ok ? "" : again.error.message).toBe(
        "Já há uma retirada desta colocação agendada para 14/06/2031: o mesmo serviço não é agendado duas vezes. Veja-o no quadro do dia; para refazê-lo, cancele o anterior.",
      );
    }
    expect(await snapshot(h, w)).toEqual(before);
    // Another day or a swap is still a second pick-up of one caçamba: the placement's state machine
    // refuses it (#28, `placementRefusal`), naming the one booked.
    for (const input of [
      { kind: "swap" as const, placementId, date },
      { kind: "pick_up" as const, placementId, date: "2031-06-15" },
    ]) {
      const second = await outcome(w.as.dispatcher.dispatch.jobs.create(input));
      expect(second.ok ? "" : second.error.message).toBe(
        "A retirada desta colocação já está agendada para 14/06/2031: mude-a no quadro do despacho em vez de agendar outra.",
      );
    }
    expect(await snapshot(h, w)).toEqual(before);
    await w.as.dispatcher.dispatch.jobs.close({ jobId: first.id, status: "cancelled", reason: "remarcar" });
    await w.as.dispatcher.dispatch.jobs.create({
      kind: "pick_up",
      placementId,
      date,
      truckId: trucks[1]?.id,
    });
    // Dump runs have no placement: several a day are normal.
    await w.as.dispatcher.dispatch.jobs.create({ kind: "dump", date });
    await w.as.dispatcher.dispatch.jobs.create({ kind: "dump", date });
  });
});
