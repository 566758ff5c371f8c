/**
 * One tenant's heavy work against another tenant's `/api/health` on the same process: the real server
 * (one process, PostgreSQL with the demo data) while the demo hauler previews and commits a 10,000-row
 * caçamba CSV, has the same import refused by its plan's limit, and the demo client builds a 300-CTR
 * site dossier; meanwhile `/api/health` is asked every ~20 ms, one request after the other, and the
 * latency's p50/p99/max printed per operation (and each run's max: a route's first call in a process
 * also loads its modules), next to the idle baseline measured in the same run.
 * Run: npm run bench:health  (PostgreSQL from BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local;
 * BENCH_REPEAT=n runs each operation n times, 2 unless told). Last line: one JSON object.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { buildIfNeeded } from "../scripts/build-if-needed";
import { ctrContentHash, formatCtrNumber } from "../src/domain/ctr";
import { ctrs, memberships, orgs, sites, users } from "../src/server/db/schema";
import { DEMO_PASSWORD } from "../src/server/db/seed/demo-accounts";
import { siteCtrs } from "../src/server/services/ctr/dossier-build";
import { type CtrRow, canonicalInputOf } from "../src/server/services/ctr/view";
import { signInOverHttp } from "../tests/e2e/helpers/http-session";
import { benchDatabase, benchServer, loadAverage } from "./http-load";

const ROWS = 10_000;
const DOSSIER_CTRS = 300;
const POLL_MS = 20;
const IDLE_MS = 4_000;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 2);

const bench = await benchDatabase();
const db = bench.h.db;

async function orgOf(email: string) {
  const [row] = await db
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no org for ${email}`);
  return row.orgId;
}

const clientOrgId = await orgOf("cliente@demo.cacambacerta.com.br");
const [template] = await db
  .select()
  .from(ctrs)
  .where(and(eq(ctrs.generatorOrgId, clientOrgId), isNotNull(ctrs.siteId), ne(ctrs.status, "cancelled")));
if (!template?.siteId) throw new Error("the demo client has no CTR on a site");
const siteId = template.siteId;

/** Copies of `template` on its site, until the site has DOSSIER_CTRS, each with its own hash. */
async function fillSite(template: typeof ctrs.$inferSelect): Promise<void> {
  const have = (await db.select({ id: ctrs.id }).from(ctrs).where(siteCtrs(clientOrgId, siteId))).length;
  const rows: (typeof ctrs.$inferInsert)[] = [];
  for (let i = 1; i <= DOSSIER_CTRS - have; i++) {
    const seq = 90_000 + i;
    const { id: _id, ...row } = {
      ...template,
      seq,
      number: formatCtrNumber(template.year, seq),
      publicCode: randomBytes(12).toString("base64url"),
      issuedAt: new Date(template.issuedAt.getTime() + i * 60_000),
    };
    rows.push({ ...row, contentHash: await ctrContentHash(canonicalInputOf(row as unknown as CtrRow)) });
  }
  for (let i = 0; i < rows.length; i += 250) await db.insert(ctrs).values(rows.slice(i, i + 250));
}

const haulerOrgId = await orgOf("admin@demo.cacambacerta.com.br");
const [hauler] = await db.select().from(orgs).where(eq(orgs.id, haulerOrgId));
if (hauler?.trialEndsAt) throw new Error("the demo hauler is expected to have no plan limit");
const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
await buildIfNeeded(process.cwd());
const server = await benchServer(bench.url, 1);

interface Latency {
  n: number;
  p50: number;
  p99: number;
  max: number;
}
const pick = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
function summary(xs: number[]): Latency {
  const s = [...xs].sort((a, b) => a - b);
  const r = (x: number) => Number(x.toFixed(1));
  return { n: s.length, p50: r(pick(s, 0.5)), p99: r(pick(s, 0.99)), max: r(s[s.length - 1] ?? 0) };
}

/** `/api/health` asked every POLL_MS (one request after the other) while `work` runs; its latencies. */
async function healthDuring(work: () => Promise<unknown>): Promise<{ latencies: number[]; workMs: number }> {
  const latencies: number[] = [];
  let running = true;
  const poller = (async () => {
    while (running) {
      const t0 = performance.now();
      const r = await fetch(`${server.url}/api/health`);
      await r.arrayBuffer();
      const ms = performance.now() - t0;
      if (r.status !== 200) throw new Error(`/api/health answered ${r.status}`);
      latencies.push(ms);
      await new Promise((res) => setTimeout(res, Math.max(0, POLL_MS - ms)));
    }
  })();
  const t0 = performance.now();
  try {
    await work();
  } finally {
    running = false;
  }
  const workMs = performance.now() - t0;
  await poller;
  return { latencies, workMs };
}

