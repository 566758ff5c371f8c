import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDecimal } from "@/domain/quantity";
import type { DbHandle } from "@/server/db/client";
import { ctrs } from "@/server/db/schema";
import { issueCtr } from "@/server/services/ctr/issue";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { callerFor } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";
import { tablesOf } from "../../helpers/world";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

describe("each quantity has one precision: validated, stored, hashed and printed alike", () => {
  it("formats volumes and weights exactly as numeric(6, 2) and numeric(7, 3) store them", async () => {
    const values = [
      ...Array.from({ length: 2000 }, (_, i) => i / 1000 + 1),
      ...Array.from({ length: 500 }, (_, i) => Number(((i * 7919) % 60000) / 1000 + 0.0005).valueOf()),
      1.005,
      2.675,
      0.001,
      0.005,
      59.995,
      12.3455,
    ];
    const texts = values.map(String); // what postgres.js sends for a number parameter
    const rows = tablesOf<{ v: string; m2: string; t3: string }>(
      await h.db.execute(
        sql`select v, v::numeric(6, 2)::text as m2, v::numeric(7, 3)::text as t3 from unnest(${sql.raw(`array['${texts.join("','")}']`)}::text[]) as v`,
      ),
    );
    const mismatches = rows.filter(
      (r) => formatDecimal(Number(r.v), 2) !== r.m2 || formatDecimal(Number(r.v), 3) !== r.t3,
    );
    expect(mismatches).toEqual([]);
  });

  it("refuses a volume with more than 2 decimals or under 0,01 m³ (1.005 hashed as 1.00, stored as 1.01)", async () => {
    const w = await makeCtrWorld(h.db, "Q1");
    for (const volumeM3 of [1.005, 0.001, 0.004]) {
      const e = await failure(w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, volumeM3 }));
      expect(e.code, String(volumeM3)).toBe("BAD_REQUEST");
    }
    expect(await h.db.select().from(ctrs).where(eq(ctrs.orgId, w.hauler.id))).toEqual([]);
    const ok = await w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, volumeM3: 1.01 });
    expect(ok.volumeM3).toBe(1.01);
    expect((await callerFor(h.db, null).ctr.check({ code: ok.publicCode })).hashMatches).toBe(true);
  });

  it("hashes the volume the database keeps, whoever calls the service", async () => {
    const w = await makeCtrWorld(h.db, "Q2");
    const scope = {
      db: h.db,
      userId: w.users.dispatcher.id,
      orgId: w.hauler.id,
      orgKind: "hauler" as const,
      role: "dispatcher" as const,
      isManager: false,
    };
    const issued = await issueCtr(scope, { ...w.issueInput, volumeM3: 1.005 });
    expect(issued.volumeM3).toBe(1.01);
    const check = await callerFor(h.db, null).ctr.check({ code: issued.publicCode });
    expect(check.hashMatches).toBe(true);
  });

  it("refuses a weight with more than 3 decimals (kilograms) or under 1 kg", async () => {
    const w = await makeCtrWorld(h.db, "Q3");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    for (const weightT of [0.0001, 4.2005]) {
      const e = await failure(
        w.operator.ctr.receiver.receive({ id: c.id, weightT, wasteClass: "A", forbiddenFound: [] }),
      );
      expect(e.code, String(weightT)).toBe("BAD_REQUEST");
    }
    const got = await w.operator.ctr.receiver.receive({
      id: c.id,
      weightT: 4.205,
      wasteClass: "A",
      forbiddenFound: [],
    });
    expect(got.receivedWeightT).toBe(4.205);
  });
});
