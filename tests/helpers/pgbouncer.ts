import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../e2e/helpers/server";

/**
 * Debian's PgBouncer (1.18) in transaction mode on 127.0.0.1, in front of the server of `serverUrl`, with
 * few server connections so that clients share them. `urlOf(databaseUrl)` is the same database through it.
 */
export async function startPgbouncer(serverUrl: string, poolSize = 3) {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || "postgres");
  const dir = mkdtempSync(join(tmpdir(), "cc-pgbouncer-"));
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(join(dir, "users.txt"), `"${user}" "${decodeURIComponent(server.password)}"\n`);
  const ini = join(dir, "pgbouncer.ini");
  writeFileSync(
    ini,
    `[databases]
* = host=${server.hostname} port=${server.port || 5432}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, "users.txt")}
pool_mode = transaction
default_pool_size = ${poolSize}
ignore_startup_parameters = extra_float_digits,options
`,
  );
  // PgBouncer refuses to run as root; the postgres system user comes with PostgreSQL's packages.
  const child: ChildProcess = spawn("pgbouncer", process.getuid?.() === 0 ? ["-u", "postgres", ini] : [ini], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const spawned = new Promise<void>((_, reject) => child.once("error", reject));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!log.includes("process up")) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`pgbouncer did not start:\n${log}`);
    await Promise.race([spawned, new Promise((r) => setTimeout(r, 50))]);
  }
  return {
    urlOf(databaseUrl: string): string {
      const u = new URL(databaseUrl);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    log: () => log,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
