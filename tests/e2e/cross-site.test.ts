import { readFileSync } from "node:fs";
import { join } from "node:path";
import type postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { CROSS_SITE_EXEMPT_PATHS } from "@/server/http/same-origin";
import { pathOf, routeFiles, snapshotOf, validSegment } from "./helpers/app-routes";
import { signInOverHttp } from "./helpers/http-session";
import { type ServerOnOwnDatabase, startServerOnOwnDatabase } from "./helpers/own-database";
import type { RunningServer } from "./helpers/server";

/**
 * Cross-site state-changing requests are refused (403, pt-BR) in one place, the custom server, before any
 * route handler or tRPC runs: every route handler file under src/app/api is walked (enumerated, so a new
 * route is covered by itself) with POSTs from a foreign origin carrying a signed-in admin's cookie, and
 * nothing in the database or the file storage changes. The same requests from the app's own origin work.
 */
const EVIL = "http://evil.example";
const PDF = readFileSync(join(process.cwd(), "tests/fixtures/fleet/alvara.pdf"));

/** Query strings that make the route do its work (store, import) were it let through. */
const QUERY: Record<string, string> = {
  "/api/files": "?purpose=licence_document&name=alvara.pdf",
  "/api/fleet/import/trucks": "?commit=1",
  "/api/city/fotos": "?name=foto.png",
  "/api/cadastro/documentos": "?name=alvara.pdf",
};
function urlPathOf(file: string): string {
  const path = pathOf(file, validSegment);
  return path + (QUERY[path] ?? "");
}

/** Rows written by background jobs, left out of the counts. */
const BACKGROUND_ROWS: Record<string, string> = {
  registry_bulletins: "false",
  audit_events: "entity <> 'registry_bulletin'",
};

describe("cross-site requests are refused on every route handler and on tRPC", () => {
  let server: RunningServer;
  let own: ServerOnOwnDatabase;
  let sql: postgres.Sql;

  // The city's bimonthly bulletin is the background job's, on its own clock (it may tick mid-test on a
  // busy machine): its rows are no request's doing.
  const snapshot = () => snapshotOf(sql, server.dataDir, BACKGROUND_ROWS);

  beforeAll(async () => {
    own = await startServerOnOwnDatabase();
    ({ server, sql } = own);
  });
  afterAll(async () => {
    await own?.close();
  });

  it("every route handler file answers a foreign-origin POST with 403, and nothing changes", async () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(20);
    const session = await signInOverHttp(server.url, `admin@demo.cacambacerta.com.br`, DEMO_PASSWORD);
    const [cacamba] = await sql<{ code: string }[]>`select public_code as code from cacambas limit 1`;
    const before = await snapshot();
    const statuses: Record<string, number[]> = {};
    for (const file of files) {
      const path = urlPathOf(file);
      const form = new FormData();
      form.set("code", cacamba?.code ?? "");
      form.set("text", "Caçamba bloqueando a calçada desde ontem.");
      form.set("photo", new Blob([PDF], { type: "application/pdf" }), "alvara.pdf");
      const raw = path.startsWith("/api/fleet/import") ? "placa;capacidade_t\nEVL1A23;10\n" : PDF;
      const attempts: { body: BodyInit; headers: Record<string, string> }[] = [
        { body: new Uint8Array(Buffer.from(raw)), headers: { origin: EVIL, "content-type": "text/plain" } },
        { body: form, headers: { origin: EVIL } },
        // No Origin, but the browser says where the request came from.
        {
          body: new Uint8Array(Buffer.from(raw)),
          headers: { "sec-fetch-site": "cross-site", "content-type": "text/plain" },
        },
        { body: new Uint8Array(Buffer.from(raw)), headers: { origin: "null", "content-type": "text/plain" } },
      ];
      statuses[path.split("?")[0] ?? path] = [];
      for (const a of attempts) {
        const res = await fetch(`${server.url}${path}`, {
          method: "POST",
          body: a.body,
          headers: { ...a.headers, cookie: session.cookie() },
          redirect: "manual",
        });
        statuses[path.split("?")[0] ?? path]?.push(res.status);
        if (res.status === 403) expect((await res.json()).message).toMatch(/outro site/);
        else await res.body?.cancel();
      }
    }
    const exempt = (p: string) => CROSS_SITE_EXEMPT_PATHS.includes(p);
    const refusedEverywhere = Object.fromEntries(
      Object.entries(statuses).map(([p, s]) => [p, exempt(p) ? "exempt" : s]),
    );
    const expected = Object.fromEntries(
      Object.keys(statuses).map((p) => [p, exempt(p) ? "exempt" : [403, 403, 403, 403]]),
    );
    expect(refusedEverywhere).toEqual(expected);
    // The webhooks prove themselves by their signatures instead: refused there (400 or 401 unsigned;
    // 503 here, where no webhook secret is configured).
    for (const p of CROSS_SITE_EXEMPT_PATHS)
      for (const s of statuses[p] ?? []) expect([400, 401, 503]).toContain(s);
    expect(await snapshot()).toEqual(before);
  });

  it("a tRPC mutation from a foreign origin is refused; from the app's own page it runs", async () => {
    const fiscal = await signInOverHttp(server.url, "fiscal@demo.cacambacerta.com.br", DEMO_PASSWORD);
    // Generated on request (the bulletin job may add scheduled ones meanwhile).
    const bulletins = async () =>
      Number((await sql`select count(*)::int as n from registry_bulletins where not scheduled`)[0]?.n);
    const generate = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/trpc/city.bulletins.generate`, {
        method: "POST",
        body: new FormData(),
        headers: { ...headers, cookie: fiscal.cookie() },
      });
    const before = await bulletins();
    const evil = await generate({ origin: EVIL });
    expect(evil.status).toBe(403);
    expect((await evil.json()).message).toMatch(/outro site/);
    const sibling = await generate({ "sec-fetch-site": "same-site" });
    expect(sibling.status).toBe(403);
    await sibling.body?.cancel();
    expect(await bulletins()).toBe(before);
    const own = await generate({ origin: server.url, "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(200);
    await own.body?.cancel();
    expect(await bulletins()).toBeGreaterThan(before);
  });

  it("uploads and imports from the app's own origin still work", async () => {
    const session = await signInOverHttp(server.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const headers = { origin: server.url, cookie: session.cookie() };
    const upload = await fetch(`${server.url}/api/files?purpose=licence_document&name=alvara.pdf`, {
      method: "POST",
      body: new Uint8Array(PDF),
      headers,
    });
    expect(upload.status).toBe(201);
    const imported = await fetch(`${server.url}/api/fleet/import/trucks?commit=1`, {
      method: "POST",
      body: "placa;capacidade_t\nOWN1B23;12\n",
      headers: { ...headers, "content-type": "text/csv" },
    });
    expect(imported.status).toBe(200);
    expect(await imported.text()).toContain('"phase":"result"');
    const [truck] = await sql`select plate from trucks where plate = 'OWN1B23'`;
    expect(truck).toBeDefined();
  });
});