const admin = await signInOverHttp(server.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD);
const client = await signInOverHttp(server.url, "cliente@demo.cacambacerta.com.br", DEMO_PASSWORD);
const csv = [
  "capacidade_m3;comprimento_m;largura_m;altura_m;situacao",
  ...Array.from({ length: ROWS }, (_, i) => `${3 + (i % 5)};2,6;1,7;1,3;no pátio`),
].join("\n");
const csvHead = csv.split("\n").slice(0, 11).join("\n");

/** The import's last NDJSON line (the result or the error). */
async function importCsv(commit: boolean, body = csv): Promise<Record<string, unknown>> {
  const r = await fetch(`${server.url}/api/fleet/import/cacambas${commit ? "?commit=1" : ""}`, {
    method: "POST",
    headers: { cookie: admin.cookie(), "content-type": "text/csv" },
    body,
  });
  const lines = (await r.text()).trim().split("\n");
  return JSON.parse(lines[lines.length - 1] ?? "{}") as Record<string, unknown>;
}

async function dossier(total = DOSSIER_CTRS) {
  const started = await client.mutate("ctr.documents.startDossier", { siteId });
  const id = (started.body.result?.data.json as { id?: string } | undefined)?.id;
  if (!id) throw new Error(`startDossier answered ${started.status}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const d = (await client.query("ctr.documents.dossier", { id })).body.result?.data.json as {
      status: string;
      total: number;
      error: string | null;
    };
    if (d.status === "done" && d.total === total) return;
    if (d.status !== "queued" && d.status !== "running")
      throw new Error(`dossier ${d.status} with ${d.total} CTRs: ${d.error}`);
  }
}

const operations: [string, () => Promise<void>][] = [
  [
    "prévia de 10.000 linhas",
    async () => {
      const r = await importCsv(false);
      if (r.phase !== "result" || r.total !== ROWS || r.errorCount !== 0) throw new Error(JSON.stringify(r));
    },
  ],
  [
    "importação de 10.000 linhas",
    async () => {
      const r = await importCsv(true);
      if (r.phase !== "result" || r.created !== ROWS) throw new Error(JSON.stringify(r).slice(0, 500));
    },
  ],
  [
    "importação recusada pelo plano",
    async () => {
      const r = await importCsv(true);
      if (r.phase !== "error" || !String(r.message).includes("permite até"))
        throw new Error(JSON.stringify(r).slice(0, 500));
    },
  ],
  [`dossiê de ${DOSSIER_CTRS} CTRs`, () => dossier()],
];

/** Per operation: the latencies of all its runs, the mean run's time, and each run's worst latency. */
const results: Record<string, Latency & { workMs: number; maxPerRun: number[] }> = {};
try {
  console.log(
    `/api/health a cada ${POLL_MS} ms durante o trabalho de outra empresa (1 processo, PostgreSQL; ` +
      `obra "${site?.name}"); load average no início: ${loadAverage()}`,
  );
  // Warm-up: a route's first call in a process loads its modules (up to ~1 s on this machine, once per
  // process, whatever the size of the work): 10 rows previewed and saved, the site's dossier before it
  // grows to DOSSIER_CTRS.
  await healthDuring(() => new Promise((r) => setTimeout(r, 500)));
  await importCsv(false, csvHead);
  await importCsv(true, csvHead);
  const before = (await db.select({ id: ctrs.id }).from(ctrs).where(siteCtrs(clientOrgId, siteId))).length;
  await dossier(before);
  await fillSite(template);
  const idle = await healthDuring(() => new Promise((r) => setTimeout(r, IDLE_MS)));
  results.ocioso = {
    ...summary(idle.latencies),
    workMs: Math.round(idle.workMs),
    maxPerRun: [summary(idle.latencies).max],
  };
  for (const [name, run] of operations) {
    const latencies: number[] = [];
    let workMs = 0;
    const maxPerRun: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      // The plan's limit: a trial allows 100 caçambas, and the fleet already has 10,000 more.
      if (name.includes("recusada"))
        await db
          .update(orgs)
          .set({ trialEndsAt: new Date(Date.now() + 10 * 86_400_000) })
          .where(eq(orgs.id, haulerOrgId));
      const m = await healthDuring(run);
      latencies.push(...m.latencies);
      workMs += m.workMs;
      maxPerRun.push(summary(m.latencies).max);
    }
    results[name] = { ...summary(latencies), workMs: Math.round(workMs / REPEAT), maxPerRun };
  }
  for (const [name, r] of Object.entries(results))
    console.log(
      `${name.padEnd(32)} p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  ` +
        `máx ${String(r.max).padStart(6)} ms  (${r.n} pedidos; a operação levou ${r.workMs} ms; ` +
        `máx por vez: ${r.maxPerRun.join(", ")} ms)`,
    );
  console.log(`load average no fim: ${loadAverage()}`);
} finally {
  await server.stop();
  await bench.drop();
}
console.log(JSON.stringify({ pollMs: POLL_MS, repeat: REPEAT, load: loadAverage(), health: results }));
