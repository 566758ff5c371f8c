/**
 * `npm run backup [-- <pasta>]`: a backup of the database, the uploaded files and the keys of DATA_DIR
 * the data needs (certificates, MTR passwords, sessions) of the installation this environment names
 * (DATABASE_URL, DATA_DIR), into a new folder under <pasta> (default `backups/`); the embedded database
 * with the app stopped. Exit 0 done, 1 refused or failed (pt-BR message), 2 usage.
 * docs/operacao/backup.md.
 */
import { DataDirLockedError } from "@/server/db/data-dir-lock";
import { makeBackup } from "./backup/make-backup";
import { OpsError } from "./backup/ops-error";

const args = process.argv.slice(2);
if (args.length > 1 || args.some((a) => a.startsWith("-"))) {
  console.error("Uso: npm run backup [-- <pasta onde criar o backup>]   (padrão: backups/)");
  process.exit(2);
}
try {
  await makeBackup(process.env, args[0] ?? "backups", { log: (line) => console.log(line) });
} catch (e) {
  if (!(e instanceof OpsError || e instanceof DataDirLockedError)) throw e;
  console.error(`\nBackup não feito. ${e.message}\n`);
  process.exit(1);
}
