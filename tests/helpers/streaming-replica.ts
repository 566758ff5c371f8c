import { execFileSync } from "node:child_process";
import { appendFileSync, chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

const BIN = "/usr/lib/postgresql/15/bin";

/** PostgreSQL refuses to run as root: then the cluster is made and run as the `postgres` system user. */
function run(cmd: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? "runuser" : cmd, asRoot ? ["-u", "postgres", "--", cmd, ...args] : args, {
    stdio: "pipe",
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A folder for a cluster, owned by the user the cluster runs as. */
function clusterRoot(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  if (process.getuid?.() === 0) chownSync(root, uidOf("postgres"), gidOf("postgres"));
  chmodSync(root, 0o700);
  return root;
}

export interface ThrowawayPrimary {
  /** A superuser URL of its `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL 15 cluster of the test's own (`initdb -A trust` in a temp folder, a free loopback port), so
 * a replica can stream from it whatever the machine's server allows: initdb's pg_hba.conf accepts
 * replication connections from 127.0.0.1, and its defaults (wal_level replica, max_wal_senders 10) are
 * what a standby needs. Nothing is synced to disk.
 */
export async function startThrowawayPrimary(): Promise<ThrowawayPrimary> {
  const root = clusterRoot("cc-primary-");
  const dir = join(root, "data");
  const port = await freePort();
  let started = false;
  try {
    run(`${BIN}/initdb`, ["-D", dir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
    const conf = [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      "fsync = off",
      "synchronous_commit = off",
    ];
    // In postgresql.conf, not postgresql.auto.conf: a base backup copies the latter, and -R adds to it.
    appendFileSync(join(dir, "postgresql.conf"), `${conf.join("\n")}\n`);
    run(`${BIN}/pg_ctl`, ["-D", dir, "-l", join(root, "log"), "-w", "-t", "30", "start"]);
    started = true;
  } catch (e) {
    rmSync(root, { recursive: true, force: true });
    throw e;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (started) run(`${BIN}/pg_ctl`, ["-D", dir, "-m", "immediate", "-w", "stop"]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface StreamingReplica {
  /** The URL of `database` on the replica. */
  urlOf(database: string): string;
  /** A superuser connection to the replica (pausing replay, say). */
  admin: postgres.Sql;
  stop(): Promise<void>;
}

/**
 * A hot standby of the server in `primaryUrl`, streaming from it: `pg_basebackup -R` into a temp folder,
 * started on a free loopback port, removed by `stop()`. The primary must accept replication connections
 * from 127.0.0.1 (`host replication all 127.0.0.1/32 trust` in its pg_hba.conf).
 */
export async function startStreamingReplica(primaryUrl: string): Promise<StreamingReplica> {
  const primary = new URL(primaryUrl);
  const sql = postgres(primaryUrl, { max: 1, onnotice: () => {} });
  // A standby needs at least the primary's values of these (hot standby refuses to start otherwise).
  const settings = await sql<{ name: string; setting: string }[]>`
    select name, setting from pg_settings where name in ('max_connections', 'max_worker_processes',
      'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`;
  const [hba] = await sql<{ n: number }[]>`
    select count(*)::int as n from pg_hba_file_rules where 'replication' = any(database)`;
  await sql.end();
  if (!hba?.n)
    throw new Error(
      `The PostgreSQL server of ${primary.host} accepts no replication connections: add ` +
        "`host replication all 127.0.0.1/32 trust` to its pg_hba.conf and run `select pg_reload_conf()`.",
    );
  const root = clusterRoot("cc-replica-");
  const dir = join(root, "data");
  const port = await freePort();
  let started = false;
  try {
    run(`${BIN}/pg_basebackup`, [
      "-h",
      primary.hostname,
      "-p",
      primary.port || "5432",
      "-U",
      decodeURIComponent(primary.username) || "postgres",
      "-D",
      dir,
      "-R",
      "-X",
      "stream",
      "-c",
      "fast",
      // A throwaway copy: nothing is synced to disk (seconds on a busy machine).
      "--no-sync",
    ]);
    // Debian keeps postgresql.conf and pg_hba.conf outside the data folder: the copy has none.
    const conf = [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      "hot_standby = on",
      "fsync = off",
      "wal_receiver_status_interval = 1s",
      ...settings.map((s) => `${s.name} = ${s.setting}`),
    ];
    writeAs(join(dir, "postgresql.conf"), `${conf.join("\n")}\n`);
    writeAs(join(dir, "pg_hba.conf"), "local all all trust\nhost all all 127.0.0.1/32 trust\n");
    run(`${BIN}/pg_ctl`, ["-D", dir, "-l", join(root, "log"), "-w", "-t", "30", "start"]);
    started = true;
  } catch (e) {
    rmSync(root, { recursive: true, force: true });
    throw e;
  }
  const urlOf = (database: string) => {
    const u = new URL(primaryUrl);
    u.hostname = "127.0.0.1";
    u.port = String(port);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const admin = postgres(urlOf("postgres"), { max: 1, onnotice: () => {} });
  return {
    urlOf,
    admin,
    async stop() {
      await admin.end({ timeout: 5 });
      if (started) run(`${BIN}/pg_ctl`, ["-D", dir, "-m", "immediate", "-w", "stop"]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function writeAs(path: string, text: string): void {
  writeFileSync(path, text);
  if (process.getuid?.() === 0) chownSync(path, uidOf("postgres"), gidOf("postgres"));
}

const idOf = (flag: "-u" | "-g", name: string) =>
  Number(execFileSync("id", [flag, name], { encoding: "utf8" }).trim());
const uidOf = (name: string) => idOf("-u", name);
const gidOf = (name: string) => idOf("-g", name);
