import { buildIfNeeded } from "../../scripts/build-if-needed";
import { timedSetupPhase } from "../setup-phases";

/** One production build for all browser tests; each test file then starts its own server. */
export default async function setup() {
  await timedSetupPhase("e2e build", () => buildIfNeeded(process.cwd()));
}
