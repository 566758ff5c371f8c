import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { OpsError } from "./ops-error";

export const MANIFEST = "manifesto.json";
/** The database inside a backup: `pg_dump --format=custom` of a server, or PGlite's own data-directory tarball. */
export const DATABASE_FILE = { postgres: "banco.pgdump", pglite: "banco-pglite.tar.gz" } as const;
export const FILES_DIR = "arquivos";
export const AUTH_SECRET_FILE = "auth-secret";

export interface Manifest {
  format: 1;
  kind: "postgres" | "pglite";
  createdAt: string;
  appVersion: string;
  /** `show server_version` of the database backed up (PGlite's data directory only opens on the same major version). */
  serverVersion: string;
  /** Rows per table (`schema.table`), checked again after a restore. */
  tables: Record<string, number>;
  /** Uploaded files copied from the local disk; null when they live in an S3 bucket (not in the backup). */
  files: { count: number; bytes: number } | null;
  authSecret: boolean;
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
  const m = parsed as Partial<Manifest>;
  if (m.format !== 1 || (m.kind !== "postgres" && m.kind !== "pglite") || typeof m.tables !== "object")
    throw new OpsError(`${join(dir, MANIFEST)} não é um manifesto de backup que esta versão saiba ler.`);
  return m as Manifest;
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
