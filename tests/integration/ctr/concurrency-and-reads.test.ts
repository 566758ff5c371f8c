import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { ctrs, orgs } from "@/server/db/schema";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { callerFor } from "../../helpers/factories";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

async function code(p: Promise<unknown>) {
  try {
    await p;
    return "OK";
  } catch (e) {
    if (e instanceof TRPCError) return e.code;
    throw e;
  }
}

describe("gapless numbers under concurrency", () => {
  it("gives 50 concurrent issues 50 distinct numbers 1..50", async () => {
    const w = await makeCtrWorld(h.db, "C1");
    const results = await Promise.all(
      Array.from({ length: 50 }, () => w.haulerDispatcher.ctr.hauler.issue(w.issueInput)),
    );
    const seqs = results.map((r) => Number(r.number.split("/")[1])).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});

describe("who may read a CTR", () => {
  it("the hauler, the receiver named, the generator named and the city of the origin; nobody else", async () => {
    const w = await makeCtrWorld(h.db, "R1");
    const x = await makeCtrWorld(h.db, "R2");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    expect((await w.haulerAdmin.ctr.hauler.get({ id: c.id })).number).toBe(c.number);
    expect((await w.operator.ctr.receiver.get({ id: c.id })).id).toBe(c.id);
    expect((await w.client.ctr.generator.get({ id: c.id })).id).toBe(c.id);
    expect((await w.auditor.ctr.city.get({ id: c.id })).id).toBe(c.id);
    // The other world's parties, and the city's auditor of another municipality, see nothing.
    expect(await code(x.haulerAdmin.ctr.hauler.get({ id: c.id }))).toBe("NOT_FOUND");
    expect(await code(x.operator.ctr.receiver.get({ id: c.id }))).toBe("NOT_FOUND");
    expect(await code(x.client.ctr.generator.get({ id: c.id }))).toBe("NOT_FOUND");
    await h.db.update(orgs).set({ municipalityId: "joao-pessoa-pb" }).where(eq(orgs.id, x.city.id));
    expect(await code(x.auditor.ctr.city.get({ id: c.id }))).toBe("NOT_FOUND");
    expect((await x.auditor.ctr.city.list()).map((r) => r.id)).not.toContain(c.id);
    // A party cannot act through another party's procedures.
    expect(await code(w.operator.ctr.hauler.get({ id: c.id }))).toBe("FORBIDDEN");
    expect(
      await code(
        w.client.ctr.receiver.receive({ id: c.id, weightT: 1, wasteClass: "A", forbiddenFound: [] }),
      ),
    ).toBe("FORBIDDEN");
    expect(
      await code(
        x.operator.ctr.receiver.receive({ id: c.id, weightT: 1, wasteClass: "A", forbiddenFound: [] }),
      ),
    ).toBe("NOT_FOUND");
    expect(
      await code(x.haulerAdmin.ctr.hauler.cancel({ id: c.id, reason: "Tentativa de outra empresa" })),
    ).toBe("NOT_FOUND");
    expect((await w.haulerAdmin.ctr.hauler.get({ id: c.id })).status).toBe("issued");
  });

  it("flags CTRs without receipt after the hauler's configured days", async () => {
    const w = await makeCtrWorld(h.db, "R3");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    expect((await w.haulerAdmin.ctr.hauler.get({ id: c.id })).overdue).toBe(false);
    await h.db
      .update(ctrs)
      .set({ issuedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(ctrs.id, c.id));
    expect((await w.haulerAdmin.ctr.hauler.get({ id: c.id })).overdue).toBe(true);
    await w.haulerAdmin.ctr.hauler.saveSettings({ receiptOverdueDays: 5 });
    expect((await w.haulerAdmin.ctr.hauler.get({ id: c.id })).overdue).toBe(false);
    expect((await w.auditor.ctr.city.list({ overdueOnly: true })).map((r) => r.id)).not.toContain(c.id);
  });
});

describe("public check page data", () => {
  it("masks a person's CPF and name, hides their address, shows the hash and status", async () => {
    const w = await makeCtrWorld(h.db, "P1");
    await h.db
      .update(orgs)
      .set({ personType: "person", taxId: "12345678909", legalName: "Maria da Silva Souza" })
      .where(eq(orgs.id, w.generator.id));
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    await w.operator.ctr.receiver.receive({ id: c.id, weightT: 4.2, wasteClass: "A", forbiddenFound: [] });
    const p = await callerFor(h.db, null).ctr.check({ code: c.publicCode });
    expect(p.status).toBe("received");
    expect(p.generator.taxId).toBe("***.456.789-**");
    expect(p.generator.name).toBe("Maria S. S.");
    expect(p.origin.address).toBeNull();
    expect(JSON.stringify(p)).not.toContain("12345678909");
    expect(JSON.stringify(p)).not.toContain("Rua Halfeld");
    expect(JSON.stringify(p)).not.toContain("Motorista");
    expect(p.contentHash).toBe(c.contentHash);
    expect(p.hashMatches).toBe(true);
    expect(await code(callerFor(h.db, null).ctr.check({ code: "nao-existe" }))).toBe("NOT_FOUND");
  });
});
