import { createServer } from "node:http";
import { join } from "node:path";
import next from "next";
import { getDbHandle } from "@/server/db/client";
import { DataDirLockedError } from "@/server/db/data-dir-lock";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from "@/server/db/seed/demo";
import { createEdge } from "@/server/http/edge";
import { startBackgroundJobs } from "@/server/jobs/start";
import { ensureAuthSecret } from "./auth-secret";
import { buildIfNeeded } from "./build-if-needed";

const root = process.cwd();
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const dataDir = process.env.DATA_DIR ?? join(root, ".data");
process.env.DATA_DIR = dataDir;

ensureAuthSecret(dataDir);
await buildIfNeeded(root);

console.log("Abrindo o banco de dados e aplicando as migrações…");

let handle: Awaited<ReturnType<typeof getDbHandle>>;
try {
  handle = await getDbHandle();
} catch (e) {
  if (e instanceof DataDirLockedError) {
    console.error(`\n${e.message}\n`);
    process.exit(1);
  }
  throw e;
}
const where = handle.kind === "pglite" ? `PGlite embutido em ${dataDir}` : "PostgreSQL (DATABASE_URL)";
console.log(`Banco: ${where}; migrações aplicadas.`);
if (await seedDemoIfEmpty(handle.db)) console.log("Banco vazio: dados de demonstração carregados.");
console.log("Iniciando o servidor…");

const stopJobs = startBackgroundJobs(handle.db);

const app = next({ dev: false, dir: root, hostname: "localhost", port });
await app.prepare();
const requestHandler = app.getRequestHandler();
// What every request goes through before Next (client address and protocol, security headers with the CSP
// nonce, refusal of cross-site writes, what is left of unread bodies): src/server/http/edge.ts.
const edge = createEdge(process.env);
const server = createServer((req, res) => {
  if (edge(req, res)) return;
  void requestHandler(req, res);
});
server.listen(port, hostname, () => {
  console.log(`\nCaçamba Certa em http://localhost:${port}\n`);
  console.log(
    `Abra esse endereço no navegador e entre com uma das contas de demonstração (senha ${DEMO_PASSWORD}):`,
  );
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(40)} ${a.label}`);
  console.log("\nPara parar o servidor: Ctrl+C.");
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  stopJobs();
  await handle.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
