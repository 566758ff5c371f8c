import { resolve } from "node:path";
import { build, type Plugin } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicHolidays } from "@/domain/deadlines/business-days";
import { BRAZIL_UFS as UFS } from "@/domain/mtr/systems";
import nextConfig from "../../next.config.mjs";
import { launchBrowser } from "./helpers/browser";

/**
 * The browser's side of next.config.mjs's aliases (`{ browser: … }`) for esbuild: each replaces its exact
 * module name, as Turbopack's do (esbuild's own `alias` would also take the name's subpaths).
 */
function browserAliases(): Plugin {
  const aliases = (nextConfig.turbopack?.resolveAlias ?? {}) as Record<string, string | { browser?: string }>;
  return {
    name: "next-config-browser-aliases",
    setup(b) {
      for (const [name, to] of Object.entries(aliases)) {
        const target = typeof to === "string" ? to : to.browser;
        const exact = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`);
        if (target) b.onResolve({ filter: exact }, () => ({ path: resolve(target) }));
      }
    },
  };
}

describe("the holiday calendar in the browser, with Brazil's zones only", () => {
  let code: string;
  let inputs: string[];
  beforeAll(async () => {
    const out = await build({
      stdin: {
        contents: `import { publicHolidays } from "./src/domain/deadlines/business-days";
          Object.assign(globalThis, { calendar: (uf, year) => [...publicHolidays(uf, year)] });`,
        resolveDir: process.cwd(),
        loader: "ts",
      },
      bundle: true,
      write: false,
      format: "iife",
      platform: "browser",
      plugins: [browserAliases()],
      metafile: true,
      logLevel: "silent",
    });
    code = out.outputFiles[0]?.text ?? "";
    inputs = Object.keys(out.metafile.inputs);
  });
  let context: Awaited<ReturnType<typeof launchBrowser>>;
  afterAll(() => context?.close());

  it("leaves the world's zone and holiday data out of the bundle", () => {
    expect(inputs.some((file) => file.endsWith("moment-timezone-br.json"))).toBe(true);
    expect(inputs.filter((file) => /moment-timezone\/data\/|date-holidays\/(src\/)?data/.test(file))).toEqual(
      [],
    );
  });

  it("gives every state's public holidays of 2026 and 2027 as the server does, without a console error", async () => {
    context = await launchBrowser();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addScriptTag({ content: code });
    for (const uf of UFS)
      for (const year of [2026, 2027]) {
        const inBrowser = await page.evaluate(
          ([u, y]) =>
            (globalThis as unknown as { calendar: (u: string, y: number) => [string, string][] }).calendar(
              u,
              y,
            ),
          [uf, year] as const,
        );
        expect(inBrowser, `${uf} ${year}`).toEqual([...publicHolidays(uf, year)]);
      }
    expect(errors).toEqual([]);
  });
});
