import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CHANGES_ITS_PROCESS, ISOLATED_INTEGRATION } from "../../isolated-files";

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return e.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The file and the helpers of tests/ it imports, transitively (relative imports of .ts files). */
function withLocalHelpers(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, "utf8");
  for (const [, spec] of code.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) {
    if (!spec) continue;
    const target = resolve(dirname(file), spec);
    for (const candidate of [`${target}.ts`, target])
      if (candidate.endsWith(".ts") && existsSync(candidate))
        withLocalHelpers(relative(process.cwd(), candidate), seen);
  }
  return seen;
}

const changesItsProcess = (file: string) =>
  [...withLocalHelpers(file)].some((f) => CHANGES_ITS_PROCESS.test(readFileSync(f, "utf8")));

describe("integration files that change their process run isolated", () => {
  it("every file that sets the environment, mocks a module, stubs a global or fakes timers, itself or through a helper, is listed, and only those", () => {
    const changing = testFiles("tests/integration").filter(changesItsProcess).sort();
    expect(changing).toEqual([...ISOLATED_INTEGRATION].sort());
  });

  it("the pattern sees each way a file changes its process", () => {
    for (const code of [
      'vi.mock("@/server/db")',
      "vi.stubEnv('A', '1')",
      "process.env.STRIPE_KEY = 'x'",
      'process.env["A"] = "1"',
      "process.env.A ??= '1'",
      "delete process.env.A",
      "process.env = { ...saved }",
      "Object.assign(process.env, { A: '1' })",
      "vi.useFakeTimers()",
      "(globalThis as { __cacambaDb?: unknown }).__cacambaDb = h",
    ])
      expect(code).toMatch(CHANGES_ITS_PROCESS);
    expect("const url = process.env.TEST_DATABASE_URL;").not.toMatch(CHANGES_ITS_PROCESS);
    expect("if (process.env.A === '1') {}").not.toMatch(CHANGES_ITS_PROCESS);
  });
});
