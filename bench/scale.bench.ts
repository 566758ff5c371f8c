/**
 * Growth by processes: an authenticated read (`ctr.hauler.get` of one CTR, as the dispatcher: session
 * decode, user and membership check, one org-scoped read) over HTTP against the real server on
 * PostgreSQL at 1 and at 2 processes (WEB_CONCURRENCY), and the scaling factor between them. The
 * machine's cores bound it (the load generator, PostgreSQL and the servers share them): the load
 * average is printed with the numbers. Last line: one JSON object.
 * Run: npm run bench:scale  (PostgreSQL from BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local).
 */
import { availableParallelism } from "node:os";
import { eq } from "drizzle-orm";
import { buildIfNeeded } from "../scripts/build-if-needed";
import { ctrs, orgs } from "../src/server/db/schema";
import { DEMO_PASSWORD } from "../src/server/db/seed/demo-accounts";
import { signInOverHttp } from "../tests/e2e/helpers/http-session";
import { benchDatabase, benchServer, CLIENTS, load, loadAverage, loadGenerator, SECONDS } from "./http-load";

const bench = await benchDatabase();
const [hauler] = await bench.h.db.select().from(orgs).where(eq(orgs.taxId, "11222333000181"));
const [ctr] = await bench.h.db
  .select({ id: ctrs.id })
  .from(ctrs)
  .where(eq(ctrs.orgId, hauler?.id ?? ""));
if (!ctr) throw new Error("no demo CTR");
await buildIfNeeded(process.cwd());

console.log(
  `${availableParallelism()} núcleos; carga: ${loadGenerator() === "wrk" ? "wrk" : "fetch do Node"}; ` +
    `load average no início: ${loadAverage()}`,
);
const perSec: Record<number, number> = {};
for (const processes of [1, 2]) {
  const server = await benchServer(bench.url, processes);
  try {
    const session = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const read = async () => (await session.query("ctr.hauler.get", { id: ctr.id })).status === 200;
    for (let i = 0; i < 50 * processes; i++) if (!(await read())) throw new Error("read failed");
    const r = await load(server, {
      method: "GET",
      path: `/api/trpc/ctr.hauler.get?input=${encodeURIComponent(JSON.stringify({ json: { id: ctr.id } }))}`,
      headers: { cookie: session.cookie() },
    });
    perSec[processes] = r.perSec;
    console.log(
      `${processes} processo(s): ${r.perSec} leituras/s (${r.ok} ok, ${r.failed} falhas, ` +
        `${r.cpuMsPerRequest} ms de CPU do servidor por leitura; ${CLIENTS} clientes, ${SECONDS} s); ` +
        `load average ${loadAverage()}`,
    );
  } finally {
    await server.stop();
  }
}
const factor = Number(((perSec[2] ?? 0) / (perSec[1] || 1)).toFixed(2));
console.log(`Fator de escala de 1 para 2 processos: ${factor}×`);
await bench.drop();
console.log(JSON.stringify({ readPerSec1: perSec[1], readPerSec2: perSec[2], factor, load: loadAverage() }));
