import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { type DbHandle, openDatabase } from "@/server/db/client";
import { copyPgliteTemplate, seededTemplates, TEMPLATE_ENV, urlOfDatabase } from "./db-templates";

/**
 * A fresh database built by the real migrations: a new database on the server in `TEST_DATABASE_URL`
 * when set, else a PGlite one. Under vitest it is a copy of the run's migrated template (tests/global-setup.ts),
 * which the same migrations built; elsewhere it is migrated here. Call `close()` in `afterAll`.
 */
export async function freshDatabase(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return freshPglite();
  const template = process.env[TEMPLATE_ENV.migrated];
  const target = await serverDatabase(serverUrl, template);
  const handle = await openDatabase({ url: target.url });
  if (!template) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await target.drop();
    },
  };
}

async function freshPglite(): Promise<DbHandle> {
  const dir = mkdtempSync(join(tmpdir(), "cc-test-"));
  if (!copyPgliteTemplate(process.env[TEMPLATE_ENV.migratedDir], dir)) {
    rmSync(dir, { recursive: true, force: true });
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.migrate();
    return handle;
  }
  const handle = await openDatabase({ pgliteDir: dir });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty, unmigrated database on the server in `TEST_DATABASE_URL`, for tests whose child
 * processes open their own pools on it (by URL). `drop()` removes it.
 */
export function emptyServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return serverDatabase(serverUrl);
}

/**
 * A database of its own on the server in `TEST_DATABASE_URL` with the migrations and the demo data, as
 * the start command leaves an empty one: a copy of the run's seeded template when there is one (made
 * today), else empty, and the server that opens it migrates and seeds it. `drop()` removes it.
 */
export function demoServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return serverDatabase(serverUrl, seededTemplates().db);
}

/** A new database, a copy of `template` when given; dropped (even with connections left) by `drop()`. */
async function serverDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cc_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  return {
    url: urlOfDatabase(serverUrl, name),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
