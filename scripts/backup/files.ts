import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/** Number and total size of the regular files under `dir` (none when it does not exist). */
export function folderSize(dir: string): { count: number; bytes: number } {
  if (!existsSync(dir)) return { count: 0, bytes: 0 };
  let count = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

/** Copies `from` (a folder) to `to`, which must not exist yet; with `replace`, what is at `to` goes first. */
export function copyFolder(from: string, to: string, replace = false): void {
  if (replace) rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true, errorOnExist: true, force: false });
}
