import { buildTime, freshServerBundle, needsBuild } from "./build-freshness.mjs";
import { bundleServer } from "./bundle-server.mjs";
import { formatElapsed, runWithProgress } from "./progress.mjs";

export { needsBuild };

/**
 * Runs `next build` when there is no production build or a source file is newer than it, saying in pt-BR
 * what it does, roughly how long it takes, and every 15 s that it is still working.
 */
export async function buildIfNeeded(root: string): Promise<void> {
  const builtAt = buildTime(root);
  if (!needsBuild(root)) {
    // Only the start command's own code changed (scripts/): its bundle is made again, in about a second.
    if (!freshServerBundle(root)) await bundleServer(root);
    return;
  }
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
