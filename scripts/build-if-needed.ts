import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const INPUTS = ["src", "public", "package.json", "next.config.mjs", "tsconfig.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Runs `next build` when there is no production build or a source file is newer than it. */
export function buildIfNeeded(root: string): void {
  const buildId = join(root, ".next", "BUILD_ID");
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...INPUTS.map((p) => newestMtime(join(root, p))));
  if (builtAt > changedAt) return;
  console.log(
    builtAt ? "Código mudou desde o último build: gerando de novo…" : "Gerando o build de produção…",
  );
  const result = spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("O build falhou; veja as mensagens acima.");
    process.exit(1);
  }
}
