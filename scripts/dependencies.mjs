// Are the npm packages installed, and are they the ones package-lock.json names? The one check `npm start`
// and `npm test` make before anything else: plain JS, because it runs before the packages (tsx included) are.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatElapsed, runWithProgress } from "./progress.mjs";

/** npm's record of what it installed in node_modules (written by `npm ci` and `npm install`). */
export const INSTALLED_LOCK = "node_modules/.package-lock.json";

/**
 * The first package whose installed version is not the one `lock` names (`lock` and `installed` are the
 * parsed package-lock.json and node_modules/.package-lock.json), or undefined when they agree. An optional
 * package may be missing: npm leaves out those of other platforms.
 */
export function lockDifference(lock, installed) {
  const wanted = lock.packages ?? {};
  const have = installed.packages ?? {};
  for (const [path, entry] of Object.entries(wanted)) {
    if (path === "") continue;
    const got = have[path];
    if (!got) {
      if (entry.optional || entry.devOptional) continue;
      return `${packageName(path)} ${entry.version} não está instalado`;
    }
    if (got.version !== entry.version)
      return `${packageName(path)} ${got.version} instalado, ${entry.version} pedido`;
  }
  for (const path of Object.keys(have)) {
    if (!(path in wanted)) return `${packageName(path)} instalado, mas fora do package-lock.json`;
  }
  return undefined;
}

function packageName(path) {
  return path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
}

/** `{ state: "missing" }`, `{ state: "stale", why }` or `{ state: "ok" }` for the checkout in `root`. */
export function dependenciesState(root) {
  const installedPath = join(root, INSTALLED_LOCK);
  if (!existsSync(installedPath)) return { state: "missing" };
  const lockPath = join(root, "package-lock.json");
  if (!existsSync(lockPath)) return { state: "ok" };
  const why = lockDifference(readJson(lockPath), readJson(installedPath));
  return why ? { state: "stale", why } : { state: "ok" };
}

function readJson(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

/**
 * Installs the packages (`npm ci`) when they are missing or stale, saying why and how long it took; `next`
 * is what the command does after a first install. Exits with one line when npm ci fails.
 */
export async function ensureDependencies(root, { next }) {
  const found = dependenciesState(root);
  if (found.state === "ok") return undefined;
  console.log(
    found.state === "missing"
      ? `Primeira execução: instalando as dependências (npm ci, cerca de 2 a 4 minutos)…\n${next}`
      : `As dependências mudaram (${found.why}): instalando as do package-lock.json (npm ci)…`,
  );
  const install = await runWithProgress("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: root,
    working: "ainda instalando as dependências",
  });
  if (install.code !== 0) {
    console.error("A instalação das dependências (npm ci) falhou; veja as mensagens acima.");
    process.exit(install.code || 1);
  }
  console.log(`Dependências instaladas em ${formatElapsed(install.elapsedMs)}.`);
  return install.elapsedMs;
}
