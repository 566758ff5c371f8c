import { cpSync, existsSync, readdirSync, rmdirSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

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

/**
 * Removes `dir` and then each parent up to `top` (included) while they are empty: the folders a
 * command made (`mkdirSync`'s answer is `top`) go when it fails, never one that holds anything.
 */
export function removeEmptyUpTo(dir: string, top: string | undefined): void {
  if (!top) return;
  for (let d = resolve(dir); d.startsWith(resolve(top)); d = dirname(d)) {
    if (!existsSync(d) || readdirSync(d).length > 0) return;
    rmdirSync(d);
    if (d === resolve(top)) return;
  }
}
