import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "@/server/db/client";
import { issueCtr } from "@/server/services/ctr/issue";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { makeMember } from "../../helpers/factories";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const TOTAL = 500;
const GATE_LOCK = 73_510;
const expected = Array.from({ length: TOTAL }, (_, i) => i + 1);
const seqOf = (n: string) => Number(n.split("/")[1]);

let h: DbHandle;
let dbUrl: string | null = null;
let drop: (() => Promise<void>) | null = null;

beforeAll(async () => {
  if (!serverUrl) {
    h = await freshDatabase();
    return;
  }
  // Like freshDatabase, but the URL is kept: the child processes open their own pools on it.
  const name = `cc_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  dbUrl = url.toString();
  h = await openDatabase({ url: dbUrl });
  await h.migrate();
  drop = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
});
afterAll(async () => {
  await h.close();
  await drop?.();
});

async function world() {
  const w = await makeCtrWorld(h.db, "N5");
  const user = await makeMember(h.db, w.hauler.id, "dispatcher", "N5 Despacho 2");
  return { w, user };
}

// One of the two cases is defined, by where the suite runs: never a skipped test.
describe("gapless CTR numbers", () => {
  if (serverUrl) {
    it("PostgreSQL: 500 concurrent issues across two app processes give numbers 1..500 exactly once", async () => {
      const { w, user } = await world();
      const env = {
        ...process.env,
        DATABASE_URL: dbUrl ?? "",
        ORG_ID: w.hauler.id,
        USER_ID: user.id,
        COUNT: String(TOTAL / 2),
        GATE_LOCK: String(GATE_LOCK),
        INPUT: JSON.stringify(w.issueInput),
      };
      const worker = () =>
        run(process.execPath, ["--import", "tsx", "tests/integration/ctr/issue-worker.ts"], {
          env,
          cwd: process.cwd(),
          maxBuffer: 1 << 20,
        }).then(({ stdout }) => JSON.parse(stdout.trim().split("\n").at(-1) ?? "[]") as string[]);
      // Under load one process may start after the other has finished: both wait at a gate first.
      const gate = postgres(dbUrl ?? "", { max: 1, onnotice: () => {} });
      await gate`select pg_advisory_lock(${GATE_LOCK})`;
      const running = Promise.all([worker(), worker()]);
      const waiting = async () =>
        (
          await gate`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${GATE_LOCK} and not granted`
        )[0]?.n;
      for (let tries = 0; (await waiting()) < 2 && tries < 400; tries++)
        await new Promise((r) => setTimeout(r, 100));
      await gate`select pg_advisory_unlock(${GATE_LOCK})`;
      await gate.end();
      const [a, b] = await running;
      expect(a).toHaveLength(TOTAL / 2);
      expect(b).toHaveLength(TOTAL / 2);
      // Both processes really interleaved: each got numbers from across the range, not one block.
      expect(Math.max(...a.map(seqOf))).toBeGreaterThan(TOTAL / 2);
      expect(Math.max(...b.map(seqOf))).toBeGreaterThan(TOTAL / 2);
      expect([...a, ...b].map(seqOf).sort((x, y) => x - y)).toEqual(expected);
    }, 60_000);
  } else {
    it("PGlite (no TEST_DATABASE_URL, single process): 500 concurrent issues in-process give numbers 1..500 exactly once", async () => {
      const { w, user } = await world();
      const scope = {
        db: h.db,
        userId: user.id,
        orgId: w.hauler.id,
        orgKind: "hauler" as const,
        role: "dispatcher" as const,
        isManager: false,
      };
      const numbers = await Promise.all(
        Array.from({ length: TOTAL }, () => issueCtr(scope, w.issueInput).then((c) => c.number)),
      );
      expect(numbers.map(seqOf).sort((x, y) => x - y)).toEqual(expected);
    }, 60_000);
  }
});
