/**
 * What the HTTP benchmarks share: a fresh PostgreSQL database with the demo data, the real server
 * (`node scripts/start.mjs`) on it with a number of processes, a closed-loop load of N clients for S
 * seconds, and the CPU the server's processes spent meanwhile (from /proc).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { type DbHandle, openDatabase } from "../src/server/db/client";
import { seedDemoIfEmpty } from "../src/server/db/seed/demo";
import { type RunningServer, startServer, tempDataDir } from "../tests/e2e/helpers/server";

export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
export const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** A new database on SERVER_URL, migrated and seeded; `drop()` closes and removes it. */
export async function benchDatabase(): Promise<{ url: string; h: DbHandle; drop(): Promise<void> }> {
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  const name = `cc_bench_${randomBytes(4).toString("hex")}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const h = await openDatabase({ url: url.toString() });
  await h.migrate();
  await seedDemoIfEmpty(h.db);
  return {
    url: url.toString(),
    h,
    drop: async () => {
      await h.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The server with `processes` workers (WEB_CONCURRENCY), once every worker listens. */
export async function benchServer(
  databaseUrl: string,
  processes: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const server = await startServer({
    dataDir: tempDataDir(),
    databaseUrl,
    env: { WEB_CONCURRENCY: String(processes), ...env },
    nodeArgs,
  });
  const deadline = Date.now() + 120_000;
  while (processes > 1 && !server.output().includes(`(${processes} processos)`)) {
    if (Date.now() > deadline) throw new Error(`workers did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return server;
}

/** CPU seconds used so far by a process and its children that are alive (the workers). */
export function cpuSeconds(pid: number): number {
  const ticks = (p: number) => {
    const fields = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command.
    return Number(fields[11]) + Number(fields[12]);
  };
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  const pids = [pid, ...(children ? children.split(/\s+/).map(Number) : [])];
  return pids.reduce((sum, p) => sum + ticks(p), 0) / 100;
}

export interface Load {
  perSec: number;
  ok: number;
  failed: number;
  /** Server CPU per successful request, in ms (all its processes). */
  cpuMsPerRequest: number;
}

/** `CLIENTS` clients each repeating `request` for `SECONDS`; true from `request` counts as success. */
export async function closedLoop(server: RunningServer, request: () => Promise<boolean>): Promise<Load> {
  let ok = 0;
  let failed = 0;
  const pid = server.process.pid ?? 0;
  const cpu0 = cpuSeconds(pid);
  const end = Date.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) {
        if (await request()) ok++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds(pid) - cpu0;
  return {
    perSec: Number((ok / elapsed).toFixed(1)),
    ok,
    failed,
    cpuMsPerRequest: Number(((cpu / Math.max(ok, 1)) * 1000).toFixed(2)),
  };
}

/** The load average of the machine, as `uptime` prints it. */
export function loadAverage(): string {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}
