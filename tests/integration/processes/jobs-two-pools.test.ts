import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "@/server/db/client";
import { registryBulletins } from "@/server/db/schema";
import { generateScheduledBulletins } from "@/server/services/city/bulletins";
import { emptyServerDatabase, freshDatabase } from "../../helpers/db";
import { makeCity } from "../city/world";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * `WEB_CONCURRENCY=N` runs the background jobs in every worker, each on its own pool: the scheduled
 * bulletins, started by two workers at the same instant, are archived once per city and bimester
 * (the e-mail outbox, reminders and dossiers have their own race tests in this folder and in
 * tests/integration/dispatch/jobs.test.ts).
 */
describe("scheduled bulletins run by two worker pools at once", () => {
  async function race(a: DbHandle, b: DbHandle) {
    const cities = await Promise.all(
      ["juiz-de-fora-mg", "joao-pessoa-pb", "juiz-de-fora-mg"].map((m) => makeCity(a.db, m)),
    );
    const now = new Date();
    for (let round = 0; round < 3; round++)
      await Promise.all([generateScheduledBulletins(a.db, now), generateScheduledBulletins(b.db, now)]);
    for (const { city } of cities) {
      const rows = await a.db.select().from(registryBulletins).where(eq(registryBulletins.orgId, city.id));
      expect(rows.filter((r) => r.scheduled)).toHaveLength(1);
    }
  }

  if (serverUrl) {
    it("PostgreSQL, two pools: one bulletin per city and bimester, no failure", async () => {
      const target = await emptyServerDatabase(serverUrl);
      const a = await openDatabase({ url: target.url });
      const b = await openDatabase({ url: target.url });
      try {
        await a.migrate();
        await race(a, b);
      } finally {
        await a.close();
        await b.close();
        await target.drop();
      }
    }, 60_000);
  } else {
    it("PGlite (one process by design): the same calls at once still archive one per city", async () => {
      const h = await freshDatabase();
      try {
        await race(h, h);
      } finally {
        await h.close();
      }
    });
  }
});
