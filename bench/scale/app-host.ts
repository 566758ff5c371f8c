/**
 * One app "host": the real start command (`node scripts/start.mjs`) inside a host's network namespace,
 * with `WEB_CONCURRENCY` processes and a working folder (`DATA_DIR`) of its own. It reaches PostgreSQL
 * (directly or through PgBouncer), the object store and SMTP only on its gateway.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { NetHost } from "./netns";
import { APP_PORT, GATEWAY_PORTS } from "./services";

export interface AppHost {
  net: NetHost;
  url: string;
  process: ChildProcess;
  output(): string;
  /** SIGKILL to the host's whole process group: the primary and its workers at once, as a machine lost. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface HostOptions {
  net: NetHost;
  processes: number;
  /** The database's name on the shared PostgreSQL. */
  database: string;
  pooled: boolean;
  /** Shared by every host: the session cookie's key, the object store's bucket and keys. */
  env: Record<string, string>;
}

export async function startAppHost(o: HostOptions): Promise<AppHost> {
  const port = o.pooled ? GATEWAY_PORTS.pgbouncer : GATEWAY_PORTS.postgres;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(APP_PORT),
    HOST: o.net.address,
    DATA_DIR: mkdtempSync(join(tmpdir(), `cc-${o.net.ns}-`)),
    DATABASE_URL: `postgres://postgres@${o.net.gateway}:${port}/${o.database}`,
    WEB_CONCURRENCY: String(o.processes),
    S3_ENDPOINT: `http://${o.net.gateway}:${GATEWAY_PORTS.s3}`,
    SMTP_URL: `smtp://${o.net.gateway}:${GATEWAY_PORTS.smtp}?ignoreTLS=true`,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_PUBLIC_MAP_OFFLINE: "1",
    ...o.env,
  };
  if (o.pooled) env.DATABASE_POOLED = "1";
  else delete env.DATABASE_POOLED;
  const child = spawn("ip", ["netns", "exec", o.net.ns, process.execPath, "scripts/start.mjs"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://${o.net.address}:${APP_PORT}`;
  const signal = async (s: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-(child.pid ?? 0), s);
    } catch {
      // Gone already.
    }
    await exited;
  };
  const host: AppHost = {
    net: o.net,
    url,
    process: child,
    output: () => log,
    kill: () => signal("SIGKILL"),
    stop: () => signal("SIGTERM"),
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`host ${o.net.ns} exited (${child.exitCode}):\n${log}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy && (o.processes === 1 || log.includes(`(${o.processes} processos)`))) return host;
    await new Promise((r) => setTimeout(r, 250));
  }
  await host.kill();
  throw new Error(`host ${o.net.ns} did not answer /api/health in 180 s:\n${log}`);
}
