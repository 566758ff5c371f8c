import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type DbHandle, openDatabase } from "@/server/db/client";

/**
 * A fresh database built by the real migrations: a new database on the server in
 * `TEST_DATABASE_URL` when set, else an in-memory PGlite. Call `close()` in `afterAll`.
 */
export async function freshDatabase(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.migrate();
    return handle;
  }
  const name = `cc_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * An empty, unmigrated database on the server in `TEST_DATABASE_URL`, for tests whose child
 * processes open their own pools on it (by URL). `drop()` removes it.
 */
export async function emptyServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cc_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
