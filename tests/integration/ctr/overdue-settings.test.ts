import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, ctrs } from "@/server/db/schema";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { failure } from "../../helpers/trpc-failure";

let h: DbHandle;
const envBefore = process.env.CTR_RECEIPT_OVERDUE_DAYS;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});
afterEach(() => {
  if (envBefore === undefined) delete process.env.CTR_RECEIPT_OVERDUE_DAYS;
  else process.env.CTR_RECEIPT_OVERDUE_DAYS = envBefore;
});

/** A CTR issued `days` days ago (and a little more), still awaiting receipt. */
async function issuedDaysAgo(w: Awaited<ReturnType<typeof makeCtrWorld>>, days: number) {
  const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
  const issuedAt = new Date(Date.now() - days * 86_400_000 - 60_000);
  await h.db
    .update(ctrs)
    .set({ issuedAt })
    .where(and(eq(ctrs.orgId, w.hauler.id), eq(ctrs.id, c.id)));
  return c;
}

describe("per-hauler days without receipt before a CTR is flagged", () => {
  it("the admin saves 1–60 days, audited; the flag follows it for every party", async () => {
    delete process.env.CTR_RECEIPT_OVERDUE_DAYS;
    const w = await makeCtrWorld(h.db, "O1");
    const c = await issuedDaysAgo(w, 3);
    expect(await w.haulerAdmin.ctr.hauler.settings()).toEqual({ receiptOverdueDays: null, defaultDays: 2 });
    expect((await w.haulerAdmin.ctr.hauler.get({ id: c.id })).overdue).toBe(true);

    expect(await w.haulerAdmin.ctr.hauler.saveSettings({ receiptOverdueDays: 5 })).toEqual({
      receiptOverdueDays: 5,
    });
    expect((await w.haulerDispatcher.ctr.hauler.settings()).receiptOverdueDays).toBe(5);
    const views = [
      await w.haulerAdmin.ctr.hauler.get({ id: c.id }),
      await w.client.ctr.generator.get({ id: c.id }),
      await w.operator.ctr.receiver.get({ id: c.id }),
      await w.auditor.ctr.city.get({ id: c.id }),
    ];
    expect(views.map((v) => v.overdue)).toEqual([false, false, false, false]);
    expect(await w.haulerAdmin.ctr.hauler.list({ overdueOnly: true })).toEqual([]);

    await w.haulerAdmin.ctr.hauler.saveSettings({ receiptOverdueDays: 3 });
    expect((await w.client.ctr.generator.get({ id: c.id })).overdue).toBe(true);
    expect((await w.haulerAdmin.ctr.hauler.list({ overdueOnly: true })).map((r) => r.id)).toEqual([c.id]);

    const audits = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, w.hauler.id), eq(auditEvents.action, "ctr.settings_saved")));
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [{ receiptOverdueDays: 2 }, { receiptOverdueDays: 5 }],
      [{ receiptOverdueDays: 5 }, { receiptOverdueDays: 3 }],
    ]);
  });

  it("refuses 0, 61 and fractions with pt-BR messages, and every role but the admin", async () => {
    const w = await makeCtrWorld(h.db, "O2");
    for (const [days, message] of [
      [0, "ao menos 1 dia"],
      [61, "no máximo 60 dias"],
      [1.5, "número inteiro"],
    ] as const) {
      const e = await failure(w.haulerAdmin.ctr.hauler.saveSettings({ receiptOverdueDays: days }));
      expect(e.code).toBe("BAD_REQUEST");
      expect(e.message).toContain(message);
    }
    for (const caller of [w.haulerDispatcher, w.operator, w.client, w.auditor]) {
      const e = await failure(caller.ctr.hauler.saveSettings({ receiptOverdueDays: 10 }));
      expect(e.code).toBe("FORBIDDEN");
    }
    expect(await w.haulerAdmin.ctr.hauler.settings()).toMatchObject({ receiptOverdueDays: null });
    expect(await w.haulerAdmin.ctr.hauler.saveSettings({ receiptOverdueDays: 60 })).toEqual({
      receiptOverdueDays: 60,
    });
  });

  it("without a setting of its own the hauler follows CTR_RECEIPT_OVERDUE_DAYS, and its own setting wins", async () => {
    const w = await makeCtrWorld(h.db, "O3");
    const c = await issuedDaysAgo(w, 3);
    process.env.CTR_RECEIPT_OVERDUE_DAYS = "4";
    expect(await w.haulerAdmin.ctr.hauler.settings()).toEqual({ receiptOverdueDays: null, defaultDays: 4 });
    expect((await w.haulerAdmin.ctr.hauler.get({ id: c.id })).overdue).toBe(false);
    process.env.CTR_RECEIPT_OVERDUE_DAYS = "3";
    expect((await w.haulerAdmin.ctr.hauler.get({ id: c.id })).overdue).toBe(true);
    await w.haulerAdmin.ctr.hauler.saveSettings({ receiptOverdueDays: 10 });
    expect((await w.auditor.ctr.city.get({ id: c.id })).overdue).toBe(false);
  });
});
