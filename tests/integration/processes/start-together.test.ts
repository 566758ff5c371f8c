import { execFile } from "node:child_process";
import { promisify } from "node:util";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from "@/server/db/seed/demo";
import { emptyServerDatabase, freshDatabase } from "../../helpers/db";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

// One of the two cases is defined, by where the suite runs: never a skipped test.
describe("two app processes starting together on an empty database", () => {
  if (serverUrl) {
    it("PostgreSQL: both migrate and start, and the demo data is loaded exactly once", async () => {
      const target = await emptyServerDatabase(serverUrl);
      try {
        // Both children load tsx and the app first, then start at the same instant.
        const env = { ...process.env, DATABASE_URL: target.url, START_AT: String(Date.now() + 6_000) };
        const start = () =>
          run(process.execPath, ["--import", "tsx", "tests/integration/processes/start-worker.ts"], {
            env,
            cwd: process.cwd(),
            maxBuffer: 1 << 20,
          }).then(
            ({ stdout }) => JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as { seeded: boolean },
          );
        const results = await Promise.allSettled([start(), start()]);
        const failures = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
        expect(failures).toEqual([]);
        const seeded = results.map((r) => r.status === "fulfilled" && r.value.seeded);
        expect(seeded.filter(Boolean)).toHaveLength(1);

        const sql = postgres(target.url, { max: 1, onnotice: () => {} });
        try {
          const [users] = await sql`select count(*)::int as n from users`;
          const [orgs] = await sql`select count(*)::int as n from orgs`;
          expect(users?.n).toBe(DEMO_ACCOUNTS.length);
          expect(orgs?.n).toBe(5);
        } finally {
          await sql.end();
        }
      } finally {
        await target.drop();
      }
    }, 90_000);
  } else {
    it("PGlite (no TEST_DATABASE_URL, single process): a second seed on a seeded database loads nothing", async () => {
      const h = await freshDatabase();
      try {
        expect(await Promise.all([seedDemoIfEmpty(h.db), seedDemoIfEmpty(h.db)])).toEqual([true, false]);
      } finally {
        await h.close();
      }
    });
  }
});
