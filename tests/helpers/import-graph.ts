import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");
const SRC = join(ROOT, "src");

/** `import … from "x"` / `export … from "x"`, with whether the whole statement is type-only. */
const STATEMENT = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/gms;

function resolveModule(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? join(SRC, spec.slice(2))
    : spec.startsWith(".")
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/**
 * The imports among the files under `src/<folder>`, by path relative to `src`. `runtimeOnly` leaves out what
 * TypeScript erases: `import type`, and named imports whose every name is `type X`.
 */
export function importGraph(folder: string, runtimeOnly: boolean): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of filesUnder(join(SRC, folder))) {
    const edges: string[] = [];
    for (const m of readFileSync(file, "utf8").matchAll(STATEMENT)) {
      const [, , typeOnly, names = "", spec = ""] = m;
      const allTypes =
        /^\{[^}]*\}$/.test(names.trim()) &&
        names
          .replace(/[{}]/g, "")
          .split(",")
          .every((n) => !n.trim() || /^type\s/.test(n.trim()));
      if (runtimeOnly && (typeOnly || allTypes)) continue;
      const target = resolveModule(file, spec);
      if (target) edges.push(relative(SRC, target));
    }
    graph.set(relative(SRC, file), edges);
  }
  return graph;
}

/** Every file reachable from `start` (itself included). */
export function reachable(graph: Map<string, string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const f = todo.pop() as string;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...(graph.get(f) ?? []));
  }
  return seen;
}

/** One cycle of the graph as a path `a → b → … → a`, or null. */
export function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (f: string): string[] | null => {
    if (state.get(f) === "done") return null;
    if (state.get(f) === "open") return [...stack.slice(stack.indexOf(f)), f];
    state.set(f, "open");
    stack.push(f);
    for (const next of graph.get(f) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(f, "done");
    return null;
  };
  for (const f of graph.keys()) {
    const cycle = visit(f);
    if (cycle) return cycle;
  }
  return null;
}
