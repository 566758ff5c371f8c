import type { SealedCounts } from "./keys";

/** Runs one SQL text and answers its rows: postgres.js and PGlite both fit. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The exact row count of every table of the app (`public`) and of its migration journal (`drizzle`),
 * as `schema.table`: written into the backup's manifest and checked again after a restore.
 */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { s, t } of tables) {
    const [row] = await query(`select count(*)::int as n from ${quoted(String(s))}.${quoted(String(t))}`);
    counts[`${s}.${t}`] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The rows kept sealed by a key outside the database (keys.ts), counted in the backup's manifest. */
export async function sealedCounts(query: Query): Promise<SealedCounts> {
  const count = async (text: string) => Number((await query(text))[0]?.n ?? 0);
  return {
    certificates: await count(
      "select count(*)::int as n from public.nfse_settings where cert_ciphertext is not null",
    ),
    mtrCredentials: await count("select count(*)::int as n from public.mtr_credentials"),
  };
}

/** The tables whose counts differ, as pt-BR lines (`orgs: 5 no backup, 4 restauradas`). */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((n) => expected[n] !== actual[n])
    .map((n) => `${n}: ${expected[n] ?? "ausente"} no backup, ${actual[n] ?? "ausente"} restauradas`);
}

export const totalRows = (counts: Record<string, number>): number =>
  Object.values(counts).reduce((a, b) => a + b, 0);
