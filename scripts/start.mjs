// `npm start`: installs dependencies on a fresh clone, then runs the server (scripts/serve.ts) in this process.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { formatElapsed, runWithProgress } from "./progress.mjs";

if (!existsSync("node_modules/.package-lock.json")) {
  console.log(
    "Primeira execução: instalando as dependências (npm ci, cerca de 2 a 4 minutos)…\n" +
      "Depois vêm o build do aplicativo (cerca de 3 a 5 minutos na primeira vez), o banco de dados com as\n" +
      "migrações e os dados de demonstração, e o endereço para abrir no navegador com as contas de demonstração.",
  );
  const install = await runWithProgress("npm", ["ci", "--no-audit", "--no-fund"], {
    working: "ainda instalando as dependências",
  });
  if (install.code !== 0) {
    console.error("A instalação das dependências (npm ci) falhou; veja as mensagens acima.");
    process.exit(install.code || 1);
  }
  console.log(`Dependências instaladas em ${formatElapsed(install.elapsedMs)}.`);
}
const sourceMaps = process.sourceMapsEnabled || process.env.SOURCE_MAPS === "1";
// The server as `npm run build` bundled it, when it is as new as the sources: no TypeScript to load.
// Otherwise (a source changed since, or source maps asked for), scripts/serve.ts through tsx.
const { freshServerBundle } = await import("./build-freshness.mjs");
const bundle = sourceMaps ? undefined : freshServerBundle(process.cwd());
if (bundle) {
  process.setSourceMapsEnabled(false);
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  // tsx turns Node's source maps on, which makes Node read and parse the map of every Next server chunk
  // it loads (1.3 s of each start, measured; more on each page's first visit): off, unless
  // `--enable-source-maps` or SOURCE_MAPS=1 asks for stack traces that point into the sources.
  process.setSourceMapsEnabled(sourceMaps);
  await import("./serve.ts");
}
