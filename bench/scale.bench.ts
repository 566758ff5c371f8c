/**
 * Growth by processes and by hosts, on one machine. Two works of the dispatcher's, each loaded with wrk
 * through HAProxy at 1 host × 1 process, 1 × 2 and 2 × 2, then 2 × 2 again with the hosts on PgBouncer
 * (transaction mode): one CTR's PDF (its three vias drawn on every request: the app's own CPU) and the
 * authenticated read `ctr.hauler.get` (session decode, user and membership check, one org-scoped read).
 * The two hosts live in network namespaces of their own (bench/scale/netns.ts), each with
 * WEB_CONCURRENCY=2 and its own working folder, and share one PostgreSQL, one S3 server and the session
 * key. Between the runs it checks: a session across hosts, a file across hosts, background jobs
 * run once, and a host killed mid-write losing nothing acknowledged (directly and through the pooler).
 * Run (as root; installs wrk, haproxy, pgbouncer with apt when missing): npm run bench:scale
 * Last line: one JSON object; its issue-45 keys (`oneByOneRps` …) are the PDF's, the read's start with `read`.
 */
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { eq } from "drizzle-orm";
import { buildIfNeeded } from "../scripts/build-if-needed";
import { ctrs, orgs } from "../src/server/db/schema";
import { DEMO_PASSWORD } from "../src/server/db/seed/demo-accounts";
import { signInOverHttp } from "../tests/e2e/helpers/http-session";
import { benchDatabase, cpuSeconds, loadAverage, machineCpu } from "./http-load";
import { issueWorld } from "./issue-input";
import { type AppHost, startAppHost } from "./scale/app-host";
import { fileAcrossHosts, jobsOnce, killMidWrite, sessionAcrossHosts } from "./scale/checks";
import { createHosts } from "./scale/netns";
import { type Daemon, startHaproxy, startPgbouncer, startS3, startSmtpSink } from "./scale/services";
import { ensureScaleTools } from "./scale/tools";
import { wrk } from "./scale/wrk";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

ensureScaleTools();
await buildIfNeeded(process.cwd());

