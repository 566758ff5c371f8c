import { buildIfNeeded } from "../../scripts/build-if-needed";

/** One production build for all browser tests; each test file then starts its own server. */
export default async function setup() {
  await buildIfNeeded(process.cwd());
}
