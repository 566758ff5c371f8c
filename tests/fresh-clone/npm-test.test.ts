import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The README's second command on a fresh clone: no node_modules, nothing set up but the machine. */
const UNIT_FILE = "tests/unit/quantity.test.ts";

/**
 * The environment a newcomer's shell has: none of the variables this run's npm, vitest or npm test set
 * (`npm_*`, `VITEST*`, `CC_TEST_*`, NODE_ENV), which the inner npm test would otherwise take as its own.
 */
function newcomerEnv(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([key]) => !/^(npm_|VITEST|CC_TEST_|NODE_ENV$|TEST$)/i.test(key),
  );
  return Object.fromEntries(kept) as NodeJS.ProcessEnv;
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: newcomerEnv(), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

describe("npm test on a fresh clone", () => {
  it("installs the packages, finds the tools, says which database, and runs one unit file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cc-fresh-clone-"));
    try {
      const repo = join(dir, "repo");
      const clone = spawnSync("git", ["clone", "--quiet", process.cwd(), repo], { encoding: "utf8" });
      expect(clone.status, clone.stderr).toBe(0);
      expect(existsSync(join(repo, "node_modules"))).toBe(false);

      const r = await run("npm", ["test", "--", UNIT_FILE], repo);

      expect(r.code, r.output.slice(-3000)).toBe(0);
      expect(r.output).toMatch(/^Banco dos testes: /m);
      expect(r.output).toContain("instalando as dependências");
      expect(r.output).toContain(UNIT_FILE);
      expect(existsSync(join(repo, "node_modules/.package-lock.json"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
