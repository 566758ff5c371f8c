// `npm test`: lint, then types alongside the production build the browser tests need, then every vitest
// project; each step timed. Stops at the first step that fails (as `a && b && c` would); vitest's timing
// reporter (tests/timing-reporter.ts) prints the phases and the slowest files at the end. Extra arguments
// go to vitest (`npm test -- tests/unit`).
import { spawn } from "node:child_process";

const startedAt = Date.now();
const phases = [];
const bin = (name) => `node_modules/.bin/${name}`;

/** Runs a step in its own process group (so a failing neighbour can stop it); resolves with its exit code. */
function step(name, command, args, env = process.env, note = "") {
  const started = Date.now();
  const child = spawn(command, args, { stdio: "inherit", env, detached: true });
  const done = new Promise((resolve) => {
    child.once("error", () => resolve(1));
    child.once("exit", (code, signal) => {
      phases.push({ name, ms: Date.now() - started, note });
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  const stop = () => {
    try {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return { done, stop };
}

async function all(...steps) {
  const codes = await Promise.all(
    steps.map((s) =>
      s.done.then((code) => {
        if (code !== 0) for (const other of steps) other.stop();
        return code;
      }),
    ),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

await all(step("lint", bin("biome"), ["check", "."]));
// A whole run needs the production build for the browser tests: it is made (when a source is newer than it)
// alongside tsc, which keeps one core busy. A run of chosen files leaves it to the e2e global setup.
const build = () =>
  step(
    "build",
    bin("tsx"),
    ["-e", 'import("./scripts/build-if-needed.ts").then((m) => m.buildIfNeeded(process.cwd()))'],
    process.env,
    "alongside types",
  );
const vitestArgs = process.argv.slice(2);
await all(step("types", bin("tsc"), ["--noEmit"]), ...(vitestArgs.length === 0 ? [build()] : []));
const vitest = step("vitest", bin("vitest"), ["run", ...vitestArgs], {
  ...process.env,
  CC_TEST_PHASES: JSON.stringify(phases),
  CC_TEST_STARTED_AT: String(startedAt),
});
process.exit(await vitest.done);
