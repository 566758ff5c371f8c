import { execFile } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MTR_SYSTEMS } from "@/domain/mtr";
import { type DbHandle, openDatabase } from "@/server/db/client";
import { mtrs } from "@/server/db/schema";
import { startFakeMtrServer } from "@/server/mtr/fake/node";
import { mtrDepsFromEnv } from "@/server/services/mtr/deps";
import { requestMtr } from "@/server/services/mtr/request";
import { runDueMtrs } from "@/server/services/mtr/worker";
import { makeMtrWorld } from "../../fixtures/mtr/world";
import { emptyServerDatabase, freshDatabase } from "../../helpers/db";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
let h: DbHandle;
let dbUrl: string | null = null;
let drop: (() => Promise<void>) | null = null;
let fake: Awaited<ReturnType<typeof startFakeMtrServer>>;

beforeAll(async () => {
  fake = await startFakeMtrServer();
  for (const s of MTR_SYSTEMS) process.env[`MTR_${s.toUpperCase()}_URL`] = fake.baseUrl(s);
  process.env.MTR_TIMEOUT_MS = "3000";
  process.env.DATA_DIR = await mkdtemp(join(tmpdir(), "mtr-proc-"));
  if (!serverUrl) {
    h = await freshDatabase();
    return;
  }
  const db = await emptyServerDatabase(serverUrl);
  dbUrl = db.url;
  drop = db.drop;
  h = await openDatabase({ url: dbUrl });
  await h.migrate();
});
afterAll(async () => {
  await fake.close();
  await h.close();
  await drop?.();
});

async function world() {
  const w = await makeMtrWorld(h.db, "PR", "feam");
  const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
  // The system answers slowly: every click and worker round overlaps the first request.
  fake.fake.state("feam").slow.set("salvarManifestoLote", { ms: 400, times: 5 });
  return { w, ctr };
}

async function expectOnce(haulerOrgId: string, saveCalls: number) {
  const rows = await h.db.select().from(mtrs).where(eq(mtrs.orgId, haulerOrgId));
  expect(rows).toHaveLength(1);
  expect(rows[0]?.status).toBe("issued");
  expect(saveCalls).toBe(1);
  return rows[0]?.number;
}

const saves = () => fake.fake.state("feam").log.filter((l) => l.route === "salvarManifestoLote").length;

// One of the two cases is defined, by where the suite runs: never a skipped test.
describe("an MTR is asked once per CTR", () => {
  if (serverUrl) {
    it("PostgreSQL: two app processes, each clicking three times and running the worker twice at once, make one manifest", async () => {
      const { w, ctr } = await world();
      const before = saves();
      const env = {
        ...process.env,
        DATABASE_URL: dbUrl ?? "",
        ORG_ID: w.hauler.id,
        USER_ID: w.users.dispatcher.id,
        CTR_ID: ctr.id,
      };
      const worker = () =>
        run(process.execPath, ["--import", "tsx", "tests/integration/mtr/request-worker.ts"], {
          env,
          cwd: process.cwd(),
          maxBuffer: 1 << 20,
        }).then(({ stdout }) => JSON.parse(stdout.trim().split("\n").at(-1) ?? "[]") as string[]);
      const [a, b] = await Promise.all([worker(), worker()]);
      const number = await expectOnce(w.hauler.id, saves() - before);
      // Every click that saw a number saw the same one (when a worker round sent it, the clicks may all
      // have seen it still being sent, and none a number).
      expect([...a, ...b].filter((x) => /^\d+$/.test(x) && x !== number)).toEqual([]);
    }, 60_000);
  } else {
    it("PGlite (single process): three clicks and two worker rounds at once make one manifest", async () => {
      const { w, ctr } = await world();
      const before = saves();
      const scope = {
        db: h.db,
        userId: w.users.dispatcher.id,
        orgId: w.hauler.id,
        orgKind: "hauler" as const,
        role: "dispatcher" as const,
        isManager: false,
      };
      const deps = mtrDepsFromEnv();
      await Promise.all([
        ...Array.from({ length: 3 }, () => requestMtr(scope, ctr.id, deps)),
        runDueMtrs(h.db, deps, new Date()),
        runDueMtrs(h.db, deps, new Date()),
      ]);
      await expectOnce(w.hauler.id, saves() - before);
    }, 60_000);
  }
});
