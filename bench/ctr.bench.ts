/**
 * CTR costs: (1) PDF render of the three-via A4 CTR, warm p50/p95 (target p50 ≤ 20 ms); (2) issuance
 * throughput over HTTP against the real server (`node scripts/start.mjs` on PostgreSQL) at 1 and 2
 * processes (WEB_CONCURRENCY), and at 1 process with tRPC served through Next's route as before
 * (TRPC_THROUGH_NEXT=1, the baseline), with the server's CPU per request; each next to (3) pgbench
 * running the same transaction (counter upsert … RETURNING, CTR insert, audit insert) right before and
 * right after it (the mean of the two)
 * (target: HTTP ≥ 70 % of pgbench, issue 45), and (4) the floor: the trivial tRPC query `health.check`
 * (`select 1`) at the same concurrency. The load is wrk's (C, as pgbench is) when installed, else
 * Node's fetch (BENCH_LOAD=node forces it); the CTRs stored are counted against the answers.
 * Last line: one JSON object.
 * Run: npm run bench:ctr  (PostgreSQL from BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local).
 * Not part of the pass/fail suite; the machine's load average is printed with the numbers.
 */

import { count, eq } from "drizzle-orm";
import { buildIfNeeded } from "../scripts/build-if-needed";
import { ctrs } from "../src/server/db/schema";
import { DEMO_PASSWORD } from "../src/server/db/seed/demo-accounts";
import { renderCtrPdf } from "../src/server/pdf/ctr/render";
import { listCtrs } from "../src/server/services/ctr/read";
import { signInOverHttp } from "../tests/e2e/helpers/http-session";
import {
  benchDatabase,
  benchServer,
  CLIENTS,
  type Load,
  load,
  loadAverage,
  loadGenerator,
  SECONDS,
} from "./http-load";
import { issueWorld } from "./issue-input";
import { pgbenchIssueTps } from "./pgbench-issue";

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// 1. PDF
const bench = await benchDatabase();
const h = bench.h;
const { hauler, despacho, input, ids } = await issueWorld(h.db);
const scope = {
  db: h.db,
  userId: despacho.id,
  orgId: hauler.id,
  orgKind: "hauler" as const,
  role: "dispatcher" as const,
  isManager: false,
};
const view = (await listCtrs(scope, "hauler", { statuses: ["received"] }))[0];
if (!view) throw new Error("no received demo CTR");
const times: number[] = [];
for (let i = 0; i < 110; i++) {
  const t = performance.now();
  await renderCtrPdf(view, "http://localhost:3000/verificar/demo-ctr-recebido");
  if (i >= 10) times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const pdfP50Ms = Number(pct(times, 0.5).toFixed(1));
const pdfP95Ms = Number(pct(times, 0.95).toFixed(1));
console.log(`PDF (3 vias, A4): p50 ${pdfP50Ms} ms/doc, p95 ${pdfP95Ms} ms/doc (100 warm renders)`);

// 2. Issuance over HTTP
await buildIfNeeded(process.cwd());

const configs: { key: string; label: string; processes: number; env: Record<string, string> }[] = [
  {
    key: "next1",
    label: "1 processo, tRPC pelo Next (antes)",
    processes: 1,
    env: { TRPC_THROUGH_NEXT: "1" },
  },
  { key: "node1", label: "1 processo", processes: 1, env: {} },
  { key: "node2", label: "2 processos", processes: 2, env: {} },
];
const results: Record<string, unknown> = {};
const issuedCount = async () =>
  (await h.db.select({ n: count() }).from(ctrs).where(eq(ctrs.orgId, hauler.id)))[0]?.n ?? 0;
console.log(
  `Carga: ${loadGenerator() === "wrk" ? "wrk (em C, como o pgbench)" : "fetch do Node neste processo"}; ` +
    `load average 1/5/15 min no início: ${loadAverage()}`,
);
for (const config of configs) {
  // pgbench right before and right after the server's measures: the machine drifts (a shared VM), so
  // the HTTP figure is set against the mean of the two.
  const pgbenchBefore = pgbenchIssueTps(bench.url, ids, CLIENTS, SECONDS);
  const server = await benchServer(bench.url, config.processes, config.env);
  let issue: Load;
  let floor: Load;
  let stored = 0;
  try {
    const session = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
    for (let i = 0; i < 20 * config.processes; i++) {
      const r = await session.mutate("ctr.hauler.issue", input);
      if (r.status !== 200) throw new Error(`issue failed: ${r.status} ${JSON.stringify(r.body)}`);
    }
    const before = await issuedCount();
    issue = await load(server, {
      method: "POST",
      path: "/api/trpc/ctr.hauler.issue",
      body: JSON.stringify({ json: input }),
      headers: { "content-type": "application/json", cookie: session.cookie() },
    });
    stored = (await issuedCount()) - before;
    // Every answered issue is a stored CTR (one more at most per client, answered after the end).
    if (stored < issue.ok || stored > issue.ok + CLIENTS)
      throw new Error(`${issue.ok} issues answered, ${stored} CTRs stored`);
    floor = await load(server, { method: "GET", path: "/api/trpc/health.check" });
  } finally {
    await server.stop();
  }
  const pgbenchAfter = pgbenchIssueTps(bench.url, ids, CLIENTS, SECONDS);
  const pgbenchTps = Number(((pgbenchBefore + pgbenchAfter) / 2).toFixed(1));
  const pctOf = (n: number) => Number(((n / pgbenchTps) * 100).toFixed(1));
  console.log(
    `${config.label}: emissão ${issue.perSec} CTR/s (${issue.ok} ok, ${issue.failed} falhas, ${stored} gravados, ` +
      `${issue.cpuMsPerRequest} ms de CPU do servidor por emissão) = ${pctOf(issue.perSec)} % do pgbench ` +
      `(${pgbenchTps} tps, mesma transação: ${pgbenchBefore} antes, ${pgbenchAfter} depois); piso health.check ${floor.perSec} req/s ` +
      `(${floor.cpuMsPerRequest} ms de CPU) = ${pctOf(floor.perSec)} %; load average ${loadAverage()}`,
  );
  results[config.key] = {
    issuePerSec: issue.perSec,
    issueCpuMs: issue.cpuMsPerRequest,
    pgbenchTps,
    pgbenchBefore,
    pgbenchAfter,
    issuePctOfPgbench: pctOf(issue.perSec),
    floorPerSec: floor.perSec,
    floorCpuMs: floor.cpuMsPerRequest,
    load: loadAverage(),
  };
}
console.log(`(${CLIENTS} clientes, ${SECONDS} s cada medida; meta: emissão ≥ 70 % do pgbench)`);
await bench.drop();
console.log(JSON.stringify({ pdfP50Ms, pdfP95Ms, load: loadGenerator(), ...results }));
