import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freshServerBundle } from "../../../scripts/build-freshness.mjs";
import { needsBuild } from "../../../scripts/build-if-needed";

/** A project whose build is at `builtAt` and whose files were written at the given times (s). */
function project(builtAt: number, files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), "cc-needs-build-"));
  const dirs = ["src", "scripts", "public/ajuda", ".next"];
  for (const dir of dirs) mkdirSync(join(root, dir), { recursive: true });
  for (const [path, at] of Object.entries({ ".next/BUILD_ID": builtAt, ...files })) {
    const file = join(root, path);
    writeFileSync(file, "x");
    utimesSync(file, at, at);
  }
  for (const dir of [".", "public", ...dirs]) utimesSync(join(root, dir), 1_000, 1_000);
  return root;
}

describe("npm start builds only when the build is older than its sources", () => {
  it("builds when a source file changed after the build", () => {
    expect(needsBuild(project(2_000, { "src/page.tsx": 3_000 }))).toBe(true);
    expect(needsBuild(project(2_000, { "public/sw.js": 3_000 }))).toBe(true);
  });

  it("does not build when nothing changed since", () => {
    expect(needsBuild(project(2_000, { "src/page.tsx": 1_500, "public/sw.js": 1_500 }))).toBe(false);
  });

  it("does not build for the guides' pictures the e2e journeys rewrite while servers run", () => {
    const root = project(2_000, { "src/page.tsx": 1_500, "public/ajuda/cliente-pedido.png": 3_000 });
    expect(needsBuild(root)).toBe(false);
  });
});

describe("npm start runs the server bundled with the build only while it is as new as its sources", () => {
  const bundled = (root: string) => freshServerBundle(root) === join(root, ".next/serve.mjs");

  it("runs the bundle made after the build, with nothing changed since", () => {
    expect(
      bundled(project(2_000, { ".next/serve.mjs": 2_001, "src/a.ts": 1_500, "scripts/serve.ts": 1_500 })),
    ).toBe(true);
  });

  it("runs the sources through tsx when there is no bundle, or a source or the start's own code is newer", () => {
    expect(freshServerBundle(project(2_000, { "src/a.ts": 1_500 }))).toBeUndefined();
    expect(
      freshServerBundle(project(2_000, { ".next/serve.mjs": 2_001, "src/a.ts": 3_000 })),
    ).toBeUndefined();
    expect(
      freshServerBundle(project(2_000, { ".next/serve.mjs": 2_001, "scripts/serve.ts": 3_000 })),
    ).toBeUndefined();
  });

  it("does not run a bundle older than the build (a build that failed before bundling)", () => {
    expect(
      freshServerBundle(project(2_000, { ".next/serve.mjs": 1_900, "src/a.ts": 1_500 })),
    ).toBeUndefined();
  });
});
