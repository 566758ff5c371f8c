import { randomBytes } from "node:crypto";
import postgres from "postgres";
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
 * for tests that check in the database what a person's clicks or an attacker's requests left there.
 */
export async function startServerOnOwnDatabase(
  options: Omit<Parameters<typeof startServer>[0], "dataDir" | "databaseUrl"> = {},
): Promise<ServerOnOwnDatabase> {
  const name = `cc_e2e_${randomBytes(5).toString("hex")}`;
  const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const server = await startServer({ ...options, dataDir: tempDataDir(), databaseUrl });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  return {
    server,
    sql,
    databaseUrl,
    async close() {
      await sql.end();
      await server.stop();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
