/**
 * CTR costs: (1) PDF render of the three-via A4 CTR, warm p50/p95 (target p50 ≤ 20 ms); (2) issuance
 * throughput over HTTP against the real server (`node scripts/start.mjs` on PostgreSQL) at 1 and 2
 * processes (WEB_CONCURRENCY), and at 1 process with tRPC served through Next's route as before
 * (TRPC_THROUGH_NEXT=1, the baseline), with the server's CPU per request; each set against (3) pgbench
 * run between the server's measures (P H P H P H P, BENCH_ROUNDS = 3 rounds: the shared VM drifts), twice
 * each time: the fixed transaction of `pgbench-issue.ts` (counter upsert … RETURNING, CTR insert, audit
 * insert, in BEGIN … COMMIT) and the server's own statements for one issuance (`issue-statements.ts`:
 * the membership with the facts, then the numbered write), each HTTP figure against the mean of the
 * pgbench runs around it, the median of the rounds as the result; with the machine's CPU per issuance
 * and per transaction of the server's statements under pgbench, and their ratio (the CPU share): what
 * the issuance would reach of pgbench were both CPU-bound on the same cores
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
  machineMsDuring,
  SECONDS,
} from "./http-load";

/** pgbench–HTTP rounds per configuration (BENCH_ROUNDS, default 3). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

import { issueWorld } from "./issue-input";
import { issuanceStatements } from "./issue-statements";
import { pgbenchIssueTps, pgbenchStatementsTps } from "./pgbench-issue";

const percentile = (sorted: number[], p: number) =>
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
const pdfP50Ms = Number(percentile(times, 0.5).toFixed(1));
const pdfP95Ms = Number(percentile(times, 0.95).toFixed(1));
console.log(`PDF (3 vias, A4): p50 ${pdfP50Ms} ms/doc, p95 ${pdfP95Ms} ms/doc (100 warm renders)`);

// 2. Issuance over HTTP
await buildIfNeeded(process.cwd());
// The server's own statements for one issuance (its membership read with the facts, then the write).
const sent = await issuanceStatements(h, despacho, hauler.id, input);
const write = sent.findIndex((s) => s.text.includes("insert into ctrs"));
if (sent.length !== 2 || write !== 1) throw new Error(`an issuance sent ${sent.length} statements`);
const pgbenchSameStatements = () =>
  pgbenchStatementsTps(bench.url, sent, { statement: write, uuid: 4, text: 5 }, CLIENTS, SECONDS);

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
/** Both pgbench figures, one after the other. */
const pgbenchPair = async () => {
  const fixed = pgbenchIssueTps(bench.url, ids, CLIENTS, SECONDS);
  const { value: statements, ms } = await machineMsDuring(pgbenchSameStatements);
  // The machine's CPU per transaction of the server's statements: the database's cost, pgbench's small.
  return { fixed, statements, statementsMachineMs: ms / Math.max(statements * SECONDS, 1) };
};
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round1 = (n: number) => Number(n.toFixed(1));
const pct = (n: number, of: number) => round1((n / of) * 100);
for (const config of configs) {
  // The machine drifts (a shared VM: pgbench alone moved 2× within minutes here), so pgbench runs
  // between the server's measures, ROUNDS times: P H P H … P; each HTTP figure is set against the mean
  // of the pgbench runs right before and right after it, and the median of those ratios is the result.
  const server = await benchServer(bench.url, config.processes, config.env);
  const issues: (Load & { machineMs: number })[] = [];
  const pgbench = [await pgbenchPair()];
  let floor: Load;
  try {
    const session = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
    for (let i = 0; i < 20 * config.processes; i++) {
      const r = await session.mutate("ctr.hauler.issue", input);
      if (r.status !== 200) throw new Error(`issue failed: ${r.status} ${JSON.stringify(r.body)}`);
    }
    for (let round = 0; round < ROUNDS; round++) {
      const before = await issuedCount();
      const { value: issue, ms } = await machineMsDuring(() =>
        load(server, {
          method: "POST",
          path: "/api/trpc/ctr.hauler.issue",
          body: JSON.stringify({ json: input }),
          headers: { "content-type": "application/json", cookie: session.cookie() },
        }),
      );
      const stored = (await issuedCount()) - before;
      // Every answered issue is a stored CTR (one more at most per client, answered after the end).
      if (stored < issue.ok || stored > issue.ok + CLIENTS)
        throw new Error(`${issue.ok} issues answered, ${stored} CTRs stored`);
      issues.push({ ...issue, machineMs: ms / Math.max(issue.ok, 1) });
      pgbench.push(await pgbenchPair());
    }
    floor = await load(server, { method: "GET", path: "/api/trpc/health.check" });
  } finally {
    await server.stop();
  }
  const around = (i: number, key: "fixed" | "statements") =>
    ((pgbench[i]?.[key] ?? 0) + (pgbench[i + 1]?.[key] ?? 0)) / 2;
  const ratios = (key: "fixed" | "statements") => issues.map((issue, i) => pct(issue.perSec, around(i, key)));
  const fixedRatios = ratios("fixed");
  const statementRatios = ratios("statements");
  // The database's CPU per transaction over the whole machine's per issuance: what the issuance would
  // reach of pgbench were both CPU-bound on the same cores (pgbench here often is not: it waits on commits).
  const cpuShares = issues.map((issue, i) => {
    const databaseMs =
      ((pgbench[i]?.statementsMachineMs ?? 0) + (pgbench[i + 1]?.statementsMachineMs ?? 0)) / 2;
    return pct(databaseMs, issue.machineMs);
  });
  const machineMsPerIssue = Number(median(issues.map((i) => i.machineMs)).toFixed(2));
  const machineMsPerStatementsTx = Number(median(pgbench.map((p) => p.statementsMachineMs)).toFixed(2));
  const pgbenchTps = round1(median(pgbench.map((p) => p.fixed)));
  const statementsTps = round1(median(pgbench.map((p) => p.statements)));
  const issuePerSec = round1(median(issues.map((i) => i.perSec)));
  const issueCpuMs = Number(median(issues.map((i) => i.cpuMsPerRequest)).toFixed(2));
  const failed = issues.reduce((sum, i) => sum + i.failed, 0);
  console.log(
    `${config.label}: emissão ${issues.map((i) => i.perSec).join(" / ")} CTR/s (${failed} falhas; ` +
      `${issueCpuMs} ms de CPU do servidor por emissão, mediana); pgbench da transação fixa ` +
      `${pgbench.map((p) => p.fixed).join(" / ")} tps → emissão ${fixedRatios.join(" / ")} % (mediana ` +
      `${median(fixedRatios)} %); pgbench com os comandos do próprio servidor ` +
      `${pgbench.map((p) => p.statements).join(" / ")} tps → ${statementRatios.join(" / ")} % (mediana ` +
      `${median(statementRatios)} %); piso health.check ${floor.perSec} req/s (${floor.cpuMsPerRequest} ms ` +
      `de CPU); CPU da máquina por emissão ${machineMsPerIssue} ms, por transação do pgbench com os comandos ` +
      `do servidor ${machineMsPerStatementsTx} ms → razão de CPU ${cpuShares.join(" / ")} % ` +
      `(mediana ${median(cpuShares)} %); load average ${loadAverage()}`,
  );
  results[config.key] = {
    issuePerSec,
    issueCpuMs,
    pgbenchTps,
    issuePctOfPgbench: median(fixedRatios),
    issuePctOfPgbenchRounds: fixedRatios,
    statementsTps,
    issuePctOfStatements: median(statementRatios),
    issuePctOfStatementsRounds: statementRatios,
    machineMsPerIssue,
    machineMsPerStatementsTx,
    cpuSharePct: median(cpuShares),
    floorPerSec: floor.perSec,
    floorCpuMs: floor.cpuMsPerRequest,
    load: loadAverage(),
  };
}
console.log(`(${CLIENTS} clientes, ${SECONDS} s cada medida; meta: emissão ≥ 70 % do pgbench)`);
await bench.drop();
console.log(JSON.stringify({ pdfP50Ms, pdfP95Ms, load: loadGenerator(), ...results }));
