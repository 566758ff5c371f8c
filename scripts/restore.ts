/**
 * `npm run restore -- <pasta do backup> [--force]`: puts a backup made by `npm run backup` back into the
 * installation this environment names (DATABASE_URL, DATA_DIR). Without --force it refuses, changing
 * nothing, when there is already a database, files or other keys there; says which key the sealed
 * data needs that the backup lacks. Exit 0 done, 1 refused or failed (pt-BR message), 2 usage.
 * docs/operacao/backup.md.
 */
import { DataDirLockedError } from "@/server/db/data-dir-lock";
import { OpsError } from "./backup/ops-error";
import { restoreBackup } from "./backup/restore-backup";

const args = process.argv.slice(2);
const force = args.includes("--force");
const rest = args.filter((a) => a !== "--force");
if (rest.length !== 1 || rest.some((a) => a.startsWith("-"))) {
  console.error("Uso: npm run restore -- <pasta do backup> [--force]");
  process.exit(2);
}
try {
  await restoreBackup(process.env, rest[0] ?? "", { log: (line) => console.log(line), force });
} catch (e) {
  if (!(e instanceof OpsError || e instanceof DataDirLockedError)) throw e;
  console.error(`\nRestauração não concluída. ${e.message}\n`);
  process.exit(1);
}
