import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The public SINIR/SIGOR client's type files (tests/fixtures/mtr/sinir-sigor-client, see its
 * PROVENANCE.md) read with the TypeScript compiler, so a JSON body can be checked against one of its
 * interfaces at run time: every required field present, each value of the declared type, and every
 * field we send that the interface does not declare reported.
 */
const DIR = fileURLToPath(new URL("../../fixtures/mtr/sinir-sigor-client/types/", import.meta.url));

export type TypeFile = "request-config" | "response-config";

export interface Finding {
  path: string;
  problem: "missing" | "wrong type" | "not declared";
}

let program: ts.Program | null = null;
function checker(): ts.TypeChecker {
  program ??= ts.createProgram([`${DIR}request-config.ts`, `${DIR}response-config.ts`], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
  });
  return program.getTypeChecker();
}

/** The type a file of the client exports under `name` (an interface or a type alias). */
export function clientType(file: TypeFile, name: string): ts.Type {
  const c = checker();
  const source = program?.getSourceFile(`${DIR}${file}.ts`);
  const module = source && c.getSymbolAtLocation(source);
  if (!module) throw new Error(`${file}.ts not found`);
  let symbol = c.getExportsOfModule(module).find((s) => s.name === name);
  if (!symbol) throw new Error(`${file}.ts exports no ${name}`);
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = c.getAliasedSymbol(symbol);
  return c.getDeclaredTypeOfSymbol(symbol);
}

/** The names `file` exports, e.g. to know the client still declares a route's body. */
export function clientExports(file: TypeFile): string[] {
  const c = checker();
  const source = program?.getSourceFile(`${DIR}${file}.ts`);
  const module = source && c.getSymbolAtLocation(source);
  return module ? c.getExportsOfModule(module).map((s) => s.name) : [];
}

function matches(c: ts.TypeChecker, value: unknown, type: ts.Type, path: string, out: Finding[]): boolean {
  if (type.isUnion()) {
    for (const member of type.types) {
      const trial: Finding[] = [];
      if (matches(c, value, member, path, trial) && !trial.some((f) => f.problem !== "not declared")) {
        out.push(...trial);
        return true;
      }
    }
    return false;
  }
  const f = type.flags;
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
  if (f & ts.TypeFlags.Null) return value === null;
  if (f & ts.TypeFlags.Undefined) return value === undefined;
  if (type.isStringLiteral() || type.isNumberLiteral()) return value === type.value;
  if (f & ts.TypeFlags.StringLike) return typeof value === "string";
  if (f & ts.TypeFlags.NumberLike) return typeof value === "number";
  if (f & ts.TypeFlags.BooleanLike) return typeof value === "boolean";
  if (c.isArrayType(type)) {
    if (!Array.isArray(value)) return false;
    const [element] = c.getTypeArguments(type as ts.TypeReference);
    return value.every((v, i) => {
      if (!element) return true;
      const ok = matches(c, v, element, `${path}[${i}]`, out);
      if (!ok) out.push({ path: `${path}[${i}]`, problem: "wrong type" });
      return true;
    });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const declared = new Set<string>();
  for (const property of c.getPropertiesOfType(type)) {
    declared.add(property.name);
    const at = path ? `${path}.${property.name}` : property.name;
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    if (!(property.name in record)) {
      if (!optional) out.push({ path: at, problem: "missing" });
      continue;
    }
    const propertyType = c.getNonNullableType(c.getTypeOfSymbol(property));
    const given = record[property.name];
    const nullable = given === null && c.getTypeOfSymbol(property) !== propertyType;
    if (!nullable && !matches(c, given, propertyType, at, out)) out.push({ path: at, problem: "wrong type" });
  }
  for (const key of Object.keys(record))
    if (!declared.has(key)) out.push({ path: path ? `${path}.${key}` : key, problem: "not declared" });
  return true;
}

/** How `value` departs from the client's `file`/`name` type (nothing: it is exactly what the client types). */
export function checkAgainst(value: unknown, file: TypeFile, name: string): Finding[] {
  const out: Finding[] = [];
  if (!matches(checker(), value, clientType(file, name), "", out))
    out.push({ path: "", problem: "wrong type" });
  return out;
}
