import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import packageJson from "../../package.json";
import { formatElapsed } from "../progress.mjs";
import { totalRows } from "./counts";
import { copyFolder, folderSize, removeEmptyUpTo } from "./files";
import { backUpKeys, type KeyEntry } from "./keys";
import { DATABASE_FILE, FILES_DIR, formatBytes, type Manifest, writeManifest } from "./manifest";
import { type Log, OpsError } from "./ops-error";
import { dumpPglite, withDataDirLock } from "./pglite";
import { assertReachable, dumpPostgres } from "./postgres";
import { installationOf, withoutPassword } from "./where";

/** `2025-06-10T14:03:07.123Z` → `2025-06-10-140307` (UTC), sortable and safe in any file system. */
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace("T", "-").replaceAll(":", "");

/**
 * `npm run backup`: the database (pg_dump of the server in DATABASE_URL, else PGlite's dump of the
 * embedded one, which needs the app stopped), the uploaded files on local disk and every key of
 * `DATA_DIR` the data needs (keys.ts), into a new folder under `into`, with a manifest of every
 * table's rows and of the keys. The folder is named only when complete (`….parcial` while it is
 * written); a refusal or failure leaves no folder behind. Answers its path.
 */
export async function makeBackup(
  env: NodeJS.ProcessEnv,
  into: string,
  { log, now = new Date() }: { log: Log; now?: Date },
): Promise<string> {
  const started = Date.now();
  const where = installationOf(env);
  const { database } = where;
  const target = resolve(into, `cacamba-certa-${database.kind}-${stamp(now)}`);

  const write = async (dump: (file: string) => Promise<DumpFacts>) => {
    const partial = `${target}.parcial`;
    rmSync(partial, { recursive: true, force: true });
    const made = mkdirSync(partial, { recursive: true });
    try {
      const facts = await dump(join(partial, DATABASE_FILE[database.kind]));
      log(
        `${Object.keys(facts.tables).length} tabelas, ${totalRows(facts.tables).toLocaleString("pt-BR")} linhas.`,
      );
      const files = copyFiles(where.filesDir, partial, log);
      const keys = backUpKeys(where.dataDir, partial, env, facts.sealed);
      for (const line of describeKeys(keys)) log(line);
      writeManifest(partial, {
        format: 2,
        kind: database.kind,
        createdAt: now.toISOString(),
        appVersion: packageJson.version,
        serverVersion: facts.serverVersion,
        tables: facts.tables,
        files,
        keys,
        sealed: facts.sealed,
      });
      renameSync(partial, target);
    } catch (e) {
      rmSync(partial, { recursive: true, force: true });
      removeEmptyUpTo(dirname(partial), made);
      throw e;
    }
  };

  if (database.kind === "postgres") {
    const shown = withoutPassword(database.url);
    log(`Backup do PostgreSQL em ${shown} (DATABASE_URL).`);
    await assertReachable(database.url, shown);
    await write((file) => dumpPostgres(database.url, file, log));
  } else {
    log(`Backup do banco embutido (PGlite) em ${where.dataDir}.`);
    if (!existsSync(database.dir))
      throw new OpsError(`Não há banco embutido em ${database.dir}: nada para copiar. Confira DATA_DIR.`);
    // Taken before anything is written: with the app running, the command stops and leaves nothing behind.
    await withDataDirLock(database.dir, () => write((file) => dumpPglite(database.dir, file, log)));
  }
  log(`Backup pronto em ${target} (${formatElapsed(Date.now() - started)}).`);
  log(
    "Guarde-o em lugar protegido: ele contém todos os dados e as chaves que os abrem (certificados A1, senhas do MTR, sessões).",
  );
  return target;
}

type DumpFacts = Awaited<ReturnType<typeof dumpPostgres>>;

/** The uploaded files on local disk into the backup; null (said in the log) when they live in S3. */
function copyFiles(filesDir: string | null, partial: string, log: Log): Manifest["files"] {
  if (!filesDir) {
    log(
      "Os arquivos enviados estão no bucket S3 (S3_BUCKET) e não entram neste backup: use o versionamento ou a cópia do próprio provedor.",
    );
    return null;
  }
  log(`Copiando os arquivos enviados (${filesDir})…`);
  copyFolder(filesDir, join(partial, FILES_DIR));
  const files = folderSize(join(partial, FILES_DIR));
  log(`Arquivos copiados: ${files.count.toLocaleString("pt-BR")} (${formatBytes(files.bytes)}).`);
  return files;
}

/** One pt-BR line per key: copied, or kept only in a variable the operator must keep with the backup. */
function describeKeys(keys: KeyEntry[]): string[] {
  return keys
    .filter((k) => k.copied || k.inEnvironment)
    .map((k) =>
      k.inEnvironment
        ? `A chave ${k.variable} (${k.opens}) está no ambiente e NÃO entra no backup: guarde-a junto dele.`
        : `Chave copiada: ${k.file} (${k.opens}).`,
    );
}
