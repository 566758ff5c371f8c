import { and, eq, inArray } from "drizzle-orm";
import { drivers, trucks } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import type { FleetList, ParsedRow } from "./columns";
import type { RowError } from "./import-csv";

type Keyed = { line: number; key: string };

/** Rows whose unique value repeats an earlier row of the file or a record already registered. */
export async function findConflicts(
  scope: OrgScope,
  list: FleetList,
  rows: { line: number; row: ParsedRow<FleetList> }[],
): Promise<RowError[]> {
  if (list === "cacambas") return [];
  const column = list === "trucks" ? "placa" : "cnh";
  const keyed: Keyed[] = rows.map(({ line, row }) => ({
    line,
    key: list === "trucks" ? (row as ParsedRow<"trucks">).placa : (row as ParsedRow<"drivers">).cnh,
  }));
  const errors: RowError[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, key } of keyed) {
    const first = firstLine.get(key);
    if (first) errors.push({ line, column, message: `${key} repete a linha ${first}.` });
    else firstLine.set(key, line);
  }
  const keys = [...firstLine.keys()];
  const existing = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const chunk = keys.slice(i, i + 1000);
    const found =
      list === "trucks"
        ? await scope.db
            .select({ key: trucks.plate })
            .from(trucks)
            .where(and(eq(trucks.orgId, scope.orgId), inArray(trucks.plate, chunk)))
        : await scope.db
            .select({ key: drivers.cnhNumber })
            .from(drivers)
            .where(and(eq(drivers.orgId, scope.orgId), inArray(drivers.cnhNumber, chunk)));
    for (const f of found) existing.add(f.key);
  }
  for (const { line, key } of keyed)
    if (existing.has(key)) errors.push({ line, column, message: `${key} já está cadastrado(a).` });
  return errors;
}
