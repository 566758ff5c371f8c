import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type postgres from "postgres";

/** `src/app`, whose folders are the app's addresses. */
export const APP = join(process.cwd(), "src", "app");

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return filesNamed(path, name);
    return entry === name ? [path] : [];
  });
}

/** Every route handler file under src/app/api: a new route is walked the day it is added. */
export const routeFiles = () => filesNamed(join(APP, "api"), "route.ts");
/** Every page file under src/app. */
export const pageFiles = () => filesNamed(APP, "page.tsx");

/** The URL segments of a route or page file: route groups `(x)` dropped, dynamic ones `[x]` kept as written. */
export function segmentsOf(file: string): string[] {
  return relative(APP, file)
    .split(sep)
    .slice(0, -1)
    .filter((s) => !(s.startsWith("(") && s.endsWith(")")));
}

export const isDynamic = (segment: string) => segment.startsWith("[");

/** The path of a file's address, each dynamic segment filled by `fill` (its position among the segments). */
export function pathOf(file: string, fill: (segment: string, index: number) => string): string {
  return `/${segmentsOf(file)
    .map((s, i) => (isDynamic(s) ? fill(s, i) : s))
    .join("/")}`;
}

/** Values the handlers accept for their named dynamic segments. */
const VALID_SEGMENT: Record<string, string> = {
  "[party]": "hauler",
  "[list]": "trucks",
  "[format]": "pdf",
  "[signer]": "transportador",
  "[...nextauth]": "signout",
  "[trpc]": "fleet.createTruck",
};

/** A dynamic segment's value its handler accepts (a fresh uuid for ids, tokens and codes). */
export const validSegment = (segment: string) => VALID_SEGMENT[segment] ?? crypto.randomUUID();

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
}

/**
 * Every table's row count and the server's stored files: what a refused request must leave as it was.
 * `skip` leaves rows out by table (`false` for all of them, or a condition for those to count).
 */
export async function snapshotOf(sql: postgres.Sql, dataDir: string, skip: Record<string, string> = {}) {
  const tables = await sql<{ t: string }[]>`
    select table_name as t from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`;
  const counts: Record<string, number> = {};
  for (const { t } of tables) {
    const own = skip[t];
    const [row] = await sql.unsafe(`select count(*)::int as n from "${t}"${own ? ` where ${own}` : ""}`);
    counts[t] = Number(row?.n);
  }
  return { counts, files: filesUnder(join(dataDir, "files")), tmp: filesUnder(join(dataDir, "tmp")) };
}
