import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TRPCError } from "@trpc/server";
import { nodeHTTPRequestHandler } from "@trpc/server/adapters/node-http";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "@/server/api/context";
import { appRouter } from "@/server/api/root";
import type { DbHandle } from "@/server/db/client";
import { ctrs } from "@/server/db/schema";
import { seedDemoIfEmpty } from "@/server/db/seed/demo";
import { readBodyLimited } from "@/server/http/node-body";
import { answerSingleCall, singleCallOf } from "@/server/http/trpc-single-call";
import { issueWorld } from "../../bench/issue-input";
import { freshDatabase } from "../helpers/db";
import { makeMember, makeOrg } from "../helpers/factories";

/**
 * The custom server's single-call path (src/server/http/trpc-single-call.ts) answers as tRPC's Node
 * adapter does: the same requests to a server using it and to one using only the adapter, over HTTP,
 * on the same database, get the same status, headers and JSON, and write the same rows.
 */
describe("tRPC single calls answered without the adapter's Fetch objects", () => {
  let h: DbHandle;
  let world: Awaited<ReturnType<typeof issueWorld>>;
  const servers: Server[] = [];
  let fast = "";
  let adapter = "";
  let fastCalls = 0;
  const logged: { server: string; code: string }[] = [];
  /** Who the next requests act as: the `x-test-user` header names one of these. */
  const sessions = new Map<string, Context["session"]>();

  function contextOf(req: IncomingMessage, res: ServerResponse): () => Promise<Context> {
    return async () => {
      if (req.headers["x-test-fail"]) throw new Error("contexto indisponível");
      const who = req.headers["x-test-user"];
      return {
        db: h.db,
        session: typeof who === "string" ? (sessions.get(who) ?? null) : null,
        requestedOrgId: null,
        clientIp: "198.51.100.45",
        setActiveOrg: (orgId) => res.appendHeader("set-cookie", `cc-org=${orgId}; Path=/`),
      };
    };
  }

  async function serve(useSingleCall: boolean): Promise<string> {
    const name = useSingleCall ? "fast" : "adapter";
    const onError = ({ error }: { error: TRPCError }) => logged.push({ server: name, code: error.code });
    const server = createServer(async (req, res) => {
      const path = new URL(req.url ?? "/", "http://x").pathname.replace(/^\/api\/trpc\//, "");
      const body = req.method === "POST" ? (await readBodyLimited(req, 1 << 20)).toString("utf8") : undefined;
      const call = useSingleCall ? singleCallOf(appRouter, req, path, body) : null;
      if (call) {
        fastCalls++;
        await answerSingleCall({ router: appRouter, call, res, createContext: contextOf(req, res), onError });
        return;
      }
      Object.assign(req, { body });
      await nodeHTTPRequestHandler({
        req,
        res,
        path,
        router: appRouter,
        createContext: contextOf(req, res),
        onError,
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/trpc/`;
  }

  beforeAll(async () => {
    h = await freshDatabase();
    await seedDemoIfEmpty(h.db);
    world = await issueWorld(h.db);
    sessions.set("despacho", {
      userId: world.despacho.id,
      sessionVersion: world.despacho.sessionVersion,
      sessionId: randomUUID(),
    });
    fast = await serve(true);
    adapter = await serve(false);
  });
  afterAll(async () => {
    for (const s of servers) s.close();
    await h.close();
  });

  async function both(path: string, init: RequestInit = {}) {
    const answers = [];
    for (const base of [fast, adapter]) {
      const r = await fetch(`${base}${path}`, init);
      answers.push({
        status: r.status,
        contentType: r.headers.get("content-type"),
        vary: r.headers.get("vary"),
        setCookie: r.headers.getSetCookie(),
        body: await r.text(),
      });
    }
    return { fast: answers[0], adapter: answers[1] };
  }
  const post = (input: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ json: input }),
  });
  const issued = async () =>
    (await h.db.select({ n: count() }).from(ctrs).where(eq(ctrs.orgId, world.hauler.id)))[0]?.n ?? 0;

  it("issues a CTR with the same answer, one stored CTR per answer", async () => {
    const before = await issued();
    const calls = fastCalls;
    const r = await both("ctr.hauler.issue", post(world.input, { "x-test-user": "despacho" }));
    expect(fastCalls).toBe(calls + 1);
    expect(await issued()).toBe(before + 2);
    expect(r.fast?.status).toBe(200);
    expect({ ...r.fast, body: "" }).toEqual({ ...r.adapter, body: "" });
    const [a, b] = [r.fast, r.adapter].map(
      (x) =>
        JSON.parse(x?.body ?? "") as { result: { data: { json: Record<string, unknown>; meta: unknown } } },
    );
    expect(Object.keys(a?.result.data.json ?? {}).sort()).toEqual(
      Object.keys(b?.result.data.json ?? {}).sort(),
    );
    expect(a?.result.data.meta).toEqual(b?.result.data.meta);
    // consecutive numbers of the same year: one counter, both paths
    const seq = (x: typeof a) => Number(String(x?.result.data.json.number).split("/")[1]);
    expect(seq(b) - seq(a)).toBe(1);
  });

  it("refuses what the adapter refuses, with the same status and pt-BR message, and writes nothing", async () => {
    const before = await issued();
    const cases: [string, RequestInit][] = [
      // invalid input: 400 with the field's message
      [
        "ctr.hauler.issue",
        post({ ...world.input, volumeM3: -1, material: "" }, { "x-test-user": "despacho" }),
      ],
      // not signed in: 401
      ["ctr.hauler.issue", post(world.input)],
      // a session of a removed user: 401
      ["ctr.hauler.issue", post(world.input, { "x-test-user": "ninguem" })],
      // a receiver of another org: 404, nothing written
      [
        "ctr.hauler.issue",
        post({ ...world.input, receiverOrgId: randomUUID() }, { "x-test-user": "despacho" }),
      ],
      // the context failing: 500
      ["ctr.hauler.issue", post(world.input, { "x-test-user": "despacho", "x-test-fail": "1" })],
      // a query with its input in the URL
      [
        `ctr.hauler.get?input=${encodeURIComponent(JSON.stringify({ json: { id: randomUUID() } }))}`,
        {
          headers: { "x-test-user": "despacho" },
        },
      ],
      [
        "ctr.hauler.get?input=%7B%22json%22%3A%7B%22id%22%3A%22x%22%7D%7D",
        { headers: { "x-test-user": "despacho" } },
      ],
      // left to the adapter: unknown path, wrong method, batch, not JSON (refused unsigned), another content type
      ["ctr.hauler.nada", post(world.input, { "x-test-user": "despacho" })],
      ["ctr.hauler.issue", { headers: { "x-test-user": "despacho" } }],
      ["ctr.hauler.issue?batch=1", post({ 0: world.input }, { "x-test-user": "despacho" })],
      [
        "ctr.hauler.issue",
        { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" },
      ],
      ["ctr.hauler.issue", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" }],
    ];
    const statuses: number[] = [];
    for (const [path, init] of cases) {
      const r = await both(path, init);
      expect(r.fast, path).toEqual(r.adapter);
      statuses.push(r.fast?.status ?? 0);
    }
    expect(statuses).toEqual([400, 401, 401, 404, 500, 404, 400, 404, 405, 400, 401, 415]);
    expect(await issued()).toBe(before);
    const body = JSON.parse((await both("ctr.hauler.issue", post(world.input))).fast?.body ?? "");
    expect(body.error.json.message).toBe("Entre na sua conta para continuar.");
    // the unexpected error is logged by both, the same way
    expect(logged.filter((l) => l.code === "INTERNAL_SERVER_ERROR").map((l) => l.server)).toContain("fast");
  });

  it("refuses another org's role on the server, and sets the cookie a mutation asks for", async () => {
    const generator = await makeOrg(h.db, { kind: "generator" });
    const member = await makeMember(h.db, generator.id, "client");
    sessions.set("gerador", {
      userId: member.id,
      sessionVersion: member.sessionVersion,
      sessionId: randomUUID(),
    });
    const before = await issued();
    const refused = await both("ctr.hauler.issue", post(world.input, { "x-test-user": "gerador" }));
    expect(refused.fast?.status).toBe(403);
    expect(refused.fast).toEqual(refused.adapter);
    expect(await issued()).toBe(before);

    const switched = await both(
      "session.switchOrg",
      post({ orgId: world.hauler.id }, { "x-test-user": "despacho" }),
    );
    expect(switched.fast?.status).toBe(200);
    expect(switched.fast?.setCookie).toEqual([`cc-org=${world.hauler.id}; Path=/`]);
    expect(switched.fast).toEqual(switched.adapter);
  });

  it("leaves batches, streams and unknown paths to the adapter", () => {
    const req = (url: string, method: string, headers: Record<string, string> = {}) =>
      ({
        url,
        method,
        headers: { "content-type": "application/json", ...headers },
      }) as unknown as IncomingMessage;
    const body = JSON.stringify({ json: {} });
    expect(
      singleCallOf(appRouter, req("/api/trpc/ctr.hauler.issue", "POST"), "ctr.hauler.issue", body),
    ).not.toBeNull();
    expect(singleCallOf(appRouter, req("/api/trpc/x?batch=1", "POST"), "ctr.hauler.issue", body)).toBeNull();
    expect(
      singleCallOf(
        appRouter,
        req("/", "POST", { "trpc-accept": "application/jsonl" }),
        "ctr.hauler.issue",
        body,
      ),
    ).toBeNull();
    expect(singleCallOf(appRouter, req("/", "GET"), "ctr.hauler.issue", undefined)).toBeNull();
    expect(singleCallOf(appRouter, req("/", "POST"), "ctr.hauler.options", body)).toBeNull();
    expect(singleCallOf(appRouter, req("/", "POST"), "toString", body)).toBeNull();
    expect(singleCallOf(appRouter, req("/", "POST"), "%E0%A4%A", body)).toBeNull();
  });
});
