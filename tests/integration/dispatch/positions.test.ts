import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { truckPositions } from "@/server/db/schema";
import { POSITIONS_PER_MINUTE, purgeOldPositions } from "@/server/services/dispatch/positions";
import { freshDatabase } from "../../helpers/db";
import { outcome } from "../../helpers/router-walk";
import { today } from "../../helpers/today";
import { makeDispatchWorld } from "./world";

async function roadWorld(h: DbHandle) {
  const w = await makeDispatchWorld(h.db);
  const truck = await w.as.admin.fleet.createTruck({
    plate: `POS${Math.floor(Math.random() * 9000 + 1000)}`,
  });
  const job = await w.as.dispatcher.dispatch.jobs.create({
    kind: "dump",
    date: today(),
    truckId: truck.id,
    driverId: w.driver.id,
  });
  return { w, truck, job };
}

const fix = (jobId: string, over: Record<string, unknown> = {}) => ({
  jobId,
  lat: -21.7612,
  lon: -43.3505,
  accuracyM: 15,
  recordedAt: new Date(),
  ...over,
});

describe("trucks' positions", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("are taken only while the driver's job is open, and the office sees the truck's last one", async () => {
    const { w, truck, job } = await roadWorld(h);
    const early = await w.as.driver.dispatch.positions.report(fix(job.id));
    expect(early).toEqual({ kept: false, reason: expect.stringMatching(/ainda não foi iniciado/) });
    await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: `start-${job.id}`,
      jobId: job.id,
      action: "start",
    });
    await w.as.driver.dispatch.positions.report(fix(job.id, { recordedAt: new Date(Date.now() - 60_000) }));
    await w.as.driver.dispatch.positions.report(fix(job.id, { lat: -21.7601, lon: -43.349 }));
    const latest = await w.as.dispatcher.dispatch.positions.latest();
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({ truckId: truck.id, plate: truck.plate, lat: -21.7601, lon: -43.349 });

    // Another hauler sees none of it, and its driver cannot write on this job.
    const other = await makeDispatchWorld(h.db);
    expect(await other.as.dispatcher.dispatch.positions.latest()).toEqual([]);
    const foreign = await outcome(other.as.driver.dispatch.positions.report(fix(job.id)));
    expect(foreign.ok).toBe(false);
    if (!foreign.ok) expect(foreign.error.code).toBe("NOT_FOUND");
    // Neither may the client or the dispatcher report as a driver.
    const asClient = await outcome(w.as.client.dispatch.positions.latest());
    expect(asClient.ok).toBe(false);
  });

  it("answers a report that arrives after the job closed with why it was not kept, a 2xx, nothing stored", async () => {
    const { w, job } = await roadWorld(h);
    const submit = (action: "start" | "fail") =>
      w.as.driver.dispatch.jobs.submit({
        idempotencyKey: `${action}-${job.id}`,
        jobId: job.id,
        action,
        reason: "Portão fechado, ninguém na obra",
      });
    await submit("start");
    expect(await w.as.driver.dispatch.positions.report(fix(job.id))).toMatchObject({ kept: true });
    await submit("fail");
    // The phone's next fix was already on its way when the job was closed.
    const late = await w.as.driver.dispatch.positions.report(fix(job.id, { lat: -21.75 }));
    expect(late).toEqual({ kept: false, reason: expect.stringMatching(/encerrado sem conclusão/) });
    const stored = await h.db.select().from(truckPositions).where(eq(truckPositions.jobId, job.id));
    expect(stored.map((p) => p.lat)).toEqual([-21.7612]);
  });

  it("refuses fixes from the future, stale, imprecise or off the globe with a pt-BR 400, nothing stored", async () => {
    const { w, job } = await roadWorld(h);
    await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: `start-${job.id}`,
      jobId: job.id,
      action: "start",
    });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ recordedAt: new Date(Date.now() + 10 * 60_000) }, /no futuro/],
      [{ recordedAt: new Date(Date.now() - 13 * 60 * 60_000) }, /antiga demais/],
      [{ accuracyM: 5000 }, /imprecisa demais/],
      [{ accuracyM: -1 }, /Precisão inválida/],
      [{ lat: 91 }, /Latitude inválida/],
      [{ lon: -181 }, /Longitude inválida/],
      [{ lat: Number.NaN }, /Latitude inválida/],
      [{ recordedAt: "ontem" }, /Data e hora inválidas/],
    ];
    for (const [over, message] of cases) {
      const result = await outcome(w.as.driver.dispatch.positions.report(fix(job.id, over) as never));
      expect(result.ok, JSON.stringify(over)).toBe(false);
      if (!result.ok) {
        expect(result.error.code, JSON.stringify(over)).toBe("BAD_REQUEST");
        expect(result.error.message, JSON.stringify(over)).toMatch(message);
      }
    }
    const stored = await h.db.select().from(truckPositions).where(eq(truckPositions.jobId, job.id));
    expect(stored).toEqual([]);
  });

  it(`takes at most ${POSITIONS_PER_MINUTE} a minute from one phone (429 beyond)`, async () => {
    const { w, job } = await roadWorld(h);
    await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: `start-${job.id}`,
      jobId: job.id,
      action: "start",
    });
    for (let i = 0; i < POSITIONS_PER_MINUTE; i++) await w.as.driver.dispatch.positions.report(fix(job.id));
    const flood = await outcome(w.as.driver.dispatch.positions.report(fix(job.id)));
    expect(flood.ok).toBe(false);
    if (!flood.ok) expect(flood.error.code).toBe("TOO_MANY_REQUESTS");
  });

  it("are deleted 90 days after they arrive (LGPD), the newer kept", async () => {
    const { w, job } = await roadWorld(h);
    await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: `start-${job.id}`,
      jobId: job.id,
      action: "start",
    });
    await w.as.driver.dispatch.positions.report(fix(job.id));
    const day = 24 * 60 * 60_000;
    const [kept] = await h.db.select().from(truckPositions).where(eq(truckPositions.jobId, job.id));
    if (!kept) throw new Error("no position");
    await h.db.insert(truckPositions).values([
      { ...kept, id: undefined, receivedAt: new Date(Date.now() - 91 * day) },
      { ...kept, id: undefined, receivedAt: new Date(Date.now() - 89 * day) },
    ]);
    expect(await purgeOldPositions(h.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await h.db.select().from(truckPositions).where(eq(truckPositions.jobId, job.id));
    expect(left).toHaveLength(2);
  });
});
