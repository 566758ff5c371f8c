// MapLibre's worker must be served from public/ (see stack-notes); a no-op until maplibre-gl is installed.
import { copyFileSync, existsSync, mkdirSync } from "node:fs";

const source = "node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs";
if (existsSync(source)) {
  mkdirSync("public", { recursive: true });
  copyFileSync(source, "public/maplibre-gl-worker.mjs");
}
