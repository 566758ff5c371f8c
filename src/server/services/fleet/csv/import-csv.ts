import { readCsv } from "@/domain/csv";
import { DomainError } from "@/server/errors";
import { assertWithinPlan } from "@/server/services/billing/limits";
import type { OrgScope } from "@/server/services/context";
import { slices } from "@/server/slices";
import { assertDimensionsAllowed } from "../identification";
import { loadCompany } from "../profile";
import { type FleetList, IMPORT_HEADERS, LIST_LABEL, type ParsedRow, ROW_SCHEMAS } from "./columns";
import { findConflicts } from "./conflicts";
import { saveRows } from "./save";

export const MAX_IMPORT_ROWS = 20000;
const PROGRESS_EVERY = 500;

export interface RowError {
  /** Line in the file (the header is line 1). */
  line: number;
  column: string | null;
  message: string;
}

export interface ImportProgress {
  phase: "validating" | "saving";
  done: number;
  total: number;
}

export interface ImportResult {
  list: FleetList;
  total: number;
  errors: RowError[];
  committed: boolean;
  created: number;
  sample: Record<string, unknown>[];
}

function headerErrors(list: FleetList, headers: string[]): RowError[] {
  const known = IMPORT_HEADERS[list];
  const ignored = new Set(["numero", "tipo", "ativo"]);
  const errors: RowError[] = headers
    .filter((h) => !known.includes(h) && !ignored.has(h))
    .map((h) => ({ line: 1, column: h, message: `Coluna desconhecida "${h}": use ${known.join(", ")}.` }));
  const required = list === "cacambas" ? ["capacidade_m3"] : known.filter((h) => h !== "capacidade_t");
  for (const h of required.filter((r) => !headers.includes(r)))
    errors.push({ line: 1, column: h, message: `Falta a coluna "${h}".` });
  return errors;
}

/**
 * Validates a CSV of caçambas, trucks or drivers (`;`, `,` or tab, with or without BOM, decimal comma or
 * point: `readCsv`) row by row (pt-BR errors with line and column) and,
 * when `commit` is set and no row has an error, saves every row in one transaction: all or nothing.
 * The rows are validated in slices (`slices`), so other requests are served meanwhile; a commit the plan
 * cannot hold is refused before any row is validated (and checked again where the rows are saved).
 */
export async function importFleetCsv(
  scope: OrgScope,
  list: FleetList,
  csv: string,
  options: { commit: boolean; onProgress?: (p: ImportProgress) => void },
): Promise<ImportResult> {
  const { rows, headers } = readCsv(csv);
  if (rows.length === 0)
    throw new DomainError("BAD_REQUEST", `O arquivo não tem linhas de ${LIST_LABEL[list]}.`);
  if (rows.length > MAX_IMPORT_ROWS)
    throw new DomainError(
      "BAD_REQUEST",
      `No máximo ${MAX_IMPORT_ROWS.toLocaleString("pt-BR")} linhas por arquivo.`,
    );
  if (options.commit && list === "cacambas")
    await assertWithinPlan(scope.db, scope.orgId, "cacambas", rows.length);
  const errors = headerErrors(list, headers);
  const served = list === "cacambas" ? (await loadCompany(scope.db, scope.orgId)).municipalityIds : [];
  const valid: { line: number; row: ParsedRow<FleetList> }[] = [];
  const schema = ROW_SCHEMAS[list];
  const pause = slices();
  for (const [i, raw] of rows.entries()) {
    await pause();
    const line = i + 2;
    const result = schema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues)
        errors.push({ line, column: String(issue.path[0] ?? ""), message: issue.message });
    } else if (list === "cacambas") {
      const r = result.data as ParsedRow<"cacambas">;
      try {
        assertDimensionsAllowed(
          { lengthM: r.comprimento_m, widthM: r.largura_m, heightM: r.altura_m },
          served,
        );
        valid.push({ line, row: r });
      } catch (e) {
        errors.push({ line, column: "dimensões", message: (e as Error).message });
      }
    } else valid.push({ line, row: result.data });
    if ((i + 1) % PROGRESS_EVERY === 0)
      options.onProgress?.({ phase: "validating", done: i + 1, total: rows.length });
  }
  errors.push(...(await findConflicts(scope, list, valid)));
  errors.sort((a, b) => a.line - b.line);
  const base = { list, total: rows.length, errors, sample: valid.slice(0, 10).map((v) => v.row) };
  if (errors.length > 0 || !options.commit) return { ...base, committed: false, created: 0 };
  const created = await saveRows(
    scope,
    list,
    valid.map((v) => v.row),
    (done) => options.onProgress?.({ phase: "saving", done, total: rows.length }),
  );
  return { ...base, committed: true, created };
}
