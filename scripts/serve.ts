import cluster from "node:cluster";
import { join } from "node:path";
import { type DbHandle, getDbHandle, openMigratedDbHandle } from "@/server/db/client";
import { DataDirLockedError } from "@/server/db/data-dir-lock";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from "@/server/db/seed/demo";
import { sealedDataProblems } from "@/server/services/sealed-data";
import { runAppServer } from "./app-server";
import { ensureAuthSecret, ensureNfseCertKey } from "./auth-secret";
import { buildIfNeeded } from "./build-if-needed";
import { runCluster } from "./cluster";
import { startNfseSimulator } from "./nfse-simulator";
import { workerCount } from "./worker-count";

const root = process.cwd();
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const dataDir = process.env.DATA_DIR ?? join(root, ".data");
process.env.DATA_DIR = dataDir;

function welcome(processes: number) {
  const how = processes > 1 ? ` (${processes} processos)` : "";
  console.log(`\nCaçamba Certa em http://localhost:${port}${how}\n`);
  console.log(
    `Abra esse endereço no navegador e entre com uma das contas de demonstração (senha ${DEMO_PASSWORD}):`,
  );
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(40)} ${a.label}`);
  console.log(
    hostname === "0.0.0.0"
      ? "\nO servidor atende em todas as interfaces de rede (0.0.0.0): outros computadores da rede também o alcançam. Para atender só nesta máquina: HOST=127.0.0.1 npm start."
      : `\nO servidor atende só no endereço ${hostname} (HOST).`,
  );
  console.log("\nPara parar o servidor: Ctrl+C.");
}

/**
 * Opens the database, applies the migrations and loads the demo data into an empty one; says loudly
 * when sealed data does not open with this process's keys.
 */
async function prepareDatabase(): Promise<DbHandle> {
  console.log("Abrindo o banco de dados e aplicando as migrações…");
  let handle: DbHandle;
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
  for (const problem of await sealedDataProblems(handle.db)) console.error(`\nATENÇÃO: ${problem}\n`);
  return handle;
}

if (cluster.isPrimary) {
  const { workers, notice, error } = workerCount(process.env);
  if (error) {
    console.error(`\n${error}\n`);
    process.exit(1);
  }
  if (notice) console.log(notice);
  ensureAuthSecret(dataDir);
  ensureNfseCertKey(dataDir);
  await startNfseSimulator(dataDir);
  await buildIfNeeded(root);
  const handle = await prepareDatabase();
  if (workers === 1) {
    console.log("Iniciando o servidor…");
    await runAppServer({ root, port, hostname, handle, onListening: () => welcome(1) });
  } else {
    // Migrations and demo data once, here; each worker opens its own connections (AUTH_SECRET and
    // the rest of the environment are inherited).
    await handle.close();
    console.log(`Iniciando ${workers} processos do servidor na mesma porta…`);
    runCluster(workers, () => welcome(workers));
  }
} else {
  const handle = await openMigratedDbHandle();
  await runAppServer({ root, port, hostname, handle });
}
