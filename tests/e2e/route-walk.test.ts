import type postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import {
  isDynamic,
  pageFiles,
  pathOf,
  routeFiles,
  segmentsOf,
  snapshotOf,
  validSegment,
} from "./helpers/app-routes";
import { signInOverHttp } from "./helpers/http-session";
import { BACKGROUND_ROWS, type ServerOnOwnDatabase, startServerOnOwnDatabase } from "./helpers/own-database";

/**
 * The hostile-input walk of tRPC, for route handlers and pages: every route handler and every page
 * with a dynamic segment under src/app (enumerated, so a new one is walked the day it is added) gets
 * values no link carries in each dynamic segment, by GET and POST, signed out and signed in. Nothing
 * answers 5xx, an unreadable address is a 400 in pt-BR, and nothing is written.
 */
const UNREADABLE = ["%FF%FE", "%ED%A0%80", "%00", "a%0Ab", "%C3"];
const ODD = [
  "nao-e-um-uuid",
  "00000000-0000-0000-0000-000000000000",
  "'%3B%20drop%20table%20orgs%3B--",
  "%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
  "%E2%80%AE%F0%9F%92%A9",
  "x".repeat(3000),
];
/** A refusal that says nothing, or says it in English. */
const NOT_PT_BR = /^$|\b(the|not found|error|invalid|unauthorized|forbidden|missing|bad request)\b/i;

interface Answer {
  url: string;
  method: string;
  status: number;
  message?: string;
}

describe("route handlers and pages under hostile addresses", () => {
  let own: ServerOnOwnDatabase;
  let sql: postgres.Sql;
  beforeAll(async () => {
    own = await startServerOnOwnDatabase();
    sql = own.sql;
  });
  afterAll(async () => {
    await own?.close();
  });

  async function ask(url: string, method: string, cookie?: string): Promise<Answer> {
    const res = await fetch(`${own.server.url}${url}`, {
      method,
      redirect: "manual",
      headers: { origin: own.server.url, "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) },
      body: method === "POST" ? new Uint8Array(Buffer.from("{}")) : undefined,
    });
    const text = await res.text();
    let message: string | undefined;
    if ((res.headers.get("content-type") ?? "").includes("json"))
      try {
        message = JSON.parse(text).message;
      } catch {
        message = undefined;
      }
    else message = text;
    return { url, method, status: res.status, message };
  }

  /** Each address of a file with one dynamic segment made hostile at a time, the others valid. */
  function hostileUrls(file: string, values: string[]): string[] {
    const segments = segmentsOf(file);
    return segments.flatMap((s, at) =>
      isDynamic(s) ? values.map((v) => pathOf(file, (seg, i) => (i === at ? v : validSegment(seg)))) : [],
    );
  }

  it("never answers 5xx, refuses unreadable addresses with 400 in pt-BR, and writes nothing", async () => {
    const routes = routeFiles().filter((f) => !f.includes("[trpc]"));
    const pages = pageFiles().filter((f) => segmentsOf(f).some(isDynamic));
    expect(routes.length).toBeGreaterThan(25);
    expect(pages.length).toBeGreaterThan(8);
    const admin = await signInOverHttp(own.server.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const before = await snapshotOf(sql, own.server.dataDir, BACKGROUND_ROWS);
    const answers: Answer[] = [];
    for (const cookie of [undefined, admin.cookie()]) {
      for (const file of routes)
        for (const url of hostileUrls(file, [...UNREADABLE, ...ODD]))
          for (const method of ["GET", "POST"]) answers.push(await ask(url, method, cookie));
      for (const file of pages)
        for (const url of hostileUrls(file, [...UNREADABLE, ...ODD]))
          answers.push(await ask(url, "GET", cookie));
    }
    expect(answers.length).toBeGreaterThan(1000);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const unreadable = answers.filter((a) => UNREADABLE.some((v) => a.url.includes(`/${v}`)));
    expect(unreadable.filter((a) => a.status !== 400)).toEqual([]);
    for (const a of unreadable) expect(a.message ?? "", a.url).toMatch(/Endereço inválido/);
    // Every refusal of the API says why in pt-BR.
    const apiRefusals = answers.filter(
      (a) => a.url.startsWith("/api/") && a.status >= 400 && a.status !== 405,
    );
    expect(apiRefusals.filter((a) => NOT_PT_BR.test(a.message ?? ""))).toEqual([]);
    expect(await snapshotOf(sql, own.server.dataDir, BACKGROUND_ROWS)).toEqual(before);
  });

  // Issue #42 (6): `/mtr` and `/autuacoes` answered 500 to the roles without access to them.
  it("answers every page to every role (and signed out) without a 5xx, and writes nothing", async () => {
    const pages = pageFiles().map((f) => pathOf(f, (s) => validSegment(s)));
    expect(pages.length).toBeGreaterThan(60);
    const sessions = await Promise.all(
      DEMO_ACCOUNTS.map((a) => signInOverHttp(own.server.url, a.email, DEMO_PASSWORD)),
    );
    const before = await snapshotOf(sql, own.server.dataDir, BACKGROUND_ROWS);
    const failed: string[] = [];
    // The roles side by side (each walks its pages in turn): the server renders while another waits on the database.
    await Promise.all(
      [undefined, ...sessions.map((s) => s.cookie())].map(async (cookie, i) => {
        for (const url of pages) {
          const { status } = await ask(url, "GET", cookie);
          if (status >= 500)
            failed.push(`${i === 0 ? "signed out" : DEMO_ACCOUNTS[i - 1]?.email} ${url} ${status}`);
        }
      }),
    );
    expect(failed.sort()).toEqual([]);
    expect(await snapshotOf(sql, own.server.dataDir, BACKGROUND_ROWS)).toEqual(before);
  });
});
