import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, placements } from "@/server/db/schema";
import { computeDeadline } from "@/server/services/dispatch/deadlines";
import { freshDatabase } from "../../helpers/db";
import { METRE_LON, makeDispatchWorld, ROADWAY, rectangle, SITE } from "./world";

describe("placements: server re-check, override, licence gate, deadlines", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  const tooClose = rectangle(SITE.lon + 14 * METRE_LON, SITE.lat);
  const clear = rectangle(SITE.lon, SITE.lat);

  it("saves a placement that passes, with the server's verdict", async () => {
    const w = await makeDispatchWorld(h.db);
    const saved = await w.as.dispatcher.dispatch.placements.save({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      footprint: clear,
      facts: ROADWAY,
    });
    expect(saved.verdict.ok).toBe(true);
    const [row] = await h.db.select().from(placements).where(eq(placements.id, saved.id));
    expect(row?.verdictOk).toBe(true);
    expect(row?.status).toBe("planned");
  });

  it("refuses a violating placement whose browser verdict was tampered to ok, citing the article; nothing written", async () => {
    const w = await makeDispatchWorld(h.db);
    const attempt = w.as.dispatcher.dispatch.placements.save({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      footprint: tooClose,
      facts: ROADWAY,
      clientVerdictOk: true,
    });
    await expect(attempt).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    await expect(attempt).rejects.toThrow(/não confere.*JF art\. 9º, III, a/);
    expect(await h.db.select().from(placements).where(eq(placements.orgId, w.hauler.id))).toEqual([]);
  });

  it("a violating placement is saved only by an admin with a written reason, audit-logged", async () => {
    const w = await makeDispatchWorld(h.db);
    const input = { generatorOrgId: w.generator.id, siteId: w.site.id, footprint: tooClose, facts: ROADWAY };
    await expect(
      w.as.dispatcher.dispatch.placements.save({
        ...input,
        overrideReason: "Autorizado pela SMU por telefone hoje",
      }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    await expect(w.as.admin.dispatch.placements.save(input)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(w.as.admin.dispatch.placements.save({ ...input, overrideReason: "curto" })).rejects.toThrow(
      /justificativa/,
    );
    const reason = "Ponto de ônibus desativado pela SMU (ofício 123/2026)";
    const saved = await w.as.admin.dispatch.placements.save({ ...input, overrideReason: reason });
    expect(saved.verdict.ok).toBe(false);
    expect(saved.verdict.violations.map((v) => v.article)).toContain("JF art. 9º, III, a");
    const [row] = await h.db.select().from(placements).where(eq(placements.id, saved.id));
    expect(row).toMatchObject({ verdictOk: false, overrideReason: reason, overrideBy: w.users.admin.id });
    const [audit] = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, saved.id), eq(auditEvents.action, "placement.override")));
    expect(audit?.after).toMatchObject({
      overrideReason: reason,
      violations: expect.arrayContaining(["JF art. 9º, III, a"]),
    });
  });

  it("licence gate: a hauler not licensed in the municipality cannot plan nor dispatch there", async () => {
    const w = await makeDispatchWorld(h.db, { licensed: false });
    const attempt = w.as.admin.dispatch.placements.save({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      footprint: clear,
      facts: ROADWAY,
    });
    await expect(attempt).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    await expect(attempt).rejects.toThrow(/não licenciado em Juiz de Fora/);
    await expect(w.as.admin.dispatch.jobs.create({ kind: "dump", date: "2026-01-05" })).rejects.toMatchObject(
      { code: "PRECONDITION_FAILED" },
    );
  });

  it("a hauler cannot plan at a site of a generator that is not its client", async () => {
    const w = await makeDispatchWorld(h.db);
    const other = await makeDispatchWorld(h.db);
    await expect(
      w.as.admin.dispatch.placements.save({
        generatorOrgId: other.generator.id,
        siteId: other.site.id,
        footprint: clear,
        facts: ROADWAY,
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("JF deadline: 3 business days counting the placement day, skipping the national holiday of 20/11 (JF art. 12, §1º)", () => {
    const d = computeDeadline({
      municipalityId: "juiz-de-fora-mg",
      placedAt: new Date("2025-11-19T10:00:00-03:00"),
    });
    expect(d.deadline?.toISOString()).toBe(new Date("2025-11-24T23:59:59.999-03:00").toISOString());
    expect(d.deadlineArticle).toBe("JF art. 12, §1º");
    expect(d.deadlineExplanation).toMatch(/20\/11\/2025 \(feriado/);
  });

  it("JF deadline across Christmas and a weekend", () => {
    const d = computeDeadline({
      municipalityId: "juiz-de-fora-mg",
      placedAt: new Date("2025-12-24T15:00:00-03:00"),
    });
    expect(d.deadline?.toISOString()).toBe(new Date("2025-12-29T23:59:59.999-03:00").toISOString());
  });

  it("CM: no deadline until the generator reports it full, then 48 h (CM art. 47, I)", () => {
    const placedAt = new Date("2025-06-02T09:00:00-03:00");
    expect(computeDeadline({ municipalityId: "cachoeiras-de-macacu-rj", placedAt }).deadline).toBeNull();
    const fullAt = new Date("2025-06-03T10:00:00-03:00");
    const d = computeDeadline({ municipalityId: "cachoeiras-de-macacu-rj", placedAt, fullAt });
    expect(d.deadline?.getTime()).toBe(fullAt.getTime() + 48 * 3_600_000);
    expect(d.deadlineArticle).toBe("CM art. 47, I");
  });
});
