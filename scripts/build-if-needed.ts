import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { formatElapsed, runWithProgress } from "./progress.mjs";

const INPUTS = ["src", "public", "package.json", "next.config.mjs", "tsconfig.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Runs `next build` when there is no production build or a source file is newer than it, saying in pt-BR
 * what it does, roughly how long it takes, and every 15 s that it is still working.
 */
export async function buildIfNeeded(root: string): Promise<void> {
  const buildId = join(root, ".next", "BUILD_ID");
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...INPUTS.map((p) => newestMtime(join(root, p))));
  if (builtAt > changedAt) return;
  console.log(
    builtAt
      ? "O código mudou desde o último build: preparando o aplicativo de novo (next build, cerca de 3 a 5 minutos; mais se a máquina estiver ocupada)…"
      : "Preparando o aplicativo pela primeira vez (next build, cerca de 3 a 5 minutos; mais se a máquina estiver ocupada)…",
  );
  const result = await runWithProgress("npm", ["run", "-s", "build"], {
    cwd: root,
    working: "ainda preparando o aplicativo",
  });
  if (result.code !== 0) {
    console.error("O build falhou; veja as mensagens acima.");
    process.exit(1);
  }
  console.log(
    `Aplicativo pronto em ${formatElapsed(result.elapsedMs)}. A seguir: banco de dados, migrações e dados de demonstração.`,
  );
}
