import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pgliteDataPath, targetFromEnv } from "@/server/db/client";
import { dataDir, s3ConfigFromEnv } from "@/server/services/files/storage";

/** What `npm start` would open with this environment: the same rules as the app (src/server/db/client.ts). */
export interface Installation {
  /** The embedded database lives in `<dataDir>/pglite`; its lock is `<dataDir>/pglite.lock`. */
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };
  dataDir: string;
  /** The uploaded files' folder, or null when they live in an S3 bucket. */
  filesDir: string | null;
}

export function installationOf(env: NodeJS.ProcessEnv): Installation {
  const target = targetFromEnv(env);
  const dir = dataDir(env);
  return {
    database:
      "url" in target
        ? { kind: "postgres", url: target.url }
        : { kind: "pglite", dir: pgliteDataPath(target.pgliteDir) },
    dataDir: dir,
    filesDir: s3ConfigFromEnv(env) ? null : join(dir, "files"),
  };
}

/** `postgres://user:secret@host/db` → `postgres://user@host/db`: a password never reaches a log line. */
export function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    u.password = "";
    return u.toString();
  } catch {
    return "(DATABASE_URL)";
  }
}

export const hasEntries = (dir: string | null): boolean =>
  dir !== null && existsSync(dir) && readdirSync(dir).length > 0;
