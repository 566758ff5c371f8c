import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DATA_KEYS, type KeyEntry, type SealedCounts } from "./keys";
import { OpsError } from "./ops-error";

export const MANIFEST = "manifesto.json";
/** The database inside a backup: `pg_dump --format=custom` of a server, or PGlite's own data-directory tarball. */
export const DATABASE_FILE = { postgres: "banco.pgdump", pglite: "banco-pglite.tar.gz" } as const;
export const FILES_DIR = "arquivos";

export interface Manifest {
  format: 2;
  kind: "postgres" | "pglite";
  createdAt: string;
  appVersion: string;
  /** `show server_version` of the database backed up (PGlite's data directory only opens on the same major version). */
  serverVersion: string;
  /** Rows per table (`schema.table`), checked again after a restore. */
  tables: Record<string, number>;
  /** Uploaded files copied from the local disk; null when they live in an S3 bucket (not in the backup). */
  files: { count: number; bytes: number } | null;
  /** The keys the data needs outside the database (keys.ts): which are in the backup, which only in the environment. */
  keys: KeyEntry[];
  /** Rows kept sealed by those keys. */
  sealed: SealedCounts;
}

/** Format 1 (before the keys were listed) had only `authSecret`, and no count of sealed rows: at most the tables' rows. */
function fromFormat1(m: Omit<Manifest, "format" | "keys" | "sealed"> & { authSecret?: boolean }): Manifest {
  const sealed = {
    certificates: m.tables["public.nfse_settings"] ?? 0,
    mtrCredentials: m.tables["public.mtr_credentials"] ?? 0,
  };
  const keys = DATA_KEYS.filter((k) => k.file).map(({ file, variable, opens, guards }) => ({
    file,
    variable,
    opens,
    copied: file === "auth-secret" && m.authSecret === true,
    inEnvironment: false,
    guards: guards(sealed, {}),
  }));
  return { ...m, format: 2, keys, sealed };
}

export function writeManifest(dir: string, manifest: Manifest): void {
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readManifest(dir: string): Manifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(dir, MANIFEST), "utf8"));
  } catch {
    throw new OpsError(
      `${dir} não é um backup do Caçamba Certa (falta ${MANIFEST} ou ele está ilegível). Indique a pasta criada por npm run backup.`,
    );
  }
  const m = parsed as Omit<Partial<Manifest>, "format"> & { format?: number };
  const known = m.format === 1 || (m.format === 2 && Array.isArray(m.keys) && typeof m.sealed === "object");
  if (!known || (m.kind !== "postgres" && m.kind !== "pglite") || typeof m.tables !== "object")
    throw new OpsError(`${join(dir, MANIFEST)} não é um manifesto de backup que esta versão saiba ler.`);
  return m.format === 1 ? fromFormat1(m as Manifest) : (m as Manifest);
}

/** `1536` → `1,5 kB`; pt-BR decimals. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString("pt-BR", { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}
