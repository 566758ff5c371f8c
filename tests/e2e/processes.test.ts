import { readFileSync } from "node:fs";
import { get } from "node:http";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { CANNOT_LISTEN } from "../../scripts/listen-failure";
import { emptyServerDatabase } from "../helpers/db";
import { copyPgliteTemplate, seededTemplates } from "../helpers/db-templates";
import { signInOverHttp } from "./helpers/http-session";
import {
  freePort,
  type RunningServer,
  startExpectingFailure,
  startServer,
  tempDataDir,
} from "./helpers/server";

/**
 * `npm start` with WEB_CONCURRENCY: on PostgreSQL, that many app processes on one port (node:cluster),
 * the migrations and demo data once, a killed worker replaced; on the embedded PGlite, one process,
 * saying why. Needs TEST_DATABASE_URL for the first case (CI sets it); one case runs, never a skip.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** The pids of the primary's children (its workers), from /proc. */
function workersOf(primaryPid: number): number[] {
  const children = readFileSync(`/proc/${primaryPid}/task/${primaryPid}/children`, "utf8").trim();
  return children ? children.split(/\s+/).map(Number) : [];
}

/**
 * GET on a connection of its own (`agent: false`): fetch's pool keeps the earlier tests' sockets alive,
 * and those held by the killed worker answer ECONNRESET, which says nothing about new visitors.
 */
function statusOnFreshConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    }).on("error", reject);
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

if (serverUrl) {
  describe("WEB_CONCURRENCY=2 on PostgreSQL", () => {
    let server: RunningServer;
    let db: Awaited<ReturnType<typeof emptyServerDatabase>>;
    beforeAll(async () => {
      db = await emptyServerDatabase(serverUrl);
      server = await startServer({
        dataDir: tempDataDir(),
        databaseUrl: db.url,
        env: { WEB_CONCURRENCY: "2" },
      });
      // /api/health answers as soon as the first worker listens; wait for the second.
      await until("two workers listening", async () =>
        server.output().includes("(2 processos)") ? true : undefined,
      );
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
      await db?.drop();
    });

    it("runs two servers on one port, migrates and seeds once, and a session works on either", async () => {
      const pid = server.process.pid ?? 0;
      expect(workersOf(pid)).toHaveLength(2);
      const out = server.output();
      expect(out.match(/dados de demonstração carregados/g)).toHaveLength(1);
      expect(out.match(/migrações aplicadas/g)).toHaveLength(1);
      const session = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
      // Connections are handed out across the workers; every one of them takes the same session.
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () => session.query("session.me").then((r) => r.status)),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
    });

    it("replaces a worker that dies, and keeps answering meanwhile", async () => {
      const pid = server.process.pid ?? 0;
      const [victim, survivor] = workersOf(pid);
      process.kill(victim ?? 0, "SIGKILL");
      const death = new RegExp(`Processo ${victim} parou \\(SIGKILL\\); iniciando outro`);
      await until("the primary to see the death", async () =>
        death.test(server.output()) ? true : undefined,
      );
      // The replacement takes seconds to boot; until then every new connection goes to the survivor.
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () => statusOnFreshConnection(`${server.url}/api/trpc/health.check`)),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(workersOf(pid)).not.toContain(victim);
      const replaced = await until("a new worker", async () => {
        const now = workersOf(pid);
        return now.length === 2 && !now.includes(victim ?? 0) ? now : undefined;
      });
      expect(replaced).toContain(survivor);
    }, 120_000);
  });
} else {
  describe("WEB_CONCURRENCY=2 on the embedded PGlite", () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ dataDir: tempDataDir(), env: { WEB_CONCURRENCY: "2" } });
    }, 240_000);
    afterAll(() => server?.stop());

    it("runs one process and says why, in pt-BR", async () => {
      expect(server.output()).toContain(
        "WEB_CONCURRENCY=2 ignorado: o banco embutido (PGlite) atende um processo só.",
      );
      expect(server.output()).not.toContain("processos do servidor");
      expect((await fetch(`${server.url}/api/trpc/health.check`)).status).toBe(200);
    });
  });
}

describe("a port another program holds", () => {
  let holder: Server;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it("npm start stops with a sentence in pt-BR naming the port, instead of running deaf", async () => {
    const dataDir = tempDataDir();
    copyPgliteTemplate(seededTemplates().dir, dataDir);
    const { code, output } = await startExpectingFailure(dataDir, { PORT: String(port) });
    expect(output).toContain(`A porta ${port} já está em uso em 127.0.0.1`);
    expect(output).not.toContain("uncaughtException");
    expect(code).toBe(CANNOT_LISTEN);
  }, 120_000);

  if (serverUrl) {
    it("with WEB_CONCURRENCY=2 the primary stops every process rather than start another that would fail", async () => {
      const db = await emptyServerDatabase(serverUrl);
      try {
        const { code, output } = await startExpectingFailure(tempDataDir(), {
          PORT: String(port),
          DATABASE_URL: db.url,
          WEB_CONCURRENCY: "2",
        });
        expect(output).toContain(`A porta ${port} já está em uso em 127.0.0.1`);
        expect(output).toContain("não conseguem atender na porta: parando");
        expect(output).not.toContain("iniciando outro");
        expect(code).toBe(1);
      } finally {
        await db.drop();
      }
    }, 120_000);
  }
});
