import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { isoDateIn } from "@/lib/format";
import { openDatabase } from "@/server/db/client";
import { seedDemoIfEmpty } from "@/server/db/seed/demo";

/**
 * Migrating (and seeding) a database takes seconds; copying one takes a fraction of that. The global setups
 * build, once per run, a database with the real migrations (and, for the servers, the demo data) and name
 * it in the environment; every test still gets its own copy, created when it asks and dropped after it.
 * Without the environment (a file run outside vitest, e.g. a benchmark) the helpers migrate as before.
 */
export const TEMPLATE_ENV = {
  /** A PostgreSQL database with the migrations applied, for `freshDatabase()`. */
  migrated: "CC_TEST_TEMPLATE_DB",
  /** A PostgreSQL database with the migrations and the demo data, for servers on a database of their own. */
  seeded: "CC_TEST_SEEDED_TEMPLATE_DB",
  /** A PGlite directory with the migrations, for `freshDatabase()` without a PostgreSQL server. */
  migratedDir: "CC_TEST_TEMPLATE_PGLITE",
  /** A PGlite directory with the migrations and the demo data, for servers on the embedded database. */
  seededDir: "CC_TEST_SEEDED_TEMPLATE_PGLITE",
  /** The day (São Paulo) the demo data was loaded: it is relative to that day, so a later day loads anew. */
  seededOn: "CC_TEST_SEEDED_ON",
} as const;

export function urlOfDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database on the server, migrated (and seeded when `seed`) and marked as a template. */
export async function createServerTemplate(serverUrl: string, seed: boolean): Promise<string> {
  const name = `cc_tpl_${randomBytes(5).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
    const handle = await openDatabase({ url: urlOfDatabase(serverUrl, name) });
    try {
      await handle.migrate();
      if (seed) await seedDemoIfEmpty(handle.db);
    } finally {
      await handle.close();
    }
    // No connection may stay on a template while it is copied; refusing them keeps a stray one out.
    await admin.unsafe(`alter database ${name} with is_template true allow_connections false`);
  } finally {
    await admin.end();
  }
  return name;
}

export async function dropServerTemplate(serverUrl: string, name: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`alter database ${name} with is_template false`);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** A PGlite data directory (`<dir>/pglite`, as the start command lays it out), migrated and maybe seeded. */
export async function createPgliteTemplate(seed: boolean): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "cc-template-"));
  const handle = await openDatabase({ pgliteDir: dir });
  try {
    await handle.migrate();
    if (seed) await seedDemoIfEmpty(handle.db);
  } finally {
    await handle.close();
  }
  return join(dir, "pglite");
}

export function removePgliteTemplate(pgliteDir: string): void {
  rmSync(join(pgliteDir, ".."), { recursive: true, force: true });
}

/** Copies the template's `pglite` directory into `dataDir`; false when there is none to copy. */
export function copyPgliteTemplate(templateDir: string | undefined, dataDir: string): boolean {
  if (!templateDir || !existsSync(templateDir)) return false;
  cpSync(templateDir, join(dataDir, "pglite"), { recursive: true });
  return true;
}

/** The seeded templates, when the run made them today (São Paulo); else none, and the server seeds itself. */
export function seededTemplates(env: NodeJS.ProcessEnv = process.env): { db?: string; dir?: string } {
  if (env[TEMPLATE_ENV.seededOn] !== isoDateIn(new Date())) return {};
  return { db: env[TEMPLATE_ENV.seeded], dir: env[TEMPLATE_ENV.seededDir] };
}

/** Today's seeded templates as the environment entries the test workers inherit (e2e global setup). */
export function seededTemplateEnv(templates: { db?: string; dir?: string }): Record<string, string> {
  return {
    [TEMPLATE_ENV.seededOn]: isoDateIn(new Date()),
    ...(templates.db ? { [TEMPLATE_ENV.seeded]: templates.db } : {}),
    ...(templates.dir ? { [TEMPLATE_ENV.seededDir]: templates.dir } : {}),
  };
}
