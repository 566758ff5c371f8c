// Whether the production build (and the server bundled with it) is older than its sources: plain JavaScript,
// so that `npm start` can ask before loading TypeScript (scripts/start.mjs).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const INPUTS = ["src", "public", "package.json", "next.config.mjs", "tsconfig.json"];
/**
 * The guides' pictures: the e2e journeys rewrite them while other servers run, and Next serves them
 * from disk as they are. Counting them made the next server started rebuild `.next` under the feet
 * of the ones still serving it (their chunks answered 500).
 */
const NOT_BUILT = new Set([join("public", "ajuda")]);

/** The start command's own code (scripts/serve.ts and what it imports), bundled by `npm run build`. */
export const SERVER_BUNDLE = join(".next", "serve.mjs");

function newestMtime(path, root) {
  if (!existsSync(path) || NOT_BUILT.has(relative(root, path))) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry), root));
  return newest;
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** When `next build` last finished (0: never). */
export function buildTime(root) {
  return mtime(join(root, ".next", "BUILD_ID"));
}

/** No production build yet, or a source of it is newer than the build. */
export function needsBuild(root) {
  return buildTime(root) <= Math.max(...INPUTS.map((p) => newestMtime(join(root, p), root)));
}

/**
 * The bundled server, when it is newer than the build and than every source it was made from (src and
 * scripts); otherwise undefined, and the start command runs scripts/serve.ts through tsx.
 */
export function freshServerBundle(root) {
  const bundle = join(root, SERVER_BUNDLE);
  const made = mtime(bundle);
  if (made === 0 || needsBuild(root) || made < buildTime(root)) return undefined;
  return made > newestMtime(join(root, "scripts"), root) ? bundle : undefined;
}
