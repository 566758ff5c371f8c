import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { screenShape } from "./screen-shape";

/** WCAG 2.0 and 2.1, levels A and AA (LBI art. 63; eMAG follows WCAG). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING = new Set(["serious", "critical"]);

let source: string | undefined;
/** axe-core's browser build, read once per test file. */
function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  return source;
}

/** Where the run keeps the shapes axe passed (tests/e2e/global-setup.ts), shared by every e2e file. */
export const PASSED_SHAPES_ENV = "CC_AXE_PASSED_SHAPES";
const passedHere = new Set<string>();

function passedBefore(shape: string): boolean {
  const dir = process.env[PASSED_SHAPES_ENV];
  return passedHere.has(shape) || (dir !== undefined && existsSync(join(dir, shape)));
}

function remember(shape: string): void {
  passedHere.add(shape);
  const dir = process.env[PASSED_SHAPES_ENV];
  if (dir !== undefined) writeFileSync(join(dir, shape), "");
}

/**
 * Runs axe-core in the page as it is now, unless this run already passed a screen of the same shape
 * (`./screen-shape.ts`: same elements, classes, styles, roles and viewport, other words), and fails on any
 * serious or critical WCAG 2.1 A/AA violation, one line per rule: its id, what it asks (in axe's words), how many elements and the first selectors.
 * axe is evaluated through the DevTools protocol (`page.evaluate` with its source), which the page's
 * nonce-based CSP does not apply to; `addScriptTag` would add an inline script the policy refuses.
 */
export async function expectAccessible(page: Page, label?: string): Promise<void> {
  const shape = await screenShape(page);
  if (passedBefore(shape)) {
    if (process.env.CC_AXE_LOG) writeFileSync(process.env.CC_AXE_LOG, "same\n", { flag: "a" });
    return;
  }
  if (process.env.CC_AXE_LOG) writeFileSync(process.env.CC_AXE_LOG, "run\n", { flag: "a" });
  const already = await page.evaluate(() => "axe" in window);
  if (!already) await page.evaluate(axeSource());
  const results = await page.evaluate(
    ({ tags }) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(
        document,
        {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        },
      ),
    { tags: WCAG_TAGS },
  );
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ""));
  const width = page.viewportSize()?.width;
  const where = `${label ?? new URL(page.url()).pathname} a ${width} px`;
  expect(failing.map(describeViolation), `acessibilidade (axe, WCAG 2.1 AA) em ${where}`).toEqual([]);
  remember(shape);
}

function describeViolation(v: AxeResults["violations"][number]): string {
  const targets = v.nodes.slice(0, 5).map((n) => n.target.join(" "));
  const more = v.nodes.length > 5 ? ` … +${v.nodes.length - 5}` : "";
  const first = v.nodes[0]?.failureSummary?.split("\n").slice(1).join(" ").trim();
  return `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} elemento(s): ${targets.join(" | ")}${more}${first ? ` — ${first}` : ""}`;
}
