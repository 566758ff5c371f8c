import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import packageJson from "../../package.json";
import { formatElapsed } from "../progress.mjs";
import { totalRows } from "./counts";
import { copyFolder, folderSize } from "./files";
import {
  AUTH_SECRET_FILE,
  DATABASE_FILE,
  FILES_DIR,
  formatBytes,
  type Manifest,
  writeManifest,
} from "./manifest";
import type { Log } from "./ops-error";
import { dumpPglite, withDataDirLock } from "./pglite";
import { assertReachable, dumpPostgres } from "./postgres";
import { installationOf, withoutPassword } from "./where";

/** `2025-06-10T14:03:07.123Z` → `2025-06-10-140307` (UTC), sortable and safe in any file system. */
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace("T", "-").replaceAll(":", "");

/**
 * `npm run backup`: the database (pg_dump of the server in DATABASE_URL, else PGlite's dump of the
 * embedded one, which needs the app stopped), the uploaded files on local disk and the generated
 * AUTH_SECRET, into a new folder under `into`, with a manifest of every table's rows. The folder is
 * named only when complete (`….parcial` while it is written). Answers its path.
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
  const partial = `${target}.parcial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    const dbFile = join(partial, DATABASE_FILE[database.kind]);
    let facts: { serverVersion: string; tables: Record<string, number> };
    if (database.kind === "postgres") {
      const shown = withoutPassword(database.url);
      log(`Backup do PostgreSQL em ${shown} (DATABASE_URL).`);
      await assertReachable(database.url, shown);
      facts = await dumpPostgres(database.url, dbFile, log);
    } else {
      log(`Backup do banco embutido (PGlite) em ${where.dataDir}.`);
      facts = await withDataDirLock(database.dir, () => dumpPglite(database.dir, dbFile, log));
    }
    log(
      `${Object.keys(facts.tables).length} tabelas, ${totalRows(facts.tables).toLocaleString("pt-BR")} linhas.`,
    );
    let files: Manifest["files"] = null;
    if (where.filesDir) {
      log(`Copiando os arquivos enviados (${where.filesDir})…`);
      copyFolder(where.filesDir, join(partial, FILES_DIR));
      files = folderSize(join(partial, FILES_DIR));
      log(`Arquivos copiados: ${files.count.toLocaleString("pt-BR")} (${formatBytes(files.bytes)}).`);
    } else {
      log(
        "Os arquivos enviados estão no bucket S3 (S3_BUCKET) e não entram neste backup: use o versionamento ou a cópia do próprio provedor.",
      );
    }
    const authSecret = existsSync(where.authSecretFile);
    if (authSecret) copyFileSync(where.authSecretFile, join(partial, AUTH_SECRET_FILE));
    writeManifest(partial, {
      format: 1,
      kind: database.kind,
      createdAt: now.toISOString(),
      appVersion: packageJson.version,
      serverVersion: facts.serverVersion,
      tables: facts.tables,
      files,
      authSecret,
    });
    renameSync(partial, target);
  } catch (e) {
    rmSync(partial, { recursive: true, force: true });
    throw e;
  }
  log(`Backup pronto em ${target} (${formatElapsed(Date.now() - started)}).`);
  log(
    "Guarde-o em lugar protegido: ele contém todos os dados (e, quando o aplicativo a gerou, a chave das sessões).",
  );
  return target;
}
