import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { formatElapsed, runWithProgress } from "./progress.mjs";

const INPUTS = ["src", "public", "package.json", "next.config.mjs", "tsconfig.json"];
/**
 * The guides' pictures: the e2e journeys rewrite them while other servers run, and Next serves them
 * from disk as they are. Counting them made the next server started rebuild `.next` under the feet
 * of the ones still serving it (their chunks answered 500).
 */
const NOT_BUILT = new Set([join("public", "ajuda")]);

function newestMtime(path: string, root: string): number {
  if (!existsSync(path) || NOT_BUILT.has(relative(root, path))) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry), root));
  return newest;
}

function buildTime(root: string): number {
  const buildId = join(root, ".next", "BUILD_ID");
  return existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
}

/** No production build yet, or a source of it is newer than the build. */
export function needsBuild(root: string): boolean {
  return buildTime(root) <= Math.max(...INPUTS.map((p) => newestMtime(join(root, p), root)));
}

/**
 * Runs `next build` when there is no production build or a source file is newer than it, saying in pt-BR
 * what it does, roughly how long it takes, and every 15 s that it is still working.
 */
export async function buildIfNeeded(root: string): Promise<void> {
  const builtAt = buildTime(root);
  if (!needsBuild(root)) return;
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