const cleanups: (() => unknown)[] = [];
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (e) {
      console.error(`limpeza: ${(e as Error).message}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

let hosts: AppHost[] = [];
const stopHosts = async () => {
  await Promise.all(hosts.map((h) => h.stop()));
  hosts = [];
};

try {
  const bench = await benchDatabase();
  cleanups.push(() => bench.drop());
  const database = new URL(bench.url).pathname.slice(1);
  const [hauler] = await bench.h.db.select().from(orgs).where(eq(orgs.taxId, "11222333000181"));
  const [ctr] = await bench.h.db
    .select({ id: ctrs.id })
    .from(ctrs)
    .where(eq(ctrs.orgId, hauler?.id ?? ""));
  if (!ctr) throw new Error("no demo CTR");
  const { input } = await issueWorld(bench.h.db);

  const net = createHosts(2);
  cleanups.push(() => net.remove());
  const s3 = await startS3();
  cleanups.push(() => s3.stop());
  const smtp = await startSmtpSink(net.hosts);
  cleanups.push(() => smtp.stop());
  const balancer = await startHaproxy(net.hosts, s3.port);
  cleanups.push(() => balancer.stop());
  cleanups.push(() => Promise.all(hosts.map((h) => h.kill())));
  const shared = {
    ...s3.env,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    NFSE_CERT_KEY: randomBytes(32).toString("base64"),
  };
  const start = async (count: number, processes: number, pooled: boolean) => {
    hosts = await Promise.all(
      net.hosts
        .slice(0, count)
        .map((h) => startAppHost({ net: h, processes, database, pooled, env: shared })),
    );
  };

  console.log(
    `${availableParallelism()} núcleos; wrk ${CLIENTS} clientes, ${SECONDS} s por medida; ` +
      `load average no início: ${loadAverage()}`,
  );
  /**
   * Two works, measured at every arrangement: the CTR's PDF (the three vias drawn on every request: the
   * app's own CPU, what app hosts exist to add) and the read (`ctr.hauler.get`: a few milliseconds of
   * app, PostgreSQL and wrk on the same cores). The issue's keys are the PDF's; the read's go with `read`.
   */
  const works = {
    pdf: { noun: "PDFs", path: `/api/ctr/hauler/${ctr.id}/pdf`, warmups: 60 },
    read: {
      noun: "leituras",
      path: `/api/trpc/ctr.hauler.get?input=${encodeURIComponent(JSON.stringify({ json: { id: ctr.id } }))}`,
      warmups: 50,
    },
  };
  type Work = keyof typeof works;
  const cpuLines: { label: string; rps: number; p99Ms: number; cpuMs: number; busyPct: number }[] = [];
  const downs = () => balancer.output().match(/ is DOWN/g)?.length ?? 0;
  const measureOne = async (work: Work, label: string, url: string, processes: number) => {
    const { noun, path, warmups } = works[work];
    const line = `${label}, ${noun}`;
    const downsBefore = downs();
    for (let i = 0; i < warmups * processes; i++) {
      const r = await fetch(`${url}${path}`, { headers: { cookie: session.cookie() } });
      if (r.status !== 200) throw new Error(`${line}: o aquecimento recebeu HTTP ${r.status}`);
      await r.arrayBuffer();
    }
    const cpu0 = hosts.map((h) => cpuSeconds(h.process.pid ?? 0));
    const machine0 = machineCpu();
    const m = await wrk(`${url}${path}`, { cookie: session.cookie() }, CLIENTS, SECONDS);
    const machine1 = machineCpu();
    const appCpu = hosts.reduce((sum, h, i) => sum + cpuSeconds(h.process.pid ?? 0) - (cpu0[i] ?? 0), 0);
    const busy = (machine1.busy - machine0.busy) / (machine1.total - machine0.total);
    const cpuMs = Number(((appCpu / Math.max(m.ok, 1)) * 1000).toFixed(2));
    cpuLines.push({ label: line, rps: m.rps, p99Ms: m.p99Ms, cpuMs, busyPct: Math.round(busy * 100) });
    console.log(
      `${line}: ${m.rps} por segundo, p99 ${m.p99Ms} ms (${m.ok} ok, ${m.failed} falhas); ` +
        `CPU do app ${cpuMs} ms por pedido; máquina ${Math.round(busy * 100)} % ocupada; load average ${loadAverage()}`,
    );
    if (m.failed > 0)
      console.log(
        `atenção: ${line}: ${m.failed} pedidos falharam (respostas não 2xx/3xx ${m.failures.non2xx3xx}; ` +
          `soquete: conexão ${m.failures.connect}, leitura ${m.failures.read}, escrita ${m.failures.write}, ` +
          `tempo esgotado ${m.failures.timeout}); o HAProxy tirou um host ${downs() - downsBefore} vez(es)`,
      );
    return m;
  };
  const measure = async (label: string, url: string, processes: number) => ({
    pdf: await measureOne("pdf", label, url, processes),
    read: await measureOne("read", label, url, processes),
  });
  // HAProxy checks /api/health every second and takes a host in at its first 200 (rise 1).
  const checkedIn = () => new Promise((r) => setTimeout(r, 2_500));

  await start(1, 1, false);
  await checkedIn();
  const session = await signInOverHttp(
    balancer.oneHostUrl,
    "despacho@demo.cacambacerta.com.br",
    DEMO_PASSWORD,
  );
  const oneByOne = await measure("1 host × 1 processo", balancer.oneHostUrl, 1);
  await stopHosts();

  await start(2, 2, false);
  await checkedIn();
  const oneByTwo = await measure("1 host × 2 processos", balancer.oneHostUrl, 2);
  const twoByTwo = await measure("2 hosts × 2 processos", balancer.twoHostsUrl, 4);

  const [a, b] = hosts as [AppHost, AppHost];
  console.log(`✔ ${await sessionAcrossHosts(a, b, ctr.id)}`);
  console.log(`✔ ${await fileAcrossHosts(b, a)}`);
  console.log(`✔ ${await jobsOnce(bench.h.db, smtp.deliveries, 20)}`);
  const issuer = await signInOverHttp(a.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
  const killDirect = await killMidWrite({
    db: bench.h.db,
    balancerUrl: balancer.twoHostsUrl,
    cookie: issuer.cookie(),
    input,
    victim: b,
    clients: 8,
    killAfterMs: 3_000,
  });
  console.log(
    `${killDirect.lost === 0 ? "✔" : "✘"} ${b.net.ns} morto (kill -9) no meio das emissões: ` +
      `${killDirect.acknowledged} confirmadas, ${killDirect.lost} perdidas, ${killDirect.notAcknowledged} sem ` +
      `confirmação, ${killDirect.storedBeyond} gravadas sem confirmação chegar`,
  );
  await stopHosts();

  const pgbouncer: Daemon = await startPgbouncer(net.hosts);
  cleanups.push(() => pgbouncer.stop());
  await start(2, 2, true);
  await checkedIn();
  const pooled = await measure("2 hosts × 2 processos, PgBouncer (transação)", balancer.twoHostsUrl, 4);
  const [pa, pb] = hosts as [AppHost, AppHost];
  console.log(`✔ pelo PgBouncer: ${await sessionAcrossHosts(pb, pa, ctr.id)}`);
  console.log(`✔ pelo PgBouncer: ${await jobsOnce(bench.h.db, smtp.deliveries, 20)}`);
  const killPooled = await killMidWrite({
    db: bench.h.db,
    balancerUrl: balancer.twoHostsUrl,
    cookie: issuer.cookie(),
    input,
    victim: pa,
    clients: 8,
    killAfterMs: 3_000,
  });
  console.log(
    `${killPooled.lost === 0 ? "✔" : "✘"} pelo PgBouncer, ${pa.net.ns} morto no meio das emissões: ` +
      `${killPooled.acknowledged} confirmadas, ${killPooled.lost} perdidas, ${killPooled.notAcknowledged} sem ` +
      `confirmação, ${killPooled.storedBeyond} gravadas sem confirmação chegar`,
  );
  await stopHosts();

  const factorOf = (work: Work) => Number((twoByTwo[work].rps / (oneByOne[work].rps || 1)).toFixed(2));
  const factor = factorOf("pdf");
  console.log(`Fator de 1 × 1 para 2 × 2: PDFs ${factor}× (meta: 1,4×); leituras ${factorOf("read")}×`);
  const result = {
    work: "GET /api/ctr/hauler/<id>/pdf",
    oneByOneRps: oneByOne.pdf.rps,
    oneByTwoRps: oneByTwo.pdf.rps,
    twoByTwoRps: twoByTwo.pdf.rps,
    oneByOneP99Ms: oneByOne.pdf.p99Ms,
    oneByTwoP99Ms: oneByTwo.pdf.p99Ms,
    twoByTwoP99Ms: twoByTwo.pdf.p99Ms,
    poolerTwoByTwoRps: pooled.pdf.rps,
    poolerTwoByTwoP99Ms: pooled.pdf.p99Ms,
    twoByTwoFactor: factor,
    readOneByOneRps: oneByOne.read.rps,
    readOneByTwoRps: oneByTwo.read.rps,
    readTwoByTwoRps: twoByTwo.read.rps,
    readTwoByTwoP99Ms: twoByTwo.read.p99Ms,
    readPoolerTwoByTwoRps: pooled.read.rps,
    readTwoByTwoFactor: factorOf("read"),
    appCpuMsPerRequest: Object.fromEntries(cpuLines.map((c) => [c.label, c.cpuMs])),
    machineBusyPct: Object.fromEntries(cpuLines.map((c) => [c.label, c.busyPct])),
    lostAcknowledged: killDirect.lost + killPooled.lost,
    acknowledgedDuringKills: killDirect.acknowledged + killPooled.acknowledged,
    load: loadAverage(),
  };
  await cleanUp();
  console.log(JSON.stringify(result));
  if (result.lostAcknowledged > 0) process.exitCode = 1;
} catch (e) {
  for (const h of hosts) console.error(`--- ${h.net.ns} ---\n${h.output().slice(-3000)}`);
  await cleanUp();
  throw e;
}
