import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { formatElapsed } from "../progress.mjs";
import { countDifferences, totalRows } from "./counts";
import { copyFolder } from "./files";
import { keysInTheWay, missingKeys, restoreKeys } from "./keys";
import { DATABASE_FILE, FILES_DIR, type Manifest, readManifest } from "./manifest";
import { type Log, OpsError } from "./ops-error";
import { restorePglite, withDataDirLock } from "./pglite";
import { assertReachable, postgresTarget, restorePostgres } from "./postgres";
import { hasEntries, type Installation, installationOf, withoutPassword } from "./where";

const KIND_LABEL = { postgres: "PostgreSQL (DATABASE_URL)", pglite: "banco embutido (PGlite)" } as const;

/** What is already in the installation that a restore would overwrite, as pt-BR lines; none when it is new. */
async function inTheWay(where: Installation, manifest: Manifest, dir: string): Promise<string[]> {
  const found: string[] = [];
  const { database } = where;
  if (database.kind === "postgres") {
    const target = await postgresTarget(database.url);
    if (target.otherSessions > 0)
      throw new OpsError(
        `Há ${target.otherSessions} outra(s) conexão(ões) abertas neste banco: pare o aplicativo (npm start) e tente de novo.`,
      );
    if (target.tables > 0) found.push(`o banco de destino já tem ${target.tables} tabelas`);
  } else if (hasEntries(database.dir)) {
    found.push(`já existe um banco embutido em ${database.dir}`);
  }
  if (manifest.files && hasEntries(where.filesDir))
    found.push(`já há arquivos enviados em ${where.filesDir}`);
  found.push(...keysInTheWay(manifest.keys, dir, where.dataDir));
  return found;
}

/**
 * `npm run restore -- <backup>`: puts the backup's database, uploaded files and keys back where
 * `npm start` finds them with this environment. Refuses (nothing changed) when any of them is already
 * there, unless `force`; then checks every table's rows against the manifest, and says loudly which
 * key the sealed data needs that neither the backup nor this environment gives back.
 */
export async function restoreBackup(
  env: NodeJS.ProcessEnv,
  from: string,
  { log, force = false }: { log: Log; force?: boolean },
): Promise<Record<string, number>> {
  const started = Date.now();
  const dir = resolve(from);
  const manifest = readManifest(dir);
  const where = installationOf(env);
  const { database } = where;
  if (manifest.kind !== database.kind)
    throw new OpsError(
      `Este backup é de um ${KIND_LABEL[manifest.kind]} e o destino configurado é um ${KIND_LABEL[database.kind]}. ` +
        (manifest.kind === "postgres"
          ? "Defina DATABASE_URL com o servidor onde restaurar."
          : "Restaure sem DATABASE_URL (no DATA_DIR desejado)."),
    );
  log(
    `Restaurando o backup de ${new Date(manifest.createdAt).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" })} ` +
      `(versão ${manifest.appVersion}, ${totalRows(manifest.tables).toLocaleString("pt-BR")} linhas).`,
  );
  const dbFile = join(dir, DATABASE_FILE[manifest.kind]);
  if (!existsSync(dbFile)) throw new OpsError(`Falta ${dbFile}: o backup está incompleto.`);

  const restore = async () => {
    const found = await inTheWay(where, manifest, dir);
    if (found.length > 0 && !force)
      throw new OpsError(
        `Nada foi alterado: ${found.join("; ")}. Para substituir tudo pelo backup, repita com --force ` +
          "(o conteúdo atual será apagado — faça antes um backup dele).",
      );
    if (database.kind === "postgres") {
      const shown = withoutPassword(database.url);
      log(`Destino: PostgreSQL em ${shown}.`);
      return restorePostgres(database.url, dbFile, found.length > 0, log);
    }
    log(`Destino: banco embutido em ${where.dataDir}.`);
    return restorePglite(database.dir, dbFile, manifest.serverVersion, log);
  };
  let tables: Record<string, number>;
  if (database.kind === "postgres") {
    await assertReachable(database.url, withoutPassword(database.url));
    tables = await restore();
  } else {
    tables = await withDataDirLock(database.dir, restore);
  }

  if (manifest.files && where.filesDir) {
    if (manifest.files.count > 0)
      log(
        `Restaurando ${manifest.files.count.toLocaleString("pt-BR")} arquivo(s) enviados em ${where.filesDir}…`,
      );
    copyFolder(join(dir, FILES_DIR), where.filesDir, true);
  } else if (manifest.files && !where.filesDir) {
    log(
      `Os ${manifest.files.count} arquivos do backup estão em ${join(dir, FILES_DIR)}: este ambiente usa S3; envie-os ao bucket com as ferramentas do provedor.`,
    );
  }
  mkdirSync(where.dataDir, { recursive: true });
  restoreKeys(manifest.keys, dir, where.dataDir);

  const differences = countDifferences(manifest.tables, tables);
  if (differences.length > 0)
    throw new OpsError(`O banco restaurado não confere com o backup:\n  ${differences.join("\n  ")}`);
  log(
    `Conferido: ${Object.keys(tables).length} tabelas, ${totalRows(tables).toLocaleString("pt-BR")} linhas, iguais ao backup.`,
  );
  for (const line of missingKeys(manifest.keys, env)) log(line);
  log(
    `Restauração concluída em ${formatElapsed(Date.now() - started)}. Inicie o aplicativo com npm start (ele aplica as migrações que faltarem).`,
  );
  return tables;
}
