import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock } from "@/server/db/data-dir-lock";
import { formatElapsed } from "../progress.mjs";
import { type Query, sealedCounts, tableCounts } from "./counts";
import { formatBytes } from "./manifest";
import { type Log, OpsError } from "./ops-error";

const queryOf =
  (pg: PGlite): Query =>
  async (text) =>
    (await pg.query<Record<string, unknown>>(text)).rows;

/**
 * Holds the data directory's lock (the one `npm start` takes) while `use` runs: a server running on
 * the directory makes the command stop with the lock's pt-BR message, so the copy is consistent.
 */
export async function withDataDirLock<T>(pgliteDir: string, use: () => Promise<T>): Promise<T> {
  const release = acquireDataDirLock(dirname(pgliteDir));
  try {
    return await use();
  } finally {
    release();
  }
}

/** PGlite's own dump of its (existing) data directory (`dumpDataDir`, a gzipped tarball) into `file`. Call under the lock. */
export async function dumpPglite(pgliteDir: string, file: string, log: Log) {
  const started = Date.now();
  log(`Abrindo o banco embutido em ${pgliteDir}…`);
  const pg = new PGlite(pgliteDir);
  try {
    const [v] = (await pg.query<{ server_version: string }>("show server_version")).rows;
    const tables = await tableCounts(queryOf(pg));
    const sealed = await sealedCounts(queryOf(pg));
    log("Copiando o diretório de dados do PGlite…");
    const dump = await pg.dumpDataDir("gzip");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    log(`Banco copiado: ${formatBytes(statSync(file).size)} em ${formatElapsed(Date.now() - started)}.`);
    return { serverVersion: v?.server_version ?? "", tables, sealed };
  } finally {
    await pg.close();
  }
}

/**
 * Unpacks the dump into a new directory beside `pgliteDir`, opens it to count its rows, and only then
 * puts it in place of the old one (removed). Call under the lock; the refusal without `--force` is the caller's.
 */
export async function restorePglite(pgliteDir: string, file: string, serverVersion: string, log: Log) {
  const started = Date.now();
  const incoming = `${pgliteDir}.restaurando`;
  rmSync(incoming, { recursive: true, force: true });
  log("Restaurando o diretório de dados do PGlite…");
  let pg: PGlite | null = null;
  let tables: Record<string, number>;
  try {
    pg = new PGlite(incoming, { loadDataDir: new Blob([readFileSync(file)]) });
    await pg.waitReady;
    tables = await tableCounts(queryOf(pg));
  } catch (e) {
    rmSync(incoming, { recursive: true, force: true });
    throw new OpsError(
      `O PGlite desta versão não abriu o banco do backup (feito com PostgreSQL ${serverVersion}): ${(e as Error).message}`,
    );
  } finally {
    await pg?.close();
  }
  const previous = `${pgliteDir}.anterior`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(pgliteDir)) renameSync(pgliteDir, previous);
  renameSync(incoming, pgliteDir);
  rmSync(previous, { recursive: true, force: true });
  log(`Banco restaurado em ${formatElapsed(Date.now() - started)}.`);
  return tables;
}
