import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDateIn } from "@/lib/format";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, emailOutbox, jobSubmissions, jobs, placements } from "@/server/db/schema";
import { runDueReminders } from "@/server/services/dispatch/reminders";
import { freshDatabase } from "../../helpers/db";
import { freeSpot, makeDispatchWorld, ROADWAY, SITE } from "./world";

type World = Awaited<ReturnType<typeof makeDispatchWorld>>;

async function plannedDropOff(w: World, cacambaId: string | null = null) {
  const placement = await w.as.dispatcher.dispatch.placements.save({
    generatorOrgId: w.generator.id,
    siteId: w.site.id,
    cacambaId: cacambaId ?? (await w.cacamba()),
    footprint: freeSpot(),
    facts: ROADWAY,
  });
  const today = isoDateIn(new Date(), "America/Sao_Paulo");
  const job = await w.as.dispatcher.dispatch.jobs.create({
    kind: "drop_off",
    placementId: placement.id,
    date: today,
    windowStart: "08:00",
    windowEnd: "10:00",
    driverId: w.driver.id,
  });
  return { placement, job };
}

describe("jobs: status machine, driver submissions, CTR gate, reminders", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("the driver records the drop-off with photo and GPS: the placement starts its deadline with the article", async () => {
    const w = await makeDispatchWorld(h.db);
    const { placement, job } = await plannedDropOff(w);
    const day = await w.as.driver.dispatch.jobs.myDay();
    expect(day.jobs.map((j) => j.id)).toEqual([job.id]);
    await w.as.driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId: job.id, action: "start" });
    await expect(
      w.as.driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId: job.id, action: "complete" }),
    ).rejects.toThrow(/foto/);
    const done = await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: randomUUID(),
      jobId: job.id,
      action: "complete",
      lat: SITE.lat,
      lon: SITE.lon,
      accuracyM: 8,
      photoFileId: await w.photo(),
    });
    expect(done).toMatchObject({ status: "done", deadlineArticle: "JF art. 12, §1º", replayed: false });
    const [row] = await h.db.select().from(placements).where(eq(placements.id, placement.id));
    expect(row?.status).toBe("placed");
    expect(row?.deadline?.toISOString()).toBe(done.deadline);
    await expect(
      w.as.driver.dispatch.jobs.submit({
        idempotencyKey: randomUUID(),
        jobId: job.id,
        action: "fail",
        reason: "x",
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("concurrent retries of one submission have exactly one effect (real PostgreSQL when TEST_DATABASE_URL is set)", async () => {
    const w = await makeDispatchWorld(h.db);
    const { job } = await plannedDropOff(w);
    await w.as.driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId: job.id, action: "start" });
    const input = {
      idempotencyKey: randomUUID(),
      jobId: job.id,
      action: "complete" as const,
      photoFileId: await w.photo(),
    };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => w.as.driver.dispatch.jobs.submit(input)),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => `${r.status} ${r.deadline}`)).size).toBe(1);
    const completes = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, job.id), eq(auditEvents.action, "job.complete")));
    expect(completes[0]?.n).toBe(1);
    const subs = await h.db.select().from(jobSubmissions).where(eq(jobSubmissions.jobId, job.id));
    expect(subs).toHaveLength(2);
    const again = await w.as.driver.dispatch.jobs.submit(input);
    expect(again.replayed).toBe(true);
    await expect(
      w.as.driver.dispatch.jobs.submit({ ...input, action: "fail", reason: "chave reaproveitada" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("a driver cannot submit for a job assigned to someone else", async () => {
    const w = await makeDispatchWorld(h.db);
    const { job } = await plannedDropOff(w);
    await h.db.update(jobs).set({ driverId: null }).where(eq(jobs.id, job.id));
    await expect(
      w.as.driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId: job.id, action: "start" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("a pick-up cannot complete without a CTR; in Juiz de Fora, whose law is silent on it, the refusal says so", async () => {
    const w = await makeDispatchWorld(h.db);
    const { placement, job } = await plannedDropOff(w);
    for (const action of ["start", "complete"] as const)
      await w.as.driver.dispatch.jobs.submit({
        idempotencyKey: randomUUID(),
        jobId: job.id,
        action,
        photoFileId: await w.photo(),
      });
    const pickUp = await w.as.dispatcher.dispatch.jobs.create({
      kind: "pick_up",
      placementId: placement.id,
      date: isoDateIn(new Date(), "America/Sao_Paulo"),
      driverId: w.driver.id,
    });
    await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: randomUUID(),
      jobId: pickUp.id,
      action: "start",
    });
    const attempt = w.as.driver.dispatch.jobs.submit({
      idempotencyKey: randomUUID(),
      jobId: pickUp.id,
      action: "complete",
      photoFileId: await w.photo(),
    });
    await expect(attempt).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    await expect(attempt).rejects.toThrow(
      /Sem CTR para este serviço.*exigido pela Caçamba Certa em toda carga; a lei de Juiz de Fora não trata do CTR/,
    );
    await expect(attempt).rejects.not.toThrow(/JP art/);
    const [row] = await h.db.select().from(placements).where(eq(placements.id, placement.id));
    expect(row?.status).toBe("placed");
  });

  it("the board orders jobs by truck and moves them", async () => {
    const w = await makeDispatchWorld(h.db);
    const { placement } = await plannedDropOff(w);
    const today = isoDateIn(new Date(), "America/Sao_Paulo");
    const second = await w.as.dispatcher.dispatch.jobs.create({
      kind: "pick_up",
      placementId: placement.id,
      date: today,
    });
    const board = await w.as.dispatcher.dispatch.jobs.board({ date: today });
    expect(board.jobs.map((j) => j.sequence)).toEqual([1, 2]);
    await w.as.dispatcher.dispatch.jobs.move({ jobId: second.id, truckId: null, position: 0 });
    const after = await w.as.dispatcher.dispatch.jobs.board({ date: today });
    expect(after.jobs[0]?.id).toBe(second.id);
    await w.as.dispatcher.dispatch.jobs.close({
      jobId: second.id,
      status: "cancelled",
      reason: "cliente desistiu",
    });
    await expect(
      w.as.dispatcher.dispatch.jobs.close({ jobId: second.id, status: "failed", reason: "de novo" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("reminders before the deadline and when overdue reach the outbox once, even with two workers", async () => {
    const w = await makeDispatchWorld(h.db);
    const { job } = await plannedDropOff(w);
    for (const action of ["start", "complete"] as const)
      await w.as.driver.dispatch.jobs.submit({
        idempotencyKey: randomUUID(),
        jobId: job.id,
        action,
        photoFileId: await w.photo(),
      });
    const [p] = await h.db.select().from(placements).where(eq(placements.orgId, w.hauler.id));
    const deadline = p?.deadline ?? new Date();
    const late = new Date(deadline.getTime() + 60_000);
    // "vence amanhã" the day before, "vence hoje" on the day, "vencida" after: two workers at each.
    for (const at of [
      new Date(deadline.getTime() - 24 * 3_600_000 - 60_000),
      new Date(deadline.getTime() - 60_000),
      late,
    ])
      await Promise.all([runDueReminders(h.db, at), runDueReminders(h.db, at)]);
    const mine = await h.db.select().from(emailOutbox).where(eq(emailOutbox.orgId, w.hauler.id));
    const templates = mine.map((m) => m.template).sort();
    // admin, dispatcher and the generator's client each get each reminder once
    for (const t of ["placement_due_tomorrow", "placement_due_today", "placement_overdue"])
      expect(templates.filter((x) => x === t)).toHaveLength(3);
    expect(mine.find((m) => m.template === "placement_overdue")?.text).toMatch(/JF art\. 12, §1º/);
    expect((await runDueReminders(h.db, late)).sent).toBe(0);
    const shown = await w.as.dispatcher.dispatch.placements.reminders();
    expect(shown).toHaveLength(3);
  });
});
