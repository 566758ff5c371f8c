// `npm start`: installs dependencies on a fresh clone, then runs the server (scripts/serve.ts) in this process.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("node_modules/.package-lock.json")) {
  console.log("Instalando dependências (npm ci)…");
  const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const { register } = await import("tsx/esm/api");
register();
await import("./serve.ts");
