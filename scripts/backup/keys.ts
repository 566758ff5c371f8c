import { cpSync, existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { hasEntries } from "./where";

type Env = Record<string, string | undefined>;

/** Rows the database keeps sealed, by what seals them: a key missing after a restore makes them unreadable. */
export interface SealedCounts {
  /** `nfse_settings` rows with an A1 certificate (sealed with `NFSE_CERT_KEY`). */
  certificates: number;
  /** `mtr_credentials` rows (passwords sealed with `CREDENTIALS_KEY`, else a key derived from `AUTH_SECRET`). */
  mtrCredentials: number;
}

/**
 * A key the data depends on that lives outside the database: a file or folder of `DATA_DIR` (which
 * `npm start` makes when missing), or only an environment variable (`file: null`).
 */
interface DataKey {
  file: string | null;
  variable: string | null;
  /** What it opens, in pt-BR (written into the manifest for the operator). */
  opens: string;
  /** The sealed rows that stay unreadable without it, given the environment. */
  guards(sealed: SealedCounts, env: Env): number;
}

export const DATA_KEYS: DataKey[] = [
  {
    file: "nfse-cert-key",
    variable: "NFSE_CERT_KEY",
    opens: "os certificados A1 guardados dos transportadores (NFS-e)",
    guards: (s) => s.certificates,
  },
  {
    file: "auth-secret",
    variable: "AUTH_SECRET",
    opens:
      "as sessões e os links de um toque; sem CREDENTIALS_KEY, também as senhas guardadas dos sistemas MTR/CDF",
    guards: (s, env) => (env.CREDENTIALS_KEY ? 0 : s.mtrCredentials),
  },
  {
    file: null,
    variable: "CREDENTIALS_KEY",
    opens: "as senhas guardadas dos sistemas MTR/CDF",
    guards: (s, env) => (env.CREDENTIALS_KEY ? s.mtrCredentials : 0),
  },
  {
    file: "nfse-simulador",
    variable: null,
    opens:
      "a autoridade certificadora de teste do simulador da NFS-e (NFSE_MODE=fake), que assinou os certificados A1 de teste enviados",
    guards: () => 0,
  },
];

/** One key as the manifest lists it. */
export interface KeyEntry {
  file: string | null;
  variable: string | null;
  opens: string;
  /** Its file or folder is in the backup, under the same name. */
  copied: boolean;
  /** The variable was set when the backup was made: the app used it, not the file, and it is not in the backup. */
  inEnvironment: boolean;
  /** Sealed rows of the backup that need it. */
  guards: number;
}

/** Copies every key file of `dataDir` into the backup folder and answers the manifest's list. */
export function backUpKeys(
  dataDir: string,
  into: string,
  env: NodeJS.ProcessEnv,
  sealed: SealedCounts,
): KeyEntry[] {
  const entries: KeyEntry[] = [];
  for (const key of DATA_KEYS) {
    const inEnvironment = Boolean(key.variable && env[key.variable]);
    const source = key.file ? join(dataDir, key.file) : null;
    const copied = source !== null && existsSync(source);
    if (!copied && !inEnvironment && key.file === null) continue;
    if (copied && key.file) cpSync(source, join(into, key.file), { recursive: true });
    const { file, variable, opens } = key;
    entries.push({ file, variable, opens, copied, inEnvironment, guards: key.guards(sealed, env) });
  }
  return entries;
}

/** The keys of the backup that differ from those already in `dataDir`, as pt-BR lines (a restore would replace them). */
export function keysInTheWay(keys: KeyEntry[], backup: string, dataDir: string): string[] {
  const found: string[] = [];
  for (const { file, copied } of keys) {
    if (!file || !copied) continue;
    const here = join(dataDir, file);
    if (!existsSync(here)) continue;
    const there = join(backup, file);
    const same = statSync(here).isDirectory()
      ? !hasEntries(here)
      : readFileSync(here, "utf8") === readFileSync(there, "utf8");
    if (!same) found.push(`já há outro ${file} em ${here}`);
  }
  return found;
}

/** Puts the backup's key files back into `dataDir` (replacing what is there). */
export function restoreKeys(keys: KeyEntry[], backup: string, dataDir: string): void {
  for (const { file, copied } of keys)
    if (file && copied) cpSync(join(backup, file), join(dataDir, file), { recursive: true, force: true });
}

/**
 * The keys sealed data needs that neither the backup nor this environment gives back, as loud pt-BR
 * lines: without them those rows cannot be opened after the restore.
 */
export function missingKeys(keys: KeyEntry[], env: Env): string[] {
  return keys
    .filter((k) => (!k.copied || k.inEnvironment) && !(k.variable && env[k.variable]) && k.guards > 0)
    .map((k) => {
      const name = [k.file, k.variable].filter(Boolean).join(" / ");
      return (
        `ATENÇÃO: o backup não traz a chave ${name}, que abre ${k.opens} (${k.guards} registro(s) selado(s)). ` +
        (k.variable ? `Defina ${k.variable} com o valor do servidor antigo` : "Copie-a do servidor antigo") +
        (k.file ? ` (ou copie o arquivo ${k.file} dele para o DATA_DIR)` : "") +
        " antes de iniciar; sem ela, esses dados terão de ser enviados de novo."
      );
    });
}
