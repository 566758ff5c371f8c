import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDateIn } from "@/lib/format";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, driverUsers, jobSubmissions, jobs, placements, storedFiles } from "@/server/db/schema";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember } from "../../helpers/factories";
import { freeSpot, makeDispatchWorld, ROADWAY, SITE } from "./world";

type World = Awaited<ReturnType<typeof makeDispatchWorld>>;
const HOUR = 3_600_000;
const today = () => isoDateIn(new Date(), "America/Sao_Paulo");

async function startedDropOff(w: World) {
  const placement = await w.as.dispatcher.dispatch.placements.save({
    generatorOrgId: w.generator.id,
    siteId: w.site.id,
    cacambaId: await w.cacamba(),
    footprint: freeSpot(),
    facts: ROADWAY,
  });
  const job = await w.as.dispatcher.dispatch.jobs.create({
    kind: "drop_off",
    placementId: placement.id,
    date: today(),
    driverId: w.driver.id,
  });
  await w.as.driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId: job.id, action: "start" });
  return { placement, job };
}

/**
 * Reports a driver's phone kept offline and sent later: the server keeps the act's time and the
 * arrival time, corrects a phone with a wrong clock, refuses a time it cannot take, and replays of
 * one report (the queue sending again after a lost answer) have one effect.
 */
