import { execFile, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Db, openDatabase } from "@/server/db/client";
import { auditEvents, ctrDossiers } from "@/server/db/schema";
import { startBackgroundJobs } from "@/server/jobs/start";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { emptyServerDatabase, freshDatabase } from "../../helpers/db";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const LEASE_MS = 1_000;

async function siteWithCtrs(db: Db) {
  const w = await makeCtrWorld(db, "KIL");
  for (let i = 0; i < 3; i++) await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
  const grant = await w.client.ctr.documents.generatorGrant();
  return { w, grant };
}

async function dossierOutcome(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select()
    .from(ctrDossiers)
    .where(and(eq(ctrDossiers.orgId, orgId), eq(ctrDossiers.id, id)));
  const built = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, "ctr.dossier_built")));
  return { status: row?.status, done: row?.done, fileId: row?.fileId ?? null, built: built.length };
}

// One of the two cases is defined, by where the suite runs: never a skipped test.
describe("a dossier whose process was killed", () => {
  if (serverUrl) {
    it("PostgreSQL: the process killed with SIGKILL mid-build leaves it queued; the next process to start builds it once", async () => {
      const target = await emptyServerDatabase(serverUrl);
      const h = await openDatabase({ url: target.url });
      try {
        await h.migrate();
        const { w, grant } = await siteWithCtrs(h.db);
        const env = {
          ...process.env,
          DATABASE_URL: target.url,
          DATA_DIR: mkdtempSync(join(tmpdir(), "dossie-kill-")),
          LEASE_MS: String(LEASE_MS),
        };
        const starter = spawn(
          process.execPath,
          ["--import", "tsx", "tests/integration/processes/dossier-starter.ts"],
          {
            env: { ...env, SCOPE: JSON.stringify(grant), SITE_ID: w.site.id },
            cwd: process.cwd(),
            stdio: ["ignore", "pipe", "inherit"],
          },
        );
        const id = await new Promise<string>((resolve, reject) => {
          starter.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
          starter.once("exit", (code) => reject(new Error(`starter exited ${code} before printing the id`)));
        });
        const exited = new Promise((resolve) => starter.once("exit", resolve));
        starter.kill("SIGKILL");
        await exited;
        const left = await dossierOutcome(h.db, w.generator.id, id);
        expect(left.status === "queued" || left.status === "running").toBe(true);

        const { stdout } = await run(
          process.execPath,
          ["--import", "tsx", "tests/integration/processes/app-jobs.ts"],
          {
            env: { ...env, DOSSIER_ID: id },
            cwd: process.cwd(),
          },
        );
        expect(stdout.trim().split("\n").at(-1)).toBe("done");
        expect(await dossierOutcome(h.db, w.generator.id, id)).toMatchObject({
          status: "done",
          done: 3,
          fileId: expect.any(String),
          built: 1,
        });
      } finally {
        await h.close();
        await target.drop();
      }
    }, 90_000);
  } else {
    it("PGlite (no TEST_DATABASE_URL, single process): a dossier left running by a killed process is built when the jobs start", async () => {
      const h = await freshDatabase();
      process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "dossie-kill-"));
      try {
        const { w, grant } = await siteWithCtrs(h.db);
        // What a process killed mid-build leaves behind: running, its lease over.
        const [row] = await h.db
          .insert(ctrDossiers)
          .values({
            orgId: w.generator.id,
            siteId: w.site.id,
            total: 3,
            status: "running",
            requestedBy: grant.userId,
          })
          .returning();
        if (!row) throw new Error("no row");
        const stop = startBackgroundJobs(h.db, { leaseMs: LEASE_MS });
        let outcome = await dossierOutcome(h.db, w.generator.id, row.id);
        for (let i = 0; i < 150 && outcome.status !== "done" && outcome.status !== "failed"; i++) {
          await new Promise((r) => setTimeout(r, 200));
          outcome = await dossierOutcome(h.db, w.generator.id, row.id);
        }
        stop();
        expect(outcome).toMatchObject({ status: "done", done: 3, fileId: expect.any(String), built: 1 });
      } finally {
        await h.close();
      }
    }, 60_000);
  }
});
