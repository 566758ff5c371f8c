import postgres from "postgres";
import { demoServerDatabase, emptyServerDatabase } from "../../helpers/db";
import { type RunningServer, startServer, tempDataDir } from "./server";

const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

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
