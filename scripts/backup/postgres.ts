import { statSync } from "node:fs";
import postgres from "postgres";
import { formatElapsed } from "../progress.mjs";
import { type Query, sealedCounts, tableCounts } from "./counts";
import { formatBytes } from "./manifest";
import { type Log, OpsError } from "./ops-error";
import { runTool } from "./run-tool";

const SYSTEM_SCHEMAS = "nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'";

async function withSql<T>(url: string, use: (sql: postgres.Sql, query: Query) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await use(sql, (text) => sql.unsafe(text) as Promise<Record<string, unknown>[]>);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** `pg_dump --format=custom` of the whole database into `file`; answers the counts and the server's version. */
export async function dumpPostgres(url: string, file: string, log: Log) {
  const facts = await withSql(url, async (_sql, query) => {
    const [v] = await query("show server_version");
    return {
      serverVersion: String(v?.server_version ?? ""),
      tables: await tableCounts(query),
      sealed: await sealedCounts(query),
    };
  });
  log("Copiando o banco com pg_dump (formato custom)…");
  const ms = await runTool(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`],
    { log, working: "ainda copiando o banco" },
  );
  log(`Banco copiado: ${formatBytes(statSync(file).size)} em ${formatElapsed(ms)}.`);
  return facts;
}

/**
 * What stands in the way of a restore: other sessions on the database (given 2 s to finish closing —
 * a session just ended is still listed for a moment), and tables already there.
 */
export async function postgresTarget(url: string) {
  return withSql(url, async (sql) => {
    const sessions = async () => {
      const [row] = await sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`;
      return Number(row?.n ?? 0);
    };
    let otherSessions = await sessions();
    for (let wait = 0; otherSessions > 0 && wait < 10; wait++) {
      await new Promise((r) => setTimeout(r, 200));
      otherSessions = await sessions();
    }
    const [tables] = await sql.unsafe(`select count(*)::int as n from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r', 'p') and ${SYSTEM_SCHEMAS}`);
    return { otherSessions, tables: Number(tables?.n ?? 0) };
  });
}

/**
 * `pg_restore` of `file` into the database at `url`. With `replace`, every schema of the app is dropped
 * first (the refusal to do so without `--force` is the caller's); answers the restored counts.
 */
export async function restorePostgres(url: string, file: string, replace: boolean, log: Log) {
  if (replace) {
    log("Apagando o conteúdo atual do banco de destino (--force)…");
    await withSql(url, async (sql) => {
      const schemas = await sql.unsafe(`select nspname from pg_namespace where ${SYSTEM_SCHEMAS}`);
      for (const { nspname } of schemas) await sql.unsafe(`drop schema "${nspname}" cascade`);
      await sql`create schema public`;
    });
  }
  log("Restaurando o banco com pg_restore…");
  const ms = await runTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${url}`, file],
    { log, working: "ainda restaurando o banco" },
  );
  log(`Banco restaurado em ${formatElapsed(ms)}.`);
  return withSql(url, (_sql, query) => tableCounts(query));
}

/** Whether a server answers at `url` before anything is written; its error in pt-BR otherwise. */
export async function assertReachable(url: string, shown: string): Promise<void> {
  try {
    await withSql(url, (sql) => sql`select 1`);
  } catch (e) {
    throw new OpsError(`Não foi possível conectar ao PostgreSQL em ${shown}: ${(e as Error).message}`);
  }
}
