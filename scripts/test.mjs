// `npm test`: lint, types, then every vitest project, each step timed. Stops at the first step that fails
// (as `a && b && c` would); vitest's timing reporter (tests/timing-reporter.ts) prints the phases and the
// slowest files at the end. Extra arguments go to vitest (`npm test -- tests/unit`).
import { spawnSync } from "node:child_process";

const startedAt = Date.now();
const phases = [];
const bin = (name) => `node_modules/.bin/${name}`;

function step(name, command, args, env = process.env) {
  const started = Date.now();
  const { status, signal } = spawnSync(command, args, { stdio: "inherit", env });
  phases.push({ name, ms: Date.now() - started });
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
}

step("lint", bin("biome"), ["check", "."]);
step("types", bin("tsc"), ["--noEmit"]);
step("vitest", bin("vitest"), ["run", ...process.argv.slice(2)], {
  ...process.env,
  CC_TEST_PHASES: JSON.stringify(phases),
  CC_TEST_STARTED_AT: String(startedAt),
});
