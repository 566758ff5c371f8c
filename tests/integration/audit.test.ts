import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, cacambas } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import { makeCtrWorld } from "../fixtures/ctr/world";
import { freshDatabase } from "../helpers/db";
import { callerFor, makeMember, makeOrg } from "../helpers/factories";

describe("audit log", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("records who changed what, with before and after, in the change's transaction", async () => {
    const org = await makeOrg(h.db, { kind: "hauler" });
    const admin = await makeMember(h.db, org.id, "admin");
    const truck = await callerFor(h.db, admin, org.id).fleet.createTruck({ plate: "abc-1234" });
    await callerFor(h.db, admin, org.id).fleet.setTruckActive({ id: truck.id, active: false });
    const events = await h.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.orgId, org.id))
      .orderBy(auditEvents.at);
    expect(events.map((e) => e.action)).toEqual(["truck.created", "truck.deactivated"]);
    expect(events[1]).toMatchObject({
      actorUserId: admin.id,
      entity: "truck",
      entityId: truck.id,
      before: { active: true, plate: "ABC1234" },
      after: { active: false },
    });
  });

  it("is refused UPDATE, DELETE and TRUNCATE by the database itself", async () => {
    const org = await makeOrg(h.db, { kind: "hauler" });
    const admin = await makeMember(h.db, org.id, "admin");
    await callerFor(h.db, admin, org.id).fleet.createCacamba({ capacityM3: 4 });
    await expect(
      h.db.update(auditEvents).set({ action: "forjado" }).where(eq(auditEvents.orgId, org.id)),
    ).rejects.toThrow();
    await expect(h.db.delete(auditEvents).where(eq(auditEvents.orgId, org.id))).rejects.toThrow();
    await expect(h.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect(await h.db.select().from(auditEvents).where(eq(auditEvents.orgId, org.id))).toHaveLength(1);
  });

  it("rolls the change back when the audit write fails", async () => {
    const org = await makeOrg(h.db, { kind: "hauler" });
    await expect(
      h.db.transaction(async (tx) => {
        await tx
          .insert(cacambas)
          .values({ orgId: org.id, number: 99, capacityM3: 5, publicCode: "rollback-test" });
        await writeAudit(tx, {
          orgId: "00000000-0000-4000-8000-000000000000",
          actorUserId: null,
          action: "cacamba.created",
          entity: "cacamba",
        });
      }),
    ).rejects.toThrow();
    expect(await h.db.select().from(cacambas).where(eq(cacambas.orgId, org.id))).toHaveLength(0);
  });

  it("reads in pt-BR words, each thing by its own name, from one query however many events", async () => {
    const w = await makeCtrWorld(h.db, "AUD");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const cacamba = await w.haulerAdmin.fleet.createCacamba({ capacityM3: 4 });
    const truck = await w.haulerAdmin.fleet.createTruck({ plate: "hmg4b21" });
    await w.haulerAdmin.fleet.setTruckActive({ id: truck.id, active: false });
    const log = await w.haulerAdmin.org.auditLog({ limit: 50 });
    const lines = log.map((e) => `${e.what} — ${e.subject}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        `CTR emitido — CTR ${c.number}`,
        `Caçamba cadastrada — Caçamba nº ${String(cacamba.number).padStart(2, "0")}`,
        "Caminhão cadastrado — Caminhão HMG4B21",
        "Caminhão desativado — Caminhão HMG4B21",
      ]),
    );
    for (const l of lines) expect(l).not.toMatch(/\b[a-z]+(_[a-z]+)*\.[a-z_]+\b|[0-9a-f]{8}-[0-9a-f]{4}-/);
    // Another org's events and rows never leak into the names.
    const other = await makeOrg(h.db, { kind: "hauler" });
    const otherAdmin = await makeMember(h.db, other.id, "admin");
    expect(await callerFor(h.db, otherAdmin, other.id).org.auditLog({ limit: 50 })).toEqual([]);
  });
});
