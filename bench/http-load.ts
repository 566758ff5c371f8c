/**
 * What the HTTP benchmarks share: a fresh PostgreSQL database with the demo data, the real server
 * (`node scripts/start.mjs`) on it with a number of processes, a closed-loop load of N clients for S
 * seconds, and the CPU the server's processes spent meanwhile (from /proc). The load comes from wrk
 * (C, as pgbench is: the client's own cost stays small next to the server's) when it is installed,
 * else, or with BENCH_LOAD=node, from Node's fetch in this process.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

/**
 * Jiffies of the whole machine since boot, from /proc/stat: `busy` (all but idle and iowait, the
 * host's steal included), `work` (user, nice, system, irq, softirq: what ran here) and `total`.
 */
export function machineCpu(): { busy: number; work: number; total: number } {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const work = [0, 1, 2, 5, 6].reduce((sum, i) => sum + (fields[i] ?? 0), 0);
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), work, total };
}

/** Milliseconds of the machine's CPU (`work`, both cores) spent while `run` ran. */
export async function machineMsDuring<T>(run: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const before = machineCpu().work;
  const value = await run();
  // Jiffies are hundredths of a second (USER_HZ).
  return { value, ms: (machineCpu().work - before) * 10 };
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

/** One HTTP request the load repeats; a 200 answer counts as success. */
export interface LoadRequest {
  method: "GET" | "POST";
  /** Path and query, e.g. `/api/trpc/health.check`. */
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export type LoadGenerator = "wrk" | "node";

/** wrk when installed (and not BENCH_LOAD=node), else Node's fetch. */
export function loadGenerator(): LoadGenerator {
  if (process.env.BENCH_LOAD === "node") return "node";
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
  } catch (e) {
    // wrk --version prints its usage and exits 1: only a missing binary means there is none.
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return "node";
  }
  return "wrk";
}

/** `CLIENTS` clients repeating `request` against `server` for `SECONDS`, with `loadGenerator()`. */
export async function load(server: RunningServer, request: LoadRequest): Promise<Load> {
  if (loadGenerator() === "node")
    return closedLoop(server, async () => {
      const r = await fetch(`${server.url}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      await r.arrayBuffer();
      return r.status === 200;
    });
  return wrkLoop(server, request);
}

/** A Lua string literal of printable ASCII (JSON's escapes of it are Lua's too). */
function luaString(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`wrk script: not printable ASCII: ${value}`);
  return JSON.stringify(value);
}

async function wrkLoop(server: RunningServer, request: LoadRequest): Promise<Load> {
  const script = join(mkdtempSync(join(tmpdir(), "cc-wrk-")), "request.lua");
  writeFileSync(
    script,
    [
      `wrk.method = ${luaString(request.method)}`,
      request.body === undefined ? "" : `wrk.body = ${luaString(request.body)}`,
      ...Object.entries(request.headers ?? {}).map(
        ([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`,
      ),
    ].join("\n"),
  );
  const pid = server.process.pid ?? 0;
  const cpu0 = cpuSeconds(pid);
  const out = await new Promise<string>((resolve, reject) => {
    const wrk = spawn("wrk", [
      "-t",
      "2",
      "-c",
      String(CLIENTS),
      "-d",
      `${SECONDS}s`,
      "-s",
      script,
      `${server.url}${request.path}`,
    ]);
    let text = "";
    wrk.stdout.on("data", (chunk) => {
      text += chunk;
    });
    wrk.stderr.on("data", (chunk) => {
      text += chunk;
    });
    wrk.on("error", reject);
    wrk.on("close", (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`)),
    );
  });
  const cpu = cpuSeconds(pid) - cpu0;
  const [, requests, seconds] = /(\d+) requests in ([\d.]+)(m?s)/.exec(out) ?? [];
  if (!requests || !seconds) throw new Error(`wrk printed no totals:\n${out}`);
  const elapsed = out.includes(`${seconds}ms`) ? Number(seconds) / 1000 : Number(seconds);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
    .exec(out)
    ?.slice(1)
    .reduce((sum, n) => sum + Number(n), 0);
  const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + (socketErrors ?? 0);
  const ok = Number(requests) - failed;
  return {
    perSec: Number((ok / elapsed).toFixed(1)),
    ok,
    failed,
    cpuMsPerRequest: Number(((cpu / Math.max(ok, 1)) * 1000).toFixed(2)),
  };
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
