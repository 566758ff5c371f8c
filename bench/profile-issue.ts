/**
 * Where the server's CPU goes in `ctr.hauler.issue`: runs the real server (1 process, PostgreSQL) under
 * `node --cpu-prof`, issues CTRs over HTTP with the bench's closed loop, stops it, and prints the
 * self time by package or project folder and the top functions. The issuance's cost is cut where this
 * points (issue 19). Run: npm run bench:profile  (PostgreSQL as for bench:ctr). Not part of the suite.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfNeeded } from "../scripts/build-if-needed";
import { DEMO_PASSWORD } from "../src/server/db/seed/demo-accounts";
import { signInOverHttp } from "../tests/e2e/helpers/http-session";
import { benchDatabase, benchServer, type Load, load, loadAverage } from "./http-load";
import { issueWorld } from "./issue-input";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The package (`node_modules/<pkg>`), the project folder (`src/server/...`) or node's own code. */
function placeOf(url: string): string {
  if (!url) return "(native/GC/idle)";
  const pkg = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (pkg?.[1]) return pkg[1];
  const own = url.match(/\/(src|scripts)\/(([^/]+\/){0,2})/);
  if (own) return `${own[1]}/${own[2]}`;
  if (url.startsWith("node:")) return "node:*";
  return url.replace(/^file:\/\//, "").slice(-60);
}

const bench = await benchDatabase();
await buildIfNeeded(process.cwd());
const { input } = await issueWorld(bench.h.db);
const dir = mkdtempSync(join(tmpdir(), "cc-prof-"));
const server = await benchServer(bench.url, 1, {}, ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
let issued: Load;
/** Load start, load end and server exit on this process's clock, in µs. */
const windowUs = [0, 0, 0];
try {
  const session = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
  for (let i = 0; i < 30; i++) await session.mutate("ctr.hauler.issue", input);
  windowUs[0] = Number(process.hrtime.bigint() / 1000n);
  issued = await load(server, {
    method: "POST",
    path: "/api/trpc/ctr.hauler.issue",
    body: JSON.stringify({ json: input }),
    headers: { "content-type": "application/json", cookie: session.cookie() },
  });
  windowUs[1] = Number(process.hrtime.bigint() / 1000n);
} finally {
  await server.stop();
  windowUs[2] = Number(process.hrtime.bigint() / 1000n);
}
await bench.drop();

// The server process's profile is the largest of those written (start.mjs and tsx write small ones).
const files = readdirSync(dir)
  .map((f) => join(dir, f))
  .sort((a, b) => statSync(b).size - statSync(a).size);
const profile = JSON.parse(readFileSync(files[0] ?? "", "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfByPlace = new Map<string, number>();
const selfByFunction = new Map<string, number>();
// The profile ends when the server exits: only the samples of the load's window count (not start-up).
const [loadStart = 0, loadEnd = 0, exited = 0] = windowUs;
const from = profile.endTime - (exited - loadStart);
const to = profile.endTime - (exited - loadEnd);
let at = profile.startTime;
for (const [i, id] of profile.samples.entries()) {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from || at > to) continue;
  const n = byId.get(id);
  if (!n) continue;
  const name = n.callFrame.functionName || "(anonymous)";
  if (name === "(idle)" || name === "(program)") continue;
  const place = name === "(garbage collector)" ? "(garbage collector)" : placeOf(n.callFrame.url);
  selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + 1);
  const fn = `${name} ${placeOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + 1);
}
const busy = [...selfByPlace.values()].reduce((a, b) => a + b, 0);
const top = (m: Map<string, number>, k: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, n]) => `  ${((n / busy) * 100).toFixed(1).padStart(5)} %  ${name}`)
    .join("\n");
console.log(
  `Emissão: ${issued.perSec} CTR/s, ${issued.cpuMsPerRequest} ms de CPU do servidor por emissão (${issued.ok} emissões); load average ${loadAverage()}`,
);
console.log(`Tempo próprio de CPU por lugar (amostras ocupadas: ${busy}):\n${top(selfByPlace, 20)}`);
console.log(`Funções com mais tempo próprio:\n${top(selfByFunction, 25)}`);
