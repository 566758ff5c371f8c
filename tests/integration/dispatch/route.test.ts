import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, jobs, sites } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember } from "../../helpers/factories";
import { type FakeVroom, startFakeVroom } from "../../helpers/fake-vroom";
import { outcome } from "../../helpers/router-walk";
import { makeDispatchWorld, ROADWAY, rectangle } from "./world";

/** A day with nothing else on it. */
const DAY = "2031-05-12";
/** Six stops ~300 m apart along one east–west line of central Juiz de Fora (Rua Halfeld's latitude). */
const STEP_LON = 0.0029;
const WEST = { lon: -43.3535, lat: -21.7612 };
/** The board's order zig-zags across town; stop 5 (the east end) must be served by 08:00. */
const BOARD_ORDER = [0, 5, 1, 4, 2, 3];
const windowOf = (i: number) => (i === 5 ? ["07:00", "08:00"] : ["07:00", "17:00"]);

type World = Awaited<ReturnType<typeof makeDispatchWorld>>;

/** Six drop-offs on one truck, scheduled in BOARD_ORDER; returns the truck and the job id of each stop. */
let days = 0;
async function zigZagDay(h: DbHandle, w: World) {
  // Each test's day 5 m north of the last: caçambas don't share ground, and the distances stay the same.
  const lat = WEST.lat + days++ * (5 / 110_574);
  const truck = await w.as.admin.fleet.createTruck({
    plate: `ROT${Math.floor(Math.random() * 9000 + 1000)}`,
  });
  const jobOfStop: string[] = [];
  for (const i of BOARD_ORDER) {
    const lon = WEST.lon + i * STEP_LON;
    const [site] = await h.db
      .insert(sites)
      .values({
        orgId: w.generator.id,
        name: `Obra ${i}`,
        address: `Rua Halfeld, ${100 + i * 100} — Centro`,
        cep: "36010002",
        municipalityId: "juiz-de-fora-mg",
        lat,
        lon,
      })
      .returning();
    if (!site) throw new Error("site");
    const placement = await w.as.dispatcher.dispatch.placements.save({
      generatorOrgId: w.generator.id,
      siteId: site.id,
      cacambaId: await w.cacamba(),
      footprint: rectangle(lon, lat),
      facts: ROADWAY,
    });
    const [windowStart, windowEnd] = windowOf(i);
    const job = await w.as.dispatcher.dispatch.jobs.create({
      kind: "drop_off",
      placementId: placement.id,
      date: DAY,
      windowStart,
      windowEnd,
      truckId: truck.id,
      driverId: w.driver.id,
    });
    jobOfStop[i] = job.id;
  }
  return { truck, jobOfStop };
}

async function laneIds(h: DbHandle, truckId: string) {
  const rows = await h.db
    .select({ id: jobs.id, sequence: jobs.sequence })
    .from(jobs)
    .where(and(eq(jobs.truckId, truckId), eq(jobs.date, DAY)))
    .orderBy(asc(jobs.sequence));
  return rows.map((r) => r.id);
}

const routeAudits = (h: DbHandle, truckId: string) =>
  h.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "route.accepted"), eq(auditEvents.entityId, truckId)));

