import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { ISOLATED_INTEGRATION } from "./tests/isolated-files";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };
// No test reaches an outside service: the address lookups and maps are offline unless a test points them at a local fake.
const env = { NEXT_PUBLIC_MAP_OFFLINE: "1" };

/**
 * E2E files that measure time or memory, or start several processes of their own: run one at a time after
 * everything else, so no neighbour's load decides their numbers.
 */
const SERIAL_E2E = [
  "tests/e2e/route-stall.test.ts",
  "tests/e2e/driver-offline.test.ts",
  "tests/e2e/upload-limits.test.ts",
  "tests/e2e/processes.test.ts",
  "tests/e2e/restart.test.ts",
  "tests/e2e/postgres-server.test.ts",
];

const integration = {
  include: ["tests/integration/**/*.test.ts"],
  environment: "node" as const,
  env,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ["tests/integration/global-setup.ts"],
};

const e2e = {
  environment: "node" as const,
  testTimeout: 120_000,
  hookTimeout: 600_000,
  // expect.poll waits on a page as Playwright's locators do (theirs is 30 s): a screen that answers after a
  // server round trip can take more than vitest's 1 s default on a busy two-core machine.
  expect: { poll: { timeout: 10_000 } },
  globalSetup: ["tests/e2e/global-setup.ts"],
  setupFiles: ["tests/e2e/setup.ts"],
};

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's own report, then where the time went (phases and the slowest ten files).
    reporters: ["default", "./tests/timing-reporter.ts"],
    // Files run side by side, one per core (vitest's default leaves one core idle): each integration file
    // has its own database and ports, each e2e file its own server and Chromium, and much of their time is
    // spent waiting on them.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          env,
          // Unit files run one after another in a worker that keeps the modules it loaded (121 s → 78 s
          // for the 89 files, most of it import time): pure code, no database, and the two files that
          // change the environment give it back.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: "integration",
          exclude: ISOLATED_INTEGRATION,
          // One after another in a worker that keeps the modules it loaded (the 77 files: 299 s → 150 s,
          // vitest's import time 237 s → 13 s); each file still makes its own database and data.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // The files that change their whole process (tests/isolated-files.ts), each in a process of its own.
        test: { ...integration, name: "integration-isolated", include: ISOLATED_INTEGRATION },
      },
      {
        resolve: { alias },
        test: {
          ...e2e,
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: SERIAL_E2E,
          // Two e2e files side by side: each has its own server, database and Chromium, and much of a
          // browser test is waiting (network idle, a server's answer) that the other file fills.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          ...e2e,
          name: "e2e-serial",
          include: SERIAL_E2E,
          fileParallelism: false,
          // After every other file, alone on the machine (below).
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm test` on a fresh clone (npm ci, lint, tsc, one unit file): minutes on one core, beside the
          // other files rather than alone after them. Its inner run names one unit file, so it never recurses.
          name: "fresh-clone",
          include: ["tests/fresh-clone/**/*.test.ts"],
          environment: "node",
          testTimeout: 600_000,
        },
      },
    ],
  },
});
