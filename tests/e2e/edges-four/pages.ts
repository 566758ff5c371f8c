import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { signInOverHttp } from "../helpers/http-session";
import { databaseState } from "../helpers/own-database";
import type { EdgesContext } from "./context";

/** A GET with the path sent as written: `fetch` would resolve `../` before it leaves. */
function rawGet(base: string, path: string, cookie: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { cookie } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => {
        body += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * Finding 6: `/mtr` for the driver and the auditor, `/autuacoes` for the driver, the auditor and the
 * client answered 500 (also through `/x/../mtr`). A role without access gets the app's "Sem permissão".
 */
export function pagesEdges(ctx: EdgesContext) {
  describe("6: pages a role may not see", () => {
    const cases = [
      { who: "motorista", pages: ["/mtr", "/autuacoes"] },
      { who: "fiscal", pages: ["/mtr", "/autuacoes"] },
      { who: "cliente", pages: ["/autuacoes"] },
    ];
    it("answer the not-allowed page, never a 500, and change nothing", async () => {
      const sessions = await Promise.all(
        cases.map(({ who }) => signInOverHttp(ctx.url(), `${who}@${DEMO_DOMAIN}`, DEMO_PASSWORD)),
      );
      const before = await databaseState(ctx.own().sql);
      const answers: { who: string; path: string; status: number; allowed: boolean }[] = [];
      for (const [i, { who, pages }] of cases.entries()) {
        const session = sessions[i] as (typeof sessions)[number];
        for (const page of pages)
          for (const path of [page, `/x/..${page}`, `/inicio/../..${page}`]) {
            const { status, body } = await rawGet(ctx.url(), path, session.cookie());
            answers.push({ who, path, status, allowed: !body.includes("Sem permissão") });
          }
      }
      expect(answers.filter((a) => a.status !== 200 || a.allowed)).toEqual([]);
      expect(await databaseState(ctx.own().sql)).toEqual(before);
    });
  });
}
