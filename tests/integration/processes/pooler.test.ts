import { readdirSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, targetFromEnv, toCount } from "@/server/db/client";
import { claimThrottle } from "@/server/services/throttle";
import { emptyServerDatabase } from "../../helpers/db";
import { startPgbouncer } from "../../helpers/pgbouncer";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * The app through PgBouncer in transaction mode (DATABASE_POOLED=1): no statement prepared by name,
 * migrations serialized by a transaction-scoped advisory lock, and the advisory locks the counters and
 * throttles take (pg_advisory_xact_lock) holding across the pooler's shared server connections.
 */
describe("through PgBouncer in transaction mode", () => {
  it("DATABASE_POOLED=1 marks the database URL as pooled", () => {
    expect(targetFromEnv({ ...process.env, DATABASE_URL: "postgres://x/y", DATABASE_POOLED: "1" })).toEqual({
      url: "postgres://x/y",
      pooled: true,
    });
    expect(
      targetFromEnv({ ...process.env, DATABASE_URL: "postgres://x/y", DATABASE_POOLED: undefined }),
    ).toEqual({
      url: "postgres://x/y",
      pooled: false,
    });
  });

  if (!serverUrl) return;
  let bouncer: Awaited<ReturnType<typeof startPgbouncer>>;
  beforeAll(async () => {
    bouncer = await startPgbouncer(serverUrl);
  });
  afterAll(async () => {
    await bouncer?.stop();
  });

  it("two processes migrate an empty database at once through it, and no advisory lock is left", async () => {
    const target = await emptyServerDatabase(serverUrl);
    const pooledUrl = bouncer.urlOf(target.url);
    const [a, b] = [
      await openDatabase({ url: pooledUrl, pooled: true }),
      await openDatabase({ url: pooledUrl, pooled: true }),
    ];
    const direct = postgres(target.url, { max: 1, onnotice: () => {} });
    try {
      await Promise.all([a.migrate(), b.migrate()]);
      const files = readdirSync(join(process.cwd(), "drizzle")).filter((f) => f.endsWith(".sql"));
      const [applied] = await direct`select count(*) as n from drizzle.__drizzle_migrations`;
      expect(toCount(applied?.n)).toBe(files.length);
      const [locks] =
        await direct`select count(*) as n from pg_locks l join pg_database d on d.oid = l.database
        where l.locktype = 'advisory' and d.datname = current_database()`;
      expect(toCount(locks?.n)).toBe(0);
    } finally {
      await direct.end();
      await a.close();
      await b.close();
      await target.drop();
    }
  }, 120_000);

  it("parametrized queries from 10 client connections over 3 server connections all answer right", async () => {
    const target = await emptyServerDatabase(serverUrl);
    const h = await openDatabase({ url: bouncer.urlOf(target.url), pooled: true });
    try {
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          h.db.execute(sql`select ${i}::int as n, ${`v${i}`}::text as t`),
        ),
      );
      expect(answers.map((r) => (r as unknown as { n: number; t: string }[])[0])).toEqual(
        Array.from({ length: 300 }, (_, i) => ({ n: i, t: `v${i}` })),
      );
    } finally {
      await h.close();
      await target.drop();
    }
  }, 60_000);

  it("the throttle's advisory transaction lock holds through it: of 40 claims at once, exactly the limit pass", async () => {
    const target = await emptyServerDatabase(serverUrl);
    const direct = await openDatabase({ url: target.url });
    await direct.migrate();
    const pools = [
      await openDatabase({ url: bouncer.urlOf(target.url), pooled: true }),
      await openDatabase({ url: bouncer.urlOf(target.url), pooled: true }),
    ];
    try {
      const now = new Date();
      const claims = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          claimThrottle(
            pools[i % 2]?.db ?? direct.db,
            "pooler-test",
            [{ key: "k", limit: 7, windowMs: 60_000 }],
            now,
          ),
        ),
      );
      expect(claims.filter((c) => c !== null)).toHaveLength(7);
    } finally {
      for (const p of pools) await p.close();
      await direct.close();
      await target.drop();
    }
  }, 60_000);
});
