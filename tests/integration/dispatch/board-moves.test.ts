import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, jobs, trucks } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { makeDispatchWorld } from "./world";

type World = Awaited<ReturnType<typeof makeDispatchWorld>>;

/** A day far from today, so the board holds only what each test schedules. */
const DAY = "2031-03-17";

async function truckOf(h: DbHandle, w: World, plate: string) {
  const [row] = await h.db.insert(trucks).values({ orgId: w.hauler.id, plate }).returning();
  if (!row) throw new Error("truck not created");
  return row;
}

/** Dump runs need no placement: `count` jobs on DAY, told apart by their window. */
async function dumps(w: World, count: number, truckId?: string) {
  const made = [];
  for (let i = 0; i < count; i++)
    made.push(
      await w.as.dispatcher.dispatch.jobs.create({
        kind: "dump",
        date: DAY,
        windowStart: `${String(7 + i).padStart(2, "0")}:00`,
        truckId,
      }),
    );
  return made.map((j) => j.id);
}

async function lane(h: DbHandle, w: World, truckId: string | null) {
  const rows = await h.db
    .select({ id: jobs.id, sequence: jobs.sequence, truckId: jobs.truckId })
    .from(jobs)
    .where(and(eq(jobs.orgId, w.hauler.id), eq(jobs.date, DAY)))
    .orderBy(asc(jobs.sequence), asc(jobs.createdAt));
  return rows.filter((r) => r.truckId === truckId);
}

