import { spawn } from "node:child_process";
import { formatElapsed } from "../progress.mjs";
import { type Log, OpsError } from "./ops-error";

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore), saying every `everyMs` that it still works;
 * its error output becomes the pt-BR failure's detail. A missing tool says how to install it.
 */
export function runTool(
  command: string,
  args: string[],
  { log, working, everyMs = 15_000 }: { log: Log; working: string; everyMs?: number },
): Promise<number> {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (c: Buffer) => {
    stderr = (stderr + c.toString("utf8")).slice(-4000);
  });
  const ticker = setInterval(() => log(`  … ${working} (${formatElapsed(Date.now() - started)})`), everyMs);
  return new Promise((resolve, reject) => {
    child.once("error", (e: NodeJS.ErrnoException) => {
      clearInterval(ticker);
      reject(
        new OpsError(
          e.code === "ENOENT"
            ? `${command} não foi encontrado. Instale o cliente do PostgreSQL na versão do servidor ou mais nova (Debian/Ubuntu: apt-get install postgresql-client).`
            : `${command} não pôde ser executado: ${e.message}`,
        ),
      );
    });
    child.once("exit", (code, signal) => {
      clearInterval(ticker);
      if (code === 0) resolve(Date.now() - started);
      else
        reject(
          new OpsError(
            `${command} terminou com erro (${signal ?? `código ${code}`}):\n${stderr.trim() || "(sem mensagem)"}`,
          ),
        );
    });
  });
}
