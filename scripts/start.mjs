// `npm start`: installs the dependencies when they are missing or stale (scripts/dependencies.mjs), then runs
// the server (scripts/serve.ts) in this process.
import { pathToFileURL } from "node:url";
import { ensureDependencies } from "./dependencies.mjs";

await ensureDependencies(process.cwd(), {
  next:
    "Depois vêm o build do aplicativo (cerca de 3 a 5 minutos na primeira vez), o banco de dados com as\n" +
    "migrações e os dados de demonstração, e o endereço para abrir no navegador com as contas de demonstração.",
});
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
