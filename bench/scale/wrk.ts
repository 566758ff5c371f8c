/** wrk against a URL for the throughput and the 99th percentile of latency (`--latency`). */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Measured {
  rps: number;
  p99Ms: number;
  ok: number;
  failed: number;
  /** What the failures were, as wrk counts them: answers not 2xx/3xx, and socket errors by kind. */
  failures: { non2xx3xx: number; connect: number; read: number; write: number; timeout: number };
}

/** wrk prints `1.23ms`, `456.00us`, `1.02s`. */
export function toMs(value: string): number {
  const [, n, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(value) ?? [];
  if (!n) throw new Error(`wrk latency not understood: ${value}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit as "us" | "ms" | "s" | "m"];
  return Number((Number(n) * scale).toFixed(2));
}

export function parseWrk(out: string): Measured {
  const [, requests, seconds, unit] = /(\d+) requests in ([\d.]+)(m?s)/.exec(out) ?? [];
  const p99 = /^\s+99%\s+(\S+)/m.exec(out)?.[1];
  if (!requests || !seconds || !p99) throw new Error(`wrk printed no totals:\n${out}`);
  const elapsed = unit === "ms" ? Number(seconds) / 1000 : Number(seconds);
  const [connect = 0, read = 0, write = 0, timeout = 0] = (
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out) ?? []
  )
    .slice(1)
    .map(Number);
  const failures = {
    non2xx3xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    connect,
    read,
    write,
    timeout,
  };
  const failed = Object.values(failures).reduce((sum, n) => sum + n, 0);
  const ok = Number(requests) - failed;
  return { rps: Number((ok / elapsed).toFixed(1)), p99Ms: toMs(p99), ok, failed, failures };
}

export async function wrk(
  url: string,
  headers: Record<string, string>,
  clients: number,
  seconds: number,
): Promise<Measured> {
  const script = join(mkdtempSync(join(tmpdir(), "cc-wrk-")), "headers.lua");
  writeFileSync(
    script,
    Object.entries(headers)
      .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
      .join("\n"),
  );
  const args = [
    "-t",
    "2",
    "-c",
    String(clients),
    "-d",
    `${seconds}s`,
    "--timeout",
    "10s",
    "--latency",
    "-s",
    script,
    url,
  ];
  const out = await new Promise<string>((resolve, reject) => {
    const p = spawn("wrk", args);
    let text = "";
    p.stdout.on("data", (c) => (text += c));
    p.stderr.on("data", (c) => (text += c));
    p.on("error", reject);
    p.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`))));
  });
  return parseWrk(out);
}
