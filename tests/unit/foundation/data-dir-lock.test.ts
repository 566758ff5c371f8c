import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "@/server/db/data-dir-lock";

const tempDir = () => mkdtempSync(join(tmpdir(), "cc-lock-"));

describe("embedded database lock", () => {
  it("is taken and released by its process", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, "pglite.lock"))).toBe(false);
  });

  it("recovers a stale lock left by a process that no longer exists", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "pglite.lock"), "999999");
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("refuses a directory held by another live Node process, with a pt-BR message", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      await new Promise((r) => other.once("spawn", r));
      writeFileSync(join(dir, "pglite.lock"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/já está aberto pelo processo/);
    } finally {
      other.kill("SIGKILL");
    }
  });
});
