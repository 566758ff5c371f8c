import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { ctrs, mtrs } from "@/server/db/schema";
import { forgetMtrTokens } from "@/server/mtr/client";
import { startFakeMtrServer } from "@/server/mtr/fake/node";
import { saveStateSystem } from "@/server/services/mtr/state-systems";
import { makeMtrWorld } from "../../fixtures/mtr/world";
import { freshDatabase } from "../../helpers/db";
import { makeUser } from "../../helpers/factories";

/**
 * #40's invariants for one load's papers, under random sequences of what the hauler, the receiver and the
 * office do (issue, ask the MTR, leave the site, receive, cancel), refusals included:
 * - the status every party reads (hauler, generator, receiver, city) is one, and follows the facts
 *   (left the site → em trânsito, received → recebido);
 * - a manifest is only ever made before its load left the site;
 * - a refused action writes nothing.
 */
type Step = { kind: "issue" | "mtr" | "depart" | "receive" | "cancel"; i: number };
const steps = fc.array(
  fc.record({
    kind: fc.constantFrom<Step["kind"]>("issue", "mtr", "depart", "receive", "cancel"),
    i: fc.nat(2),
  }),
  { minLength: 3, maxLength: 12 },
);

let h: DbHandle;
let fake: Awaited<ReturnType<typeof startFakeMtrServer>>;
let worlds = 0;
const done: Record<string, number> = {};

beforeAll(async () => {
  h = await freshDatabase();
  fake = await startFakeMtrServer();
  process.env.MTR_SIGOR_URL = fake.baseUrl("sigor");
  process.env.MTR_TIMEOUT_MS = "2000";
  process.env.DATA_DIR = await mkdtemp(join(tmpdir(), "invariants-docs-"));
  await saveStateSystem(h.db, (await makeUser(h.db, { isSuperadmin: true })).id, "MG", "sigor");
});
afterAll(async () => {
  await fake.close();
  await h.close();
});

async function papers(ids: string[]) {
  if (ids.length === 0) return { ctrs: [], mtrs: [] };
  const c = await h.db.select().from(ctrs).where(inArray(ctrs.id, ids));
  const m = await h.db.select().from(mtrs).where(inArray(mtrs.ctrId, ids));
  return {
    ctrs: c.map((r) => ({ id: r.id, status: r.status, departedAt: r.departedAt, receivedAt: r.receivedAt })),
    mtrs: m.map((r) => ({ id: r.id, ctrId: r.ctrId, status: r.status, createdAt: r.createdAt })),
  };
}

describe("one load, one truth: random days of the paperwork keep the invariants (#40)", () => {
  it("status is the same for every party and follows the work; no manifest after the load left; refusals write nothing", async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        forgetMtrTokens();
        const w = await makeMtrWorld(h.db, `P${++worlds}`, "sigor");
        const issued: string[] = [];
        for (const step of plan) {
          const id = issued[step.i % Math.max(issued.length, 1)];
          const act: Record<Step["kind"], () => Promise<unknown>> = {
            issue: async () => issued.push((await w.haulerDispatcher.ctr.hauler.issue(w.issueInput)).id),
            mtr: () => w.haulerDispatcher.mtr.hauler.request({ ctrId: id ?? "" }),
            depart: () => w.haulerDispatcher.ctr.hauler.depart({ id: id ?? "" }),
            receive: () =>
              w.operator.ctr.receiver.receive({
                id: id ?? "",
                weightT: 3,
                wasteClass: "A",
                forbiddenFound: [],
              }),
            cancel: () => w.haulerDispatcher.ctr.hauler.cancel({ id: id ?? "", reason: "Pedido desfeito" }),
          };
          const before = await papers(issued);
          const refused = await act[step.kind]().then(
            () => false,
            () => true,
          );
          if (refused) expect(await papers(issued), `${step.kind} refused wrote nothing`).toEqual(before);
          const key = `${step.kind} ${refused ? "refused" : "done"}`;
          done[key] = (done[key] ?? 0) + 1;
          await expectInvariants(w, issued);
        }
      }),
      { numRuns: 6, seed: 40_2026, endOnFailure: true },
    );
    console.log(`paperwork steps: ${JSON.stringify(done)}`);
    // The property meant something: each action both happened and was refused along the way.
    for (const kind of ["issue", "mtr", "depart", "receive"]) expect(done[`${kind} done`]).toBeGreaterThan(0);
  });
});

type World = Awaited<ReturnType<typeof makeMtrWorld>>;

async function expectInvariants(w: World, ids: string[]) {
  const now = await papers(ids);
  const readers = {
    hauler: await w.haulerDispatcher.ctr.hauler.list({}),
    generator: await w.client.ctr.generator.list({}),
    receiver: await w.operator.ctr.receiver.list({}),
    city: await w.auditor.ctr.city.list({}),
  };
  for (const c of now.ctrs) {
    // The status follows the facts.
    if (c.receivedAt) expect(c.status).toBe("received");
    else if (c.departedAt && c.status !== "cancelled") expect(c.status).toBe("in_transit");
    // Every party that lists it reads the same status.
    for (const [party, list] of Object.entries(readers)) {
      const seen = list.find((r) => r.id === c.id);
      if (party === "hauler" || party === "generator") expect(seen, `${party} lists ${c.id}`).toBeDefined();
      if (seen) expect(seen.status, `${party} reads the status`).toBe(c.status);
    }
    // A manifest accompanies the transport: made before the load left the site.
    const leftAt = Math.min(c.departedAt?.getTime() ?? Infinity, c.receivedAt?.getTime() ?? Infinity);
    for (const m of now.mtrs.filter((x) => x.ctrId === c.id))
      expect(m.createdAt.getTime(), "MTR made before the load left").toBeLessThanOrEqual(leftAt);
  }
  // The MTR the office reads is the one stored.
  for (const c of now.ctrs) {
    const m = await w.haulerDispatcher.mtr.hauler.ofCtr({ ctrId: c.id });
    const stored = now.mtrs.find((x) => x.ctrId === c.id);
    expect(m?.id ?? null).toBe(stored?.id ?? null);
  }
}
