import postgres from "postgres";
import { demoServerDatabase, emptyServerDatabase } from "../../helpers/db";
import { type RunningServer, startServer, tempDataDir } from "./server";

const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Rows no refused request writes but that move meanwhile: the rate limits count attempts; the deadline
 * reminders, the licence warnings and the bulletin are the background jobs' (on their own clock: the
 * demo has caçambas due and a licence ending within 30 days, warned about ≈ 20 s after the start), and so
 * is the MTR systems' lookup lists' refresh (40 s after the start: a token and the six lists, logged).
 * A `where` clause per table: the rows that are data.
 */
const JOB_TEMPLATES =
  "template not in ('placement_due_tomorrow', 'placement_due_today', 'placement_overdue', 'licence_expiring', 'invoice_due_soon', 'invoice_overdue')";
export const BACKGROUND_ROWS: Record<string, string> = {
  request_throttle: "false",
  notifications_sent: "false",
  email_outbox: JOB_TEMPLATES,
  message_outbox: JOB_TEMPLATES,
  registry_bulletins: "false",
  audit_events: "entity <> 'registry_bulletin'",
  mtr_lookups: "false",
  mtr_calls: "operation not like 'lista:%' and operation <> 'gettoken'",
};

/** Tables whose rows the background jobs update in place (outboxes, reminder queue, overdue autos): counted, not read. */
const UPDATED_BY_JOBS = new Set(["email_outbox", "message_outbox", "placement_reminders", "citations"]);

/**
 * Every table's rows as they stand (count and a hash of their text, `BACKGROUND_ROWS` left out): two
 * equal states mean a refused request changed nothing, not even a field of a row.
 */
export async function databaseState(sql: postgres.Sql): Promise<Record<string, string>> {
  const tables = await sql<{ t: string }[]>`
    select table_name as t from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`;
  const state: Record<string, string> = {};
  for (const { t } of tables) {
    const where = BACKGROUND_ROWS[t] ? ` where ${BACKGROUND_ROWS[t]}` : "";
    const hash = UPDATED_BY_JOBS.has(t)
      ? "''"
      : "coalesce(md5(string_agg(r::text, '|' order by r::text)), '')";
    const [row] = await sql.unsafe(`select count(*)::int as n, ${hash} as h from "${t}" r${where}`);
    state[t] = `${row?.n} ${row?.h}`;
  }
  return state;
}

export interface ServerOnOwnDatabase {
  server: RunningServer;
  /** The server's database, for the test to count what reached it. */
  sql: postgres.Sql;
  databaseUrl: string;
  /** Stops the server and drops its database. */
  close: () => Promise<void>;
}

/**
 * The real server on a PostgreSQL database of its own (created on the test server, dropped by `close`),
 * for tests that check in the database what a person's clicks or an attacker's requests left there. The
 * database is a copy of the run's seeded template (tests/helpers/db-templates.ts), or empty with
 * `emptyDatabase` (the start command then migrates and seeds it).
 */
export async function startServerOnOwnDatabase(
  options: Omit<Parameters<typeof startServer>[0], "dataDir" | "databaseUrl"> = {},
): Promise<ServerOnOwnDatabase> {
  const database = await (options.emptyDatabase ? emptyServerDatabase : demoServerDatabase)(testDatabaseUrl);
  const databaseUrl = database.url;
  const server = await startServer({ ...options, dataDir: tempDataDir(), databaseUrl });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  return {
    server,
    sql,
    databaseUrl,
    async close() {
      await sql.end();
      await server.stop();
      await database.drop();
    },
  };
}
