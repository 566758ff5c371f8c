import { type PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import { getTableColumns, type Table } from "drizzle-orm";
import type { Sql } from "postgres";
import type { Db } from "./client";

export type StatementParam = string | number | boolean | null;

/** Dates and times as text, as drizzle reads them on PGlite (its columns turn them into values). */
const PGLITE_AS_DRIZZLE = {
  rowMode: "object" as const,
  parsers: Object.fromEntries(
    [
      pgliteTypes.TIMESTAMP,
      pgliteTypes.TIMESTAMPTZ,
      pgliteTypes.DATE,
      pgliteTypes.INTERVAL,
      1115, // timestamp[]
      1182, // date[]
      1185, // timestamptz[]
      1187, // interval[]
      1231, // numeric[]
    ].map((type) => [type, (value: string) => value]),
  ),
};

/**
 * One fixed SQL text with positional parameters (`$1`, cast in the text: `$1::uuid`), run on the
 * process's pool as a prepared statement, on either driver, without drizzle's query builder: for the
 * few hot paths where building the query costs more than running it (issue 19, CTR issuance). Rows
 * come keyed by column name, with driver values as drizzle's columns read them (`mapRow`).
 */
export async function runStatement<Row>(db: Db, text: string, params: StatementParam[]): Promise<Row[]> {
  const client = (db as unknown as { $client: Sql | PGlite }).$client;
  if ("unsafe" in client) return (await client.unsafe(text, params, { prepare: true })) as unknown as Row[];
  return (await client.query<Row>(text, params, PGLITE_AS_DRIZZLE)).rows;
}

/** A row as the statement returned it (`returning *`), typed and mapped as drizzle selects it. */
export function mapRow<T extends Table>(table: T, raw: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}
