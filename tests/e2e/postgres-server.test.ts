import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../../package.json";
import { signInOverHttp } from "./helpers/http-session";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

/**
 * The start command on a PostgreSQL server (DATABASE_URL): migrations, demo data, sign-in, and
 * /api/health answering 503 while the database refuses connections. Needs TEST_DATABASE_URL
 * (CI sets it); without it the same checks run on the embedded database, minus the outage.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe(`start command on ${serverUrl ? "PostgreSQL via DATABASE_URL" : "the embedded database"}`, () => {
  let server: RunningServer;
  const name = `cc_e2e_${randomBytes(5).toString("hex")}`;
  const admin = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (admin && serverUrl) {
      await admin.unsafe(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    server = await startServer({ dataDir: tempDataDir(), databaseUrl, emptyDatabase: true });
  });
  afterAll(async () => {
    await server?.stop();
    if (admin) {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it("migrates, loads the demo data, and a demo account works", async () => {
    expect(server.output()).toContain(serverUrl ? "PostgreSQL (DATABASE_URL)" : "PGlite embutido");
    expect(server.output()).toContain("dados de demonstração carregados");
    const dispatcher = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", "demo1234");
    const trucks = await dispatcher.query("fleet.trucks");
    expect(trucks.status).toBe(200);
    expect(trucks.body.result?.data.json).toHaveLength(2);
  });

  it("GET /api/health gives the version, and 503 while the database is unreachable", async () => {
    const ok = await fetch(`${server.url}/api/health`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ version: packageJson.version, database: true });
    if (!admin) return;
    await admin.unsafe(`alter database ${name} allow_connections false`);
    await admin.unsafe(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    const down = await fetch(`${server.url}/api/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ version: packageJson.version, database: false });
    await admin.unsafe(`alter database ${name} allow_connections true`);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
