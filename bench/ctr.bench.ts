/**
 * CTR costs: (1) PDF render of the three-via A4 CTR, warm p50/p95 (target p50 ≤ 20 ms); (2) issuance
 * throughput over HTTP against the real server (`node scripts/start.mjs` on PostgreSQL), next to
 * (3) pgbench running the same transaction (counter upsert … RETURNING, CTR insert, audit insert) in
 * the same run (target: HTTP ≥ 40 % of pgbench), and (4) the server's floor: GET /api/health at the
 * same concurrency. Last line: one JSON object.
 * Run: npm run bench:ctr  (PostgreSQL from BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local).
 * Not part of the pass/fail suite.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import postgres from "postgres";
import { buildIfNeeded } from "../scripts/build-if-needed";
import { openDatabase } from "../src/server/db/client";
import { drivers, orgs, sites, trucks, users } from "../src/server/db/schema";
import { seedDemoIfEmpty } from "../src/server/db/seed/demo";
import { DEMO_PASSWORD } from "../src/server/db/seed/demo-accounts";
import { renderCtrPdf } from "../src/server/pdf/ctr/render";
import { listCtrs } from "../src/server/services/ctr/read";
import { signInOverHttp } from "../tests/e2e/helpers/http-session";
import { startServer, tempDataDir } from "../tests/e2e/helpers/server";

const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// 1. PDF
const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
const dbName = `cc_bench_${randomBytes(4).toString("hex")}`;
await admin.unsafe(`create database ${dbName}`);
const url = new URL(SERVER_URL);
url.pathname = `/${dbName}`;
const h = await openDatabase({ url: url.toString() });
await h.migrate();
await seedDemoIfEmpty(h.db);
const [hauler] = await h.db.select().from(orgs).where(eq(orgs.taxId, "11222333000181"));
const [despacho] = await h.db
  .select()
  .from(users)
  .where(eq(users.email, "despacho@demo.cacambacerta.com.br"));
if (!hauler || !despacho) throw new Error("demo data missing");
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
const [generator] = await h.db.select().from(orgs).where(eq(orgs.taxId, "44555666000181"));
const [receiver] = await h.db.select().from(orgs).where(eq(orgs.taxId, "22333444000181"));
const [site] = await h.db
  .select()
  .from(sites)
  .where(eq(sites.orgId, generator?.id ?? ""));
const [truck] = await h.db.select().from(trucks).where(eq(trucks.orgId, hauler.id));
const [driver] = await h.db
  .select()
  .from(drivers)
  .where(and(eq(drivers.orgId, hauler.id)));
if (!generator || !receiver || !site || !truck || !driver) throw new Error("demo data missing");
const input = {
  generatorOrgId: generator.id,
  siteId: site.id,
  truckId: truck.id,
  driverId: driver.id,
  wasteKind: "rcc",
  wasteClass: "A",
  material: "Concreto e tijolos",
  volumeM3: 5,
  receiverOrgId: receiver.id,
};
buildIfNeeded(process.cwd());
const server = await startServer({ dataDir: tempDataDir(), databaseUrl: url.toString() });
let issuePerSec = 0;
let healthPerSec = 0;
try {
  const session = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
  for (let i = 0; i < 20; i++) {
    const r = await session.mutate("ctr.hauler.issue", input);
    if (r.status !== 200) throw new Error(`issue failed: ${r.status} ${JSON.stringify(r.body)}`);
  }
  let ok = 0;
  let failed = 0;
  const end = Date.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) {
        const r = await session.mutate("ctr.hauler.issue", input);
        if (r.status === 200) ok++;
        else failed++;
      }
    }),
  );
  issuePerSec = Number((ok / ((performance.now() - t0) / 1000)).toFixed(1));
  console.log(
    `HTTP issuance: ${issuePerSec} CTR/s (${ok} ok, ${failed} failed, ${CLIENTS} clients, ${SECONDS} s)`,
  );
  // The floor of this server on this machine: the cheapest request it answers (one `select 1`).
  let served = 0;
  const healthEnd = Date.now() + SECONDS * 1000;
  const h0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < healthEnd) {
        const r = await fetch(`${server.url}/api/health`);
        await r.arrayBuffer();
        if (r.ok) served++;
      }
    }),
  );
  healthPerSec = Number((served / ((performance.now() - h0) / 1000)).toFixed(1));
  console.log(`HTTP floor, GET /api/health: ${healthPerSec} req/s (${CLIENTS} clients, ${SECONDS} s)`);
} finally {
  await server.stop();
}

// 3. pgbench, same transaction
const script = join(mkdtempSync(join(tmpdir(), "cc-pgbench-")), "issue.sql");
writeFileSync(
  script,
  `BEGIN;
INSERT INTO org_counters (org_id, name, value) VALUES (:org, 'ctr:2099', 1)
  ON CONFLICT (org_id, name) DO UPDATE SET value = org_counters.value + 1 RETURNING value AS seq \\gset
INSERT INTO ctrs (org_id, year, seq, number, public_code, status, issued_at, issued_by, content_hash, generator_org_id,
  generator_name, generator_tax_id, generator_address, site_id, origin_address, origin_municipality_id, hauler_name,
  hauler_tax_id, hauler_licence_number, truck_id, truck_plate, driver_id, driver_name, waste_kind, waste_class, material,
  volume_m3, receiver_org_id, receiver_name, receiver_tax_id, receiver_licence_number, receiver_kind, receiver_address,
  transporter_signature)
VALUES (:org, 2099, :seq, '2099/' || lpad(cast(:seq as text), 6, '0'), md5(random()::text), 'issued', now(), :user,
  md5(random()::text), :gen, 'Gerador', '44555666000181', 'Rua Halfeld, 1200', :site, 'Rua Halfeld, 1200',
  'juiz-de-fora-mg', 'Caçambas Halfeld', '11222333000181', 'ALV-2025/0412', :truck, 'HMG4B21', :driver, 'Marcos',
  'rcc', 'A', 'Concreto e tijolos', 5, :recv, 'ATT Paraibuna', '22333444000181', 'LO-1', 'att', 'Estrada',
  '{"name":"Bench","role":"Despacho","at":"2099-01-01T00:00:00Z"}');
INSERT INTO audit_events (org_id, actor_user_id, action, entity, entity_id, after)
VALUES (:org, :user, 'ctr.issued', 'ctr', cast(:seq as text), '{"bench":true}');
COMMIT;
`,
);
const vars = {
  org: hauler.id,
  user: despacho.id,
  gen: generator.id,
  site: site.id,
  truck: truck.id,
  driver: driver.id,
  recv: receiver.id,
};
const out = execFileSync(
  "pgbench",
  [
    "-n",
    "-c",
    String(CLIENTS),
    "-j",
    "2",
    "-T",
    String(SECONDS),
    "-f",
    script,
    // pgbench substitutes variables as text: the uuids carry their quotes.
    ...Object.entries(vars).flatMap(([k, v]) => ["-D", `${k}='${v}'`]),
    url.toString(),
  ],
  { encoding: "utf8" },
);
const pgbenchTps = Number(Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0).toFixed(1));
console.log(`pgbench, same transaction: ${pgbenchTps} tps (${CLIENTS} clients, ${SECONDS} s)`);
const pctOf = (n: number) => (pgbenchTps ? `${((n / pgbenchTps) * 100).toFixed(1)} %` : "?");
console.log(
  `HTTP / pgbench: ${pctOf(issuePerSec)} (target ≥ 40 %); /api/health / pgbench: ${pctOf(healthPerSec)}; PDF p50 target ≤ 20 ms`,
);
await h.close();
await admin.unsafe(`drop database if exists ${dbName} with (force)`);
await admin.end();
console.log(JSON.stringify({ pdfP50Ms, pdfP95Ms, issuePerSec, pgbenchTps, healthPerSec }));
