import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MtrSystem } from "@/domain/mtr";
import { mtrs } from "@/server/db/schema";
import { MtrClient } from "@/server/mtr/client";
import { mtrDepsFromEnv } from "@/server/services/mtr/deps";
import { RECOVERY, recoverManifest } from "@/server/services/mtr/recover";
import { saveStateSystem } from "@/server/services/mtr/state-systems";
import { runDueMtrs } from "@/server/services/mtr/worker";
import { makeMtrWorld } from "../../fixtures/mtr/world";
import { fakeMtrSystemsPerFile } from "./fake-systems";

const world = fakeMtrSystemsPerFile("mtr-recovery-");

const rowOf = async (id: string) => {
  const [row] = await world.h.db.select().from(mtrs).where(eq(mtrs.id, id));
  if (!row) throw new Error("no mtr");
  return row;
};
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const count = (system: MtrSystem, route: string) =>
  world.fake.fake.state(system).log.filter((l) => l.route === route).length;

/**
 * A world in `system` with one MTR already issued for an identical load (same parties, plate, waste and
 * quantity: what a listing must not take for ours), then a second CTR whose save times out in the
 * system after being kept there.
 */
async function timedOut(tag: string, system: MtrSystem) {
  await saveStateSystem(world.h.db, world.platformUser.id, "MG", system);
  const w = await makeMtrWorld(world.h.db, tag, system);
  const first = await w.haulerDispatcher.mtr.hauler.request({
    ctrId: (await w.haulerDispatcher.ctr.hauler.issue(w.issueInput)).id,
  });
  expect(first.status).toBe("issued");
  const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
  const saves = count(system, "salvarManifestoLote");
  world.fake.fake.state(system).slow.set("salvarManifestoLote", { ms: 900, times: 1 });
  const pending = await w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
  expect(pending.status).toBe("queued");
  expect((await rowOf(pending.id)).uncertain).toBe(true);
  await new Promise((r) => setTimeout(r, 700));
  const row = await rowOf(pending.id);
  const inSystem = [...world.fake.fake.state(system).manifests.values()].find(
    (m) => m.ourCode === row.ourCode,
  );
  if (!inSystem) throw new Error("the timed-out save is not in the fake");
  return { w, first, pending, saves, inSystem };
}

describe("after a timeout on salvarManifestoLote, each system's documented way finds the manifest", () => {
  it("SIGOR: by our own code (retornaManifestoSeuCodigo), nothing sent twice", async () => {
    expect(RECOVERY.sigor).toBe("ourCode");
    const { pending, saves, inSystem } = await timedOut("RV1", "sigor");
    await runDueMtrs(world.h.db, mtrDepsFromEnv(), later(2));
    const done = await rowOf(pending.id);
    expect(done).toMatchObject({ status: "issued", uncertain: false, number: inSystem.number });
    expect(count("sigor", "salvarManifestoLote") - saves).toBe(1);
    expect(count("sigor", "retornaManifestoSeuCodigo")).toBeGreaterThan(0);
  });

  it.each(["feam", "inea"] as const)(
    "%s: by listing the generator's manifests of the day and reading each; the twin MTR already ours is passed over",
    async (system) => {
      expect(RECOVERY[system]).toBe("dayListing");
      const { first, pending, saves, inSystem } = await timedOut(`RV2${system}`, system);
      await runDueMtrs(world.h.db, mtrDepsFromEnv(), later(2));
      const done = await rowOf(pending.id);
      expect(done).toMatchObject({ status: "issued", uncertain: false, number: inSystem.number });
      expect(done.number).not.toBe(first.number);
      expect(count(system, "salvarManifestoLote") - saves).toBe(1);
      expect(count(system, "retornaListaCodigoBarasManifesto")).toBe(1);
      expect(count(system, "retornaManifestoSeuCodigo")).toBe(0);
    },
  );

  it.each(["feam", "inea"] as const)(
    "%s: nothing of ours in the listing (the system never kept it): sent again, once",
    async (system) => {
      const { pending, saves, inSystem } = await timedOut(`RV3${system}`, system);
      world.fake.fake.state(system).manifests.delete(inSystem.number);
      await runDueMtrs(world.h.db, mtrDepsFromEnv(), later(2));
      await runDueMtrs(world.h.db, mtrDepsFromEnv(), later(4));
      const done = await rowOf(pending.id);
      expect(done.status).toBe("issued");
      expect(done.number).not.toBe(inSystem.number);
      expect(count(system, "salvarManifestoLote") - saves).toBe(2);
    },
  );

  it("SINIR documents neither: nothing is sent again by itself; the MTR says what to check, and “Tentar de novo” is the person's call", async () => {
    expect(RECOVERY.sinir).toBe("none");
    const { w, pending, saves } = await timedOut("RV4", "sinir");
    await runDueMtrs(world.h.db, mtrDepsFromEnv(), later(2));
    const held = await w.haulerDispatcher.mtr.hauler.ofCtr({ ctrId: pending.ctrId });
    expect(held?.status).toBe("failed");
    expect(held?.lastError).toMatch(
      /SINIR .*não respondeu a tempo.* confira no site do sistema .* não o emita de novo/,
    );
    expect(count("sinir", "salvarManifestoLote") - saves).toBe(1);
    expect(count("sinir", "retornaManifestoSeuCodigo")).toBe(0);
    const again = await w.haulerDispatcher.mtr.hauler.retry({ id: pending.id });
    expect(again.status).toBe("issued");
    expect(count("sinir", "salvarManifestoLote") - saves).toBe(2);
  });

  it("a listing route the system does not have (404) holds the MTR for a person instead of looping", async () => {
    const client = new MtrClient({ baseUrl: world.fake.baseUrl, timeoutMs: 2000 });
    // SINIR's fake has no listing: asked as if it were FEAM's, it answers 404.
    const login = {
      orgId: "recovery-404",
      system: "sinir" as const,
      loginTaxId: "52998224725",
      password: "senha-404",
      companyTaxId: "33000167000101",
      unitCode: "100",
    };
    const row = { system: "feam", createdAt: new Date(), ourCode: "CC-x", facts: {} } as Parameters<
      typeof recoverManifest
    >[3];
    expect(await recoverManifest(world.h.db, client, login, row, new Date())).toBe("unsupported");
  });
});