describe("dispatch board moves (drag-and-drop and buttons call jobs.move)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("reordering within a truck's column persists the order and is audit-logged", async () => {
    const w = await makeDispatchWorld(h.db);
    const truck = await truckOf(h, w, "HMG4B21");
    const [a, b, c] = await dumps(w, 3, truck.id);
    await w.as.dispatcher.dispatch.jobs.move({ jobId: c as string, truckId: truck.id, position: 0 });
    const rows = await lane(h, w, truck.id);
    expect(rows.map((r) => r.id)).toEqual([c, a, b]);
    expect(rows.map((r) => r.sequence)).toEqual([1, 2, 3]);
    const board = await w.as.dispatcher.dispatch.jobs.board({ date: DAY });
    expect(board.jobs.map((j) => j.id)).toEqual([c, a, b]);
    const [event] = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, c as string), eq(auditEvents.action, "job.moved")));
    expect(event?.actorUserId).toBe(w.users.dispatcher.id);
    expect(event?.before).toMatchObject({ truckId: truck.id, sequence: 3 });
    expect(event?.after).toMatchObject({ truckId: truck.id, position: 0 });
  });

  it("dropping an unassigned job on a truck at a position assigns it there and keeps its driver", async () => {
    const w = await makeDispatchWorld(h.db);
    const truck = await truckOf(h, w, "HMG4B21");
    const [t1, t2] = await dumps(w, 2, truck.id);
    const loose = await w.as.dispatcher.dispatch.jobs.create({
      kind: "dump",
      date: DAY,
      driverId: w.driver.id,
    });
    await w.as.dispatcher.dispatch.jobs.move({ jobId: loose.id, truckId: truck.id, position: 1 });
    expect((await lane(h, w, truck.id)).map((r) => r.id)).toEqual([t1, loose.id, t2]);
    expect(await lane(h, w, null)).toEqual([]);
    const [row] = await h.db.select().from(jobs).where(eq(jobs.id, loose.id));
    expect(row?.driverId).toBe(w.driver.id);

    // Between trucks, and back to "sem caminhão" past its end (clamped to the end).
    const other = await truckOf(h, w, "ABC1D23");
    await w.as.dispatcher.dispatch.jobs.move({ jobId: t2 as string, truckId: other.id, position: 0 });
    await w.as.dispatcher.dispatch.jobs.move({ jobId: t1 as string, truckId: null, position: 500 });
    expect((await lane(h, w, truck.id)).map((r) => r.id)).toEqual([loose.id]);
    expect((await lane(h, w, other.id)).map((r) => r.id)).toEqual([t2]);
    expect((await lane(h, w, null)).map((r) => r.id)).toEqual([t1]);
  });

  it("only scheduled jobs move: a cancelled or started job is refused in pt-BR and stays put", async () => {
    const w = await makeDispatchWorld(h.db);
    const truck = await truckOf(h, w, "HMG4B21");
    const [cancelled, started] = await dumps(w, 2);
    await w.as.dispatcher.dispatch.jobs.close({
      jobId: cancelled as string,
      status: "cancelled",
      reason: "cliente desistiu",
    });
    await h.db
      .update(jobs)
      .set({ status: "en_route" })
      .where(eq(jobs.id, started as string));
    const refusal = w.as.dispatcher.dispatch.jobs.move({
      jobId: cancelled as string,
      truckId: truck.id,
      position: 0,
    });
    await expect(refusal).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(refusal).rejects.toThrow(/cancelado: só serviços agendados podem ser movidos/);
    await expect(
      w.as.dispatcher.dispatch.jobs.move({ jobId: started as string, truckId: truck.id, position: 0 }),
    ).rejects.toThrow(/a caminho: só serviços agendados/);
    expect(await lane(h, w, truck.id)).toEqual([]);
  });

  it("another org's job or truck is not found, and nothing of the other org changes", async () => {
    const mine = await makeDispatchWorld(h.db);
    const theirs = await makeDispatchWorld(h.db);
    const myTruck = await truckOf(h, mine, "HMG4B21");
    const theirTruck = await truckOf(h, theirs, "HMG4B21");
    const [theirJob] = await dumps(theirs, 1, theirTruck.id);
    const [myJob] = await dumps(mine, 1);
    await expect(
      mine.as.dispatcher.dispatch.jobs.move({ jobId: theirJob as string, truckId: myTruck.id, position: 0 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      mine.as.dispatcher.dispatch.jobs.move({ jobId: myJob as string, truckId: theirTruck.id, position: 0 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      mine.as.driver.dispatch.jobs.move({ jobId: myJob as string, truckId: myTruck.id, position: 0 }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await lane(h, theirs, theirTruck.id)).toEqual([
      { id: theirJob, sequence: 1, truckId: theirTruck.id },
    ]);
    expect((await lane(h, mine, null)).map((r) => r.id)).toEqual([myJob]);
  });

  it("concurrent moves on one day leave every column numbered 1…n with no duplicates (real PostgreSQL when TEST_DATABASE_URL is set)", async () => {
    const w = await makeDispatchWorld(h.db);
    const truck = await truckOf(h, w, "HMG4B21");
    const ids = await dumps(w, 8, truck.id);
    const moves = ids.map((jobId, i) =>
      w.as.dispatcher.dispatch.jobs.move({
        jobId,
        truckId: i % 3 === 0 ? null : truck.id,
        position: (i * 5) % 7,
      }),
    );
    await Promise.all(moves);
    for (const truckId of [truck.id, null]) {
      const rows = await lane(h, w, truckId);
      expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, i) => i + 1));
    }
    expect((await lane(h, w, truck.id)).length + (await lane(h, w, null)).length).toBe(8);
  });

  it("jobs created at the same moment on one truck's day get distinct numbers 1…n, also while moves run", async () => {
    const w = await makeDispatchWorld(h.db);
    const truck = await truckOf(h, w, "HMG4B21");
    const [first] = await dumps(w, 1, truck.id);
    const created = Array.from({ length: 8 }, (_, i) =>
      w.as.dispatcher.dispatch.jobs.create({
        kind: "dump",
        date: DAY,
        windowStart: `${String(8 + i).padStart(2, "0")}:00`,
        truckId: truck.id,
      }),
    );
    const moved = w.as.dispatcher.dispatch.jobs.move({
      jobId: first as string,
      truckId: truck.id,
      position: 3,
    });
    await Promise.all([...created, moved]);
    const rows = await lane(h, w, truck.id);
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => r.sequence)).size).toBe(9);
  });
});
