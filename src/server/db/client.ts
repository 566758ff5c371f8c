import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { acquireDataDirLock } from "./data-dir-lock";
import { preparingClient } from "./prepared-client";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `pooled`: the URL is a pooler in transaction mode (PgBouncer before 1.21, `DATABASE_POOLED=1`), where a
 * server connection is not the client's between transactions, so no statement is prepared by name.
 */
export type DbTarget = { url: string; pooled?: boolean } | { pgliteDir: string };

const migrationsFolder = join(process.cwd(), "drizzle");

/**
 * Runs the migrations while another connection holds an advisory lock in an open transaction: processes
 * starting together on an empty database take turns, and the later ones find the migrations applied
 * (without it, both create the same types and one crashes with `type … already exists`). The lock is
 * transaction-scoped, so it holds through a pooler in transaction mode too (a session lock there stays on
 * whichever server connection took it, and the unlock may land on another).
 */
async function migratePostgresLocked(url: string, pooled: boolean) {
  const conn = postgres(url, { max: 2, onnotice: () => {}, prepare: !pooled });
  try {
    await conn.begin(async (lock) => {
      await lock`select pg_advisory_xact_lock(hashtext('cacamba:migrations'))`;
      await migratePostgres(drizzlePostgres(conn, { schema }), { migrationsFolder });
    });
  } finally {
    await conn.end({ timeout: 5 });
  }
}

/** Where the embedded database lives inside `DATA_DIR` (its lock is beside it: data-dir-lock.ts). */
export const pgliteDataPath = (dataDir: string): string => join(dataDir, "pglite");

/** `{ pgliteDir: "memory://" }` opens a throwaway in-memory database (no lock needed). */
export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  if ("url" in target) {
    const pooled = target.pooled ?? process.env.DATABASE_POOLED === "1";
    const client = postgres(target.url, { max: 10, onnotice: () => {}, prepare: !pooled });
    const db = drizzlePostgres(pooled ? client : preparingClient(client), { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePostgresLocked(target.url, pooled),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const inMemory = target.pgliteDir.startsWith("memory://");
  const release = inMemory ? () => {} : acquireDataDirLock(target.pgliteDir);
  try {
    const pg = new PGlite(inMemory ? target.pgliteDir : pgliteDataPath(target.pgliteDir));
    await pg.waitReady;
    const driver = drizzlePglite(pg, { schema });
    return {
      db: driver as unknown as Db,
      kind: "pglite",
      migrate: () => migratePglite(driver, { migrationsFolder }),
      close: async () => {
        await pg.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): DbTarget {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, pooled: env.DATABASE_POOLED === "1" };
  return { pgliteDir: env.DATA_DIR ?? join(process.cwd(), ".data") };
}

const store = globalThis as unknown as { __cacambaDb?: Promise<DbHandle> };

/**
 * The process-wide database, migrated. The start script opens it first; the Next server code
 * (bundled separately) finds the same handle on `globalThis` instead of opening a second one.
 */
export function getDbHandle(): Promise<DbHandle> {
  store.__cacambaDb ??= openDatabase(targetFromEnv()).then(async (handle) => {
    await handle.migrate();
    return handle;
  });
  return store.__cacambaDb;
}

/**
 * A worker of `npm start` on several processes: the primary has migrated the database, so the worker
 * opens it without migrating and makes it the process-wide handle.
 */
export async function openMigratedDbHandle(): Promise<DbHandle> {
  store.__cacambaDb ??= openDatabase(targetFromEnv());
  return store.__cacambaDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** postgres.js returns `count(*)` as a string, PGlite as a number. */
export function toCount(value: unknown): number {
  return typeof value === "string" ? Number.parseInt(value, 10) : Number(value ?? 0);
}
