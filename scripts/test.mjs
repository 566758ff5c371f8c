// `npm test`: first the set-up a fresh clone needs (which database; the system tools, installed with apt as
// root; the npm packages when missing or stale, as `npm start` does), then lint, types alongside the
// production build the browser tests need, and every vitest project; each step timed. Stops at the first
// step that fails (as `a && b && c` would), with one line saying why; vitest's timing reporter
// (tests/timing-reporter.ts) prints the phases and the slowest files at the end. Extra arguments go to
// vitest (`npm test -- tests/unit`).
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { connect } from "node:net";
import { delimiter, join } from "node:path";
import { ensureDependencies } from "./dependencies.mjs";
import {
  databasePlan,
  missingTools,
  startFailure,
  stepFailure,
  toolsPlan,
  toolsStillMissing,
} from "./test-setup.mjs";

const startedAt = Date.now();
const phases = [];
const bin = (name) => `node_modules/.bin/${name}`;

function fail(line, code = 1) {
  console.error(line);
  process.exit(code);
}

/**
 * Runs a step in its own process group (so a failing neighbour can stop it); resolves with how it ended and
 * the line to print if that was a failure.
 */
function step(name, command, args, env = process.env, note = "") {
  const started = Date.now();
  const child = spawn(command, args, { stdio: "inherit", env, detached: true });
  const done = new Promise((resolve) => {
    child.once("error", (error) => resolve({ code: 1, error, failure: startFailure(name, command, error) }));
    child.once("exit", (code, signal) => {
      phases.push({ name, ms: Date.now() - started, note });
      resolve({ code: code ?? 1, signal, failure: code === 0 ? undefined : stepFailure(name, code, signal) });
    });
  });
  const stop = () => {
    try {
      if (child.pid && child.exitCode === null && child.signalCode === null)
        process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return { done, stop };
}

/** Waits for the steps; the first to fail stops the others and ends the command with its line. */
async function all(...steps) {
  let first;
  await Promise.all(
    steps.map((s) =>
      s.done.then((result) => {
        if (result.failure && !first) {
          first = result;
          for (const other of steps) other.stop();
        }
      }),
    ),
  );
  if (first) fail(first.failure, first.code || 1);
}

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const onMachine = (tool) =>
  tool.file
    ? executable(tool.file)
    : (process.env.PATH ?? "").split(delimiter).some((dir) => dir && executable(join(dir, tool.command)));

function answers(host, port, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

async function setUp() {
  const given = process.env.TEST_DATABASE_URL;
  const database = databasePlan(given, given === undefined && (await answers("127.0.0.1", 5432)));
  console.log(database.line);
  if (database.url) process.env.TEST_DATABASE_URL = database.url;
  else delete process.env.TEST_DATABASE_URL;

  const plan = toolsPlan(missingTools(onMachine), process.getuid?.() === 0);
  if (plan.kind === "stop") fail(plan.message);
  if (plan.kind === "install") {
    console.log(`Instalando o que falta para os testes (apt-get install ${plan.packages.join(" ")})…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    for (const [command, args] of plan.commands) await all(step(`${command} ${args[0]}`, command, args, env));
    const still = missingTools(onMachine);
    if (still.length > 0) fail(toolsStillMissing(still));
  }

  const installMs = await ensureDependencies(process.cwd(), {
    next: "Depois vêm o lint, os tipos, o build do aplicativo (na primeira vez) e os testes.",
  });
  if (installMs !== undefined) phases.push({ name: "install", ms: installMs, note: "npm ci" });
}

async function main() {
  await setUp();
  await all(step("lint", bin("biome"), ["check", "."]));
  // A whole run needs the production build for the browser tests: it is made (when a source is newer than
  // it) alongside tsc, which keeps one core busy. A run of chosen files leaves it to the e2e global setup.
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
  const vitest = await step("vitest", bin("vitest"), ["run", ...vitestArgs], {
    ...process.env,
    CC_TEST_PHASES: JSON.stringify(phases),
    CC_TEST_STARTED_AT: String(startedAt),
  }).done;
  // A failed test is vitest's to report; only a vitest that could not start or was stopped needs a line.
  if (vitest.error || vitest.signal) console.error(vitest.failure);
  process.exit(vitest.code);
}

main().catch((error) => fail(`npm test: a preparação falhou: ${error?.message ?? error}`));