describe("Sugerir ordem (dispatch.route)", () => {
  let h: DbHandle;
  let vroom: FakeVroom | null = null;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterEach(async () => {
    delete process.env.VROOM_URL;
    await vroom?.close();
    vroom = null;
  });
  afterAll(() => h.close());

  it("with no VROOM_URL, the built-in planner orders 6 stops to fewer km keeping the 08:00 window; accept applies it once", async () => {
    const w = await makeDispatchWorld(h.db);
    const { truck, jobOfStop } = await zigZagDay(h, w);
    const s = await w.as.dispatcher.dispatch.route.suggest({ date: DAY, truckId: truck.id });
    expect(s.solver).toBe("heuristic");
    expect(s.note).toBeNull();
    expect(s.current.order).toEqual(BOARD_ORDER.map((i) => jobOfStop[i]));
    // 5 legs zig-zagging 1,5 + 1,2 + 0,9 + 0,6 + 0,3 km of ~0,3 km steps, against 1,5 km east to west.
    expect(s.current.km).toBeGreaterThan(4.4);
    expect(s.suggested.km).toBeLessThan(1.6);
    expect(s.savedKm).toBeCloseTo(s.current.km - s.suggested.km, 2);
    expect(s.suggested.missed).toEqual([]);
    expect(s.suggested.order).toEqual([5, 4, 3, 2, 1, 0].map((i) => jobOfStop[i]));
    expect(s.changed).toBe(true);
    console.info(`route (heuristic): ${s.current.km} km → ${s.suggested.km} km, saved ${s.savedKm} km`);

    const first = await w.as.dispatcher.dispatch.route.accept({
      date: DAY,
      truckId: truck.id,
      order: s.suggested.order,
    });
    expect(first.changed).toBe(true);
    expect(await laneIds(h, truck.id)).toEqual(s.suggested.order);
    // Idempotent: the same order again changes nothing and writes no second audit event.
    const again = await w.as.admin.dispatch.route.accept({
      date: DAY,
      truckId: truck.id,
      order: s.suggested.order,
    });
    expect(again.changed).toBe(false);
    expect(await laneIds(h, truck.id)).toEqual(s.suggested.order);
    expect(await routeAudits(h, truck.id)).toHaveLength(1);
    // The board now has the best order: nothing more to suggest.
    const after = await w.as.dispatcher.dispatch.route.suggest({ date: DAY, truckId: truck.id });
    expect(after.changed).toBe(false);
    expect(after.savedKm).toBe(0);
  });

  it("with VROOM_URL, asks the VROOM server (matrix, windows in seconds) and uses its order", async () => {
    vroom = await startFakeVroom();
    process.env.VROOM_URL = vroom.url;
    const w = await makeDispatchWorld(h.db);
    const { truck, jobOfStop } = await zigZagDay(h, w);
    const s = await w.as.dispatcher.dispatch.route.suggest({ date: DAY, truckId: truck.id });
    expect(s.solver).toBe("vroom");
    expect(s.suggested.order).toEqual([5, 4, 3, 2, 1, 0].map((i) => jobOfStop[i]));
    expect(s.suggested.missed).toEqual([]);
    expect(s.suggested.km).toBeLessThan(s.current.km);
    expect(vroom.requests).toEqual(["/"]);
    const problem = vroom.problems[0];
    expect(problem?.jobs).toHaveLength(6);
    expect(problem?.matrices.car.durations).toHaveLength(7);
    const east = problem?.jobs.find((j) => j.location_index === 1);
    expect(east?.time_windows).toEqual([[7 * 3600, 8 * 3600]]);
    expect(east?.service).toBe(20 * 60);
    expect(problem?.vehicles[0]).toMatchObject({ id: 1, start_index: 6, time_window: [7 * 3600, 48 * 3600] });
    await w.as.dispatcher.dispatch.route.accept({ date: DAY, truckId: truck.id, order: s.suggested.order });
    expect(await laneIds(h, truck.id)).toEqual(s.suggested.order);
  });

  it("when VROOM fails (HTTP 500 or an error code), the built-in planner answers and says so", async () => {
    for (const fail of ["http", "code"] as const) {
      vroom = await startFakeVroom({ fail });
      process.env.VROOM_URL = vroom.url;
      const w = await makeDispatchWorld(h.db);
      const { truck } = await zigZagDay(h, w);
      const s = await w.as.dispatcher.dispatch.route.suggest({ date: DAY, truckId: truck.id });
      expect(s.solver, fail).toBe("heuristic");
      expect(s.note, fail).toMatch(/VROOM/);
      expect(s.suggested.missed, fail).toEqual([]);
      expect(s.suggested.km, fail).toBeLessThan(1.6);
      expect(vroom.requests, fail).toHaveLength(1);
      await vroom.close();
      vroom = null;
    }
  });

  it("shows the window the board's order misses, and that the suggestion keeps it", async () => {
    const w = await makeDispatchWorld(h.db);
    const { truck, jobOfStop } = await zigZagDay(h, w);
    // West to east, stop 5 is reached after 08:00.
    const westToEast = [0, 1, 2, 3, 4, 5].map((i) => jobOfStop[i] as string);
    await w.as.dispatcher.dispatch.route.accept({ date: DAY, truckId: truck.id, order: westToEast });
    const s = await w.as.dispatcher.dispatch.route.suggest({ date: DAY, truckId: truck.id });
    expect(s.current.missed).toEqual([
      { jobId: jobOfStop[5], arrival: expect.any(String), windowEnd: "08:00" },
    ]);
    expect((s.current.missed[0]?.arrival ?? "") > "08:00").toBe(true);
    expect(s.suggested.missed).toEqual([]);
  });

  it("only the hauler's dispatcher or admin may ask or accept; refusals and stale orders change nothing", async () => {
    const w = await makeDispatchWorld(h.db);
    const { truck } = await zigZagDay(h, w);
    const before = await laneIds(h, truck.id);
    const reversed = [...before].reverse();
    const input = { date: DAY, truckId: truck.id, order: reversed };
    const generatorAdmin = await makeMember(h.db, w.generator.id, "admin");
    for (const [who, caller] of [
      ["driver", w.as.driver],
      ["client", w.as.client],
      ["the client's admin", callerFor(h.db, generatorAdmin, w.generator.id)],
    ] as const) {
      const asked = await outcome(caller.dispatch.route.suggest({ date: DAY, truckId: truck.id }));
      const accepted = await outcome(caller.dispatch.route.accept(input));
      expect(asked.ok ? "ok" : asked.error.code, who).toBe("FORBIDDEN");
      expect(accepted.ok ? "ok" : accepted.error.code, who).toBe("FORBIDDEN");
    }
    // Another hauler's dispatcher does not find this truck.
    const other = await makeDispatchWorld(h.db);
    const foreignAsk = await outcome(
      other.as.dispatcher.dispatch.route.suggest({ date: DAY, truckId: truck.id }),
    );
    const foreignAccept = await outcome(other.as.dispatcher.dispatch.route.accept(input));
    expect(foreignAsk.ok ? "ok" : foreignAsk.error.code).toBe("NOT_FOUND");
    expect(foreignAccept.ok ? "ok" : foreignAccept.error.code).toBe("NOT_FOUND");
    // A stale order (one job missing, one repeated, one foreign) is a conflict.
    for (const order of [reversed.slice(1), [...reversed.slice(1), reversed[1] as string]]) {
      const stale = await outcome(w.as.dispatcher.dispatch.route.accept({ ...input, order }));
      expect(stale.ok ? "ok" : stale.error.code).toBe("CONFLICT");
    }
    const withForeign = [...reversed.slice(1), (await zigZagDay(h, other)).jobOfStop[0] as string];
    const foreign = await outcome(w.as.dispatcher.dispatch.route.accept({ ...input, order: withForeign }));
    expect(foreign.ok ? "ok" : foreign.error.code).toBe("CONFLICT");
    // A job under way keeps its slot and may not be in the order.
    const [started] = before;
    await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: `start-${started}`,
      jobId: started as string,
      action: "start",
    });
    const withStarted = await outcome(w.as.dispatcher.dispatch.route.accept(input));
    expect(withStarted.ok ? "ok" : withStarted.error.code).toBe("CONFLICT");
    expect(await laneIds(h, truck.id)).toEqual(before);
    expect(await routeAudits(h, truck.id)).toHaveLength(0);
    // The under-way job stays first; the others are reordered among their slots.
    const s = await w.as.dispatcher.dispatch.route.suggest({ date: DAY, truckId: truck.id });
    expect(s.fixed).toBe(1);
    expect(s.suggested.order).not.toContain(started);
    await w.as.dispatcher.dispatch.route.accept({ ...input, order: s.suggested.order });
    expect((await laneIds(h, truck.id))[0]).toBe(started);
  });
});
