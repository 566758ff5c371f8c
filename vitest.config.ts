import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };
// No test reaches an outside service: the address lookups and maps are offline unless a test points them at a local fake.
const env = { NEXT_PUBLIC_MAP_OFFLINE: "1" };

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's own report, then where the time went (phases and the slowest ten files).
    reporters: ["default", "./tests/timing-reporter.ts"],
    // Unit and integration files run side by side, one per core (vitest's default leaves one core idle):
    // each integration file has its own database and ports, and spends much of its time waiting on them.
    // The e2e files still run one at a time (fileParallelism below).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", env },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          env,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/integration/global-setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
          globalSetup: ["tests/e2e/global-setup.ts"],
          setupFiles: ["tests/e2e/setup.ts"],
        },
      },
    ],
  },
});
