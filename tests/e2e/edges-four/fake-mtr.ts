import { readdirSync } from "node:fs";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { NO_TEMPORARY_STORAGE } from "@/server/mtr/protocol";
import { signInOverHttp } from "../helpers/http-session";
import { databaseState } from "../helpers/own-database";
import type { EdgesContext } from "./context";

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One request on a connection of its own; `status` 0 when nothing came back within `timeoutMs`. */
function ask(
  base: string,
  path: string,
  opts: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method: opts.method ?? (payload ? "POST" : "GET"),
        agent: false,
        headers: { "content-type": "application/json", ...opts.headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          text += c;
        });
        res.on("end", () => {
          clearTimeout(timer);
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text);
          } catch {
            body = { text };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ status: 0, body: {} });
    }, opts.timeoutMs ?? 10_000);
    req.on("error", () => {
      clearTimeout(timer);
      resolve({ status: 0, body: {} });
    });
    req.end(payload);
  });
}

const openFds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** A manifest saved as the app's own client saves it for `org` (SINIR: gettoken, then salvarManifestoLote). */
async function saveManifest(base: string, org: string, unit: string): Promise<Answer> {
  const sinir = `/_fake-mtr/org/${org}/sinir`;
  const login = await ask(base, `${sinir}/gettoken`, {
    body: { cpfCnpj: "11444777000161", senha: "simulador", unidade: unit },
  });
  if (login.status !== 200) return login;
  return ask(base, `${sinir}/salvarManifestoLote`, {
    headers: { authorization: String(login.body.objetoResposta) },
    body: [
      {
        gerador: { cpfCnpj: "11444777000161", unidade: Number(unit) },
        transportador: { cpfCnpj: "11222333000181", unidade: 7001 },
        destinador: { cpfCnpj: "11333444000172", unidade: 8001 },
        // Required by salvarManifestoLote (the public SINIR/SIGOR client): none, as the product sends it.
        armazenadorTemporario: NO_TEMPORARY_STORAGE,
        placaVeiculo: "BRA2E19",
        dataExpedicao: Date.now(),
        listaManifestoResiduos: [
          {
            resCodigoIbama: "170107",
            marQuantidade: 5,
            uniCodigo: 20,
            marDensidade: 1.2,
            claCodigo: 3,
            tieCodigo: 1,
            tiaCodigo: 1,
            traCodigo: 12,
          },
        ],
      },
    ],
  });
}

/**
 * Finding 5: the MTR fake a default `npm start` serves under `/_fake-mtr/` let anyone read every tenant's
 * manifests and switch outages, and left `GET /_fake-mtr/%FF` unanswered. Its switches now need the
 * platform's administration (or the local token), its state is kept per org, and every address answers.
 */
export function fakeMtrEdges(ctx: EdgesContext) {
  describe("5: the built-in MTR fake", () => {
    const control = (what: string, body: unknown, cookie?: string) =>
      ask(ctx.url(), `/_fake-mtr/_control/${what}`, { body, headers: cookie ? { cookie } : {} });

    it("its switches answer only the platform's administration, in pt-BR, and a refusal changes nothing", async () => {
      const hauler = await signInOverHttp(ctx.url(), `admin@${DEMO_DOMAIN}`, DEMO_PASSWORD);
      const platform = await signInOverHttp(ctx.url(), `plataforma@${DEMO_DOMAIN}`, DEMO_PASSWORD);
      const before = await databaseState(ctx.own().sql);
      const refused = [
        await control("state/feam", {}),
        await control("outage/feam", { on: true }),
        await control("reset", {}),
        await control("state/feam", {}, hauler.cookie()),
        await control("outage/feam", { on: true }, hauler.cookie()),
      ];
      expect(refused.map((a) => a.status)).toEqual([401, 401, 401, 403, 403]);
      for (const a of refused) expect(String(a.body.message)).toMatch(/administração da plataforma|Entre/);
      const state = await control("state/feam", {}, platform.cookie());
      expect(state.status).toBe(200);
      expect(state.body.outage).toBe(false);
      expect(await databaseState(ctx.own().sql)).toEqual(before);
    });

    it("keeps each org's manifests and switches apart", async () => {
      const platform = await signInOverHttp(ctx.url(), `plataforma@${DEMO_DOMAIN}`, DEMO_PASSWORD);
      const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
      const saved = await saveManifest(ctx.url(), a, "4201");
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const generators = (org: string) =>
        control("state/sinir", { org }, platform.cookie()).then((s) =>
          ((s.body.manifests ?? []) as { parceiroGerador: unknown }[]).map((m) => m.parceiroGerador),
        );
      expect(await generators(a)).toEqual([{ parCnpj: "11444777000161", parCodigo: 4201 }]);
      expect(await generators(b)).toEqual([]);
      expect((await control("outage/sinir", { org: a, on: true }, platform.cookie())).status).toBe(200);
      expect((await saveManifest(ctx.url(), a, "4201")).status).toBe(503);
      expect((await saveManifest(ctx.url(), b, "4202")).status).toBe(200);
      expect((await control("outage/sinir", { org: a, on: false }, platform.cookie())).status).toBe(200);
    });

    it("answers the systems' routes only to this server's own client", async () => {
      // Behind the trusted proxy (`TRUST_PROXY=1`), a caller from outside arrives with its address forwarded.
      const outside = await ask(ctx.url(), `/_fake-mtr/org/${crypto.randomUUID()}/sinir/gettoken`, {
        headers: { "x-forwarded-for": "203.0.113.9" },
        body: { cpfCnpj: "11444777000161", senha: "simulador", unidade: "4201" },
      });
      expect(outside.status).toBe(403);
      expect(String(outside.body.message)).toMatch(/só o próprio servidor/);
    });

    it("answers every address, and lets go of the connections", async () => {
      const pid = ctx.own().server.process.pid as number;
      const before = openFds(pid);
      const answers: number[] = [];
      for (let round = 0; round < 10; round++)
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 100 }, () =>
              ask(ctx.url(), "/_fake-mtr/%FF", { timeoutMs: 5_000 }).then((x) => x.status),
            ),
          )),
        );
      expect(answers.filter((s) => s !== 400)).toEqual([]);
      const deadline = Date.now() + 10_000;
      while (openFds(pid) > before + 20 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      expect(openFds(pid)).toBeLessThanOrEqual(before + 20);
    });
  });
}
