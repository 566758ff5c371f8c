import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `O banco embutido em ${lockPath.replace(/\/pglite\.lock$/, "")} já está aberto pelo processo ${pid}. ` +
        "Dois processos no mesmo diretório corrompem os dados: pare o outro processo (ou use outro DATA_DIR) e tente de novo.",
    );
    this.name = "DataDirLockedError";
  }
}

function isRunningNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
  const cmdline = `/proc/${pid}/cmdline`;
  // A pid reused by an unrelated program after a crash or reboot does not hold our lock.
  return !existsSync(cmdline) || readFileSync(cmdline, "utf8").includes("node");
}

/**
 * PGlite silently loses data when two processes open one data directory, so one process holds
 * `<dir>/pglite.lock` (its pid). A lock whose process is gone (crash, SIGKILL) is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, "pglite.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (readFileSync(lockPath, "utf8") === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    const holder = Number(readFileSync(lockPath, "utf8").trim());
    if (holder === process.pid) return () => {};
    if (Number.isInteger(holder) && holder > 0 && isRunningNode(holder)) {
      throw new DataDirLockedError(lockPath, holder);
    }
    try {
      unlinkSync(lockPath);
    } catch {
      // another process recovered it first; the next attempt decides
    }
  }
  throw new Error(`Não foi possível obter a trava ${lockPath}.`);
}