describe("driver reports sent after the act (offline queue)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("a drop-off done 2 h before it arrives: done, placed and the deadline counted from the act; both times kept", async () => {
    const w = await makeDispatchWorld(h.db);
    const { placement, job } = await startedDropOff(w);
    const actedAt = new Date(Date.now() - 2 * HOUR);
    const key = randomUUID();
    const sentAt = new Date();
    const done = await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: key,
      jobId: job.id,
      action: "complete",
      at: actedAt.toISOString(),
      sentAt: sentAt.toISOString(),
      lat: SITE.lat,
      lon: SITE.lon,
      photoFileId: await w.photo(),
      photoTakenAt: new Date(actedAt.getTime() - 60_000).toISOString(),
    });
    expect(done.status).toBe("done");
    const [sub] = await h.db
      .select()
      .from(jobSubmissions)
      .where(and(eq(jobSubmissions.orgId, w.hauler.id), eq(jobSubmissions.idempotencyKey, key)));
    expect(sub?.actedAt?.toISOString()).toBe(actedAt.toISOString());
    expect(Math.abs((sub?.createdAt.getTime() ?? 0) - sentAt.getTime())).toBeLessThan(60_000);
    const [row] = await h.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.doneAt?.toISOString()).toBe(actedAt.toISOString());
    expect(row?.photoTakenAt?.toISOString()).toBe(new Date(actedAt.getTime() - 60_000).toISOString());
    const [p] = await h.db.select().from(placements).where(eq(placements.id, placement.id));
    expect(p?.placedAt?.toISOString()).toBe(actedAt.toISOString());
    // The dispatcher's board shows when it was done and when the report arrived.
    const board = await w.as.dispatcher.dispatch.jobs.board({ date: today() });
    const card = board.jobs.find((j) => j.id === job.id);
    expect(card?.doneAt?.toISOString()).toBe(actedAt.toISOString());
    expect(card?.reportedAt?.getTime()).toBe(sub?.createdAt.getTime());
  });

  it("a phone whose clock is 3 h ahead: the act's time is taken on the server's clock", async () => {
    const w = await makeDispatchWorld(h.db);
    const { job } = await startedDropOff(w);
    const skew = 3 * HOUR;
    const realAct = new Date(Date.now() - 40 * 60_000);
    await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: randomUUID(),
      jobId: job.id,
      action: "complete",
      at: new Date(realAct.getTime() + skew).toISOString(),
      sentAt: new Date(Date.now() + skew).toISOString(),
      photoFileId: await w.photo(),
    });
    const [row] = await h.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(Math.abs((row?.doneAt?.getTime() ?? 0) - realAct.getTime())).toBeLessThan(5_000);
  });

  it("a time in the future or over 7 days old is refused (400, pt-BR) and records nothing: the same key goes later", async () => {
    const w = await makeDispatchWorld(h.db);
    const { job } = await startedDropOff(w);
    const key = randomUUID();
    const photoFileId = await w.photo();
    const base = { idempotencyKey: key, jobId: job.id, action: "complete" as const, photoFileId };
    const now = new Date();
    await expect(
      w.as.driver.dispatch.jobs.submit({
        ...base,
        at: new Date(now.getTime() + HOUR).toISOString(),
        sentAt: now.toISOString(),
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/no futuro.*hora do celular/),
    });
    await expect(
      w.as.driver.dispatch.jobs.submit({
        ...base,
        at: new Date(now.getTime() - 8 * 24 * HOUR).toISOString(),
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/mais de 7 dias/) });
    const subs = await h.db.select().from(jobSubmissions).where(eq(jobSubmissions.idempotencyKey, key));
    expect(subs).toHaveLength(0);
    const ok = await w.as.driver.dispatch.jobs.submit({
      ...base,
      at: new Date(now.getTime() - HOUR).toISOString(),
    });
    expect(ok).toMatchObject({ status: "done", replayed: false });
  });

  it("the same report sent 3 times (answers lost on the way) has one effect, with the first act's time", async () => {
    const w = await makeDispatchWorld(h.db);
    const { placement, job } = await startedDropOff(w);
    const actedAt = new Date(Date.now() - 30 * 60_000);
    const input = {
      idempotencyKey: randomUUID(),
      jobId: job.id,
      action: "complete" as const,
      at: actedAt.toISOString(),
      photoFileId: await w.photo(),
    };
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push(await w.as.driver.dispatch.jobs.submit({ ...input, sentAt: new Date().toISOString() }));
    expect(results.map((r) => r.replayed)).toEqual([false, true, true]);
    expect(new Set(results.map((r) => `${r.status} ${r.placementId} ${r.deadline}`)).size).toBe(1);
    const completes = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, job.id), eq(auditEvents.action, "job.complete")));
    expect(completes[0]?.n).toBe(1);
    const subs = await h.db
      .select()
      .from(jobSubmissions)
      .where(and(eq(jobSubmissions.jobId, job.id), eq(jobSubmissions.action, "complete")));
    expect(subs.map((s) => s.actedAt?.toISOString())).toEqual([actedAt.toISOString()]);
    const [p] = await h.db.select().from(placements).where(eq(placements.id, placement.id));
    expect(p?.placedAt?.toISOString()).toBe(actedAt.toISOString());
  });

  it("the client's signature is kept with the drop-off; a file of another purpose is refused", async () => {
    const w = await makeDispatchWorld(h.db);
    const { job } = await startedDropOff(w);
    const signatureFileId = randomUUID();
    await h.db.insert(storedFiles).values({
      orgId: w.hauler.id,
      id: signatureFileId,
      storageKey: `${w.hauler.id}/job_signature/${signatureFileId}.png`,
      purpose: "job_signature",
      originalName: "assinatura.png",
      contentType: "image/png",
      sizeBytes: 10,
      sha256: "0".repeat(64),
      uploadedBy: w.users.driverUser.id,
    });
    const photoFileId = await w.photo();
    await expect(
      w.as.driver.dispatch.jobs.submit({
        idempotencyKey: randomUUID(),
        jobId: job.id,
        action: "complete",
        photoFileId,
        signatureFileId: photoFileId,
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: randomUUID(),
      jobId: job.id,
      action: "complete",
      photoFileId,
      signatureFileId,
    });
    const [row] = await h.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.signatureFileId).toBe(signatureFileId);
  });

  it("CTR gate: a pick-up kept offline counts only a CTR issued before the act", async () => {
    const w = await makeCtrWorld(h.db, "OFF");
    const driverUser = await makeMember(h.db, w.hauler.id, "driver", "OFF Motorista");
    await h.db
      .insert(driverUsers)
      .values({ orgId: w.hauler.id, driverId: w.driver.id, userId: driverUser.id });
    const driver = callerFor(h.db, driverUser, w.hauler.id);
    const placement = await w.haulerDispatcher.dispatch.placements.save({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      cacambaId: w.cacamba.id,
      footprint: freeSpot(),
      facts: ROADWAY,
    });
    await h.db
      .update(placements)
      .set({ status: "placed", placedAt: new Date(Date.now() - 48 * HOUR) })
      .where(eq(placements.id, placement.id));
    const pickUp = await w.haulerDispatcher.dispatch.jobs.create({
      kind: "pick_up",
      placementId: placement.id,
      date: today(),
      driverId: w.driver.id,
    });
    await driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId: pickUp.id, action: "start" });
    const photoFileId = randomUUID();
    await h.db.insert(storedFiles).values({
      orgId: w.hauler.id,
      id: photoFileId,
      storageKey: `${w.hauler.id}/job_photo/${photoFileId}.jpg`,
      purpose: "job_photo",
      originalName: "foto.jpg",
      contentType: "image/jpeg",
      sizeBytes: 10,
      sha256: "0".repeat(64),
      uploadedBy: driverUser.id,
    });
    // Done offline 1 h ago, before the office issued the CTR: refused, saying when each happened.
    const kept = {
      idempotencyKey: randomUUID(),
      jobId: pickUp.id,
      action: "complete" as const,
      at: new Date(Date.now() - HOUR).toISOString(),
      photoFileId,
    };
    await expect(driver.dispatch.jobs.submit(kept)).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringMatching(/^Sem CTR para este serviço/),
    });
    const ctr = await w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, jobId: pickUp.id });
    await expect(driver.dispatch.jobs.submit(kept)).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringMatching(
        new RegExp(`^O CTR ${ctr.number} foi emitido em .*depois deste registro`),
      ),
    });
    // The pick-up done after the CTR was issued goes (a new act, a new key).
    const after = await driver.dispatch.jobs.submit({
      ...kept,
      idempotencyKey: randomUUID(),
      at: new Date().toISOString(),
    });
    expect(after.status).toBe("done");
  });
});
