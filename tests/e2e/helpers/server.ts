import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyPgliteTemplate, seededTemplates } from "../../helpers/db-templates";

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), "cc-e2e-"));
}

/** The first port the kernel hands out to a listener on port 0 (Linux's ip_local_port_range). */
function firstEphemeralPort(): number {
  try {
    return (
      Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32768
    );
  } catch {
    return 32768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port for a server to come, chosen below the kernel's range for port-0 listeners: the server's
 * own NFS-e simulator listens on port 0 before the server does, and once took the very port chosen for
 * it (EADDRINUSE).
 */
export async function freePort(): Promise<number> {
  const below = firstEphemeralPort();
  for (let tries = 0; tries < 100; tries++) {
    const port = 10_000 + Math.floor(Math.random() * (below - 10_000));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between 10000 and ${below}`);
}

/**
 * Runs the real start command (`node scripts/start.mjs`) and waits until /api/health answers 200. On the
 * embedded database (no `databaseUrl`) a new data directory starts with a copy of the run's migrated and
 * seeded template (tests/e2e/global-setup.ts): what the command's first start would have made, seconds sooner.
 */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  /** More environment for the server, e.g. `{ TRUST_PROXY: "1" }` (maps are offline unless it says otherwise). */
  env?: Record<string, string>;
  /** Node's own flags for the server process, e.g. `--cpu-prof` (which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** A port chosen beforehand (e.g. to sign links with `APP_URL` before the server starts). */
  port?: number;
  /** Start on an empty embedded database, so the start command itself migrates it and loads the demo data. */
  emptyDatabase?: boolean;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  if (!options.databaseUrl && !options.emptyDatabase && !existsSync(join(options.dataDir, "pglite")))
    copyPgliteTemplate(seededTemplates().dir, options.dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    NEXT_TELEMETRY_DISABLED: "1",
    // No test reaches outside: maps draw the plain style unless a test points them at a local fake.
    NEXT_PUBLIC_MAP_OFFLINE: "1",
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "scripts/start.mjs"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const url = `http://localhost:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Generous: PGlite's first open and Next's start share two cores with whatever else runs.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        url,
        dataDir: options.dataDir,
        process: child,
        output: () => log,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer /api/health in 180 s:\n${log}`);
}

/** Runs the start command expecting it to fail; resolves with its exit code and output. `env` adds to its environment. */
export function startExpectingFailure(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.once("exit", (code) => resolve({ code, output }));
  });
}
