import type { BrowserContext, Page, Request } from "playwright-core";
import { expect } from "vitest";
import { citedParts } from "@/domain/laws/citations";
import { expectAccessible } from "./a11y";
import { citationsOnScreen } from "./citation-links";
import { clippedLabels } from "./clipped-labels";

/** Words that mean an English (or broken) text reached a pt-BR screen. */
const ENGLISH = /\b(Loading|Submit|Cancel|Error|Not Found|undefined|NaN|null|Zoom in|Zoom out)\b/;
const RAW_ISO = /\b\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?/;

/**
 * A page as a person meets it, signed out (the context's cookies cleared): console errors and failed page scripts are collected, and
 * `checkScreen` fails on any of them, on horizontal overflow, a button or link label cut at its edge
 * (`./clipped-labels.ts`), raw ISO dates, English UI words, a citation of a law not linked to its
 * article (`./citation-links.ts`) or a serious WCAG 2.1 AA violation found by axe-core (`./a11y.ts`).
 * The citation links it saw are kept in `citationLinks`, for a walk to open them on the law's page.
 */
export async function personPage(browser: BrowserContext, width: number): Promise<PersonPage> {
  await browser.clearCookies();
  const page = (await browser.newPage()) as PersonPage;
  page.problems = [];
  page.citationLinks = new Set();
  page.inFlight = new Map();
  page.workerScripts = new Set();
  page.on("request", (r) => page.inFlight.set(r, `${r.method()} ${r.url()} (since ${Date.now()})`));
  page.on("requestfinished", (r) => page.inFlight.delete(r));
  page.on("requestfailed", (r) => page.inFlight.delete(r));
  page.on("worker", (w) => page.workerScripts.add(w.url()));
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
  page.on("console", (m) => {
    // A failed resource names no URL in its text: its location does.
    if (m.type() === "error") page.problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => page.problems.push(`page error: ${e.message}`));
  // Playwright turns file-chooser interception on asynchronously when the event is first listened to, so a
  // `waitForEvent("filechooser")` just before the key press could miss the dialog: listen from the start.
  page.on("filechooser", () => {});
  return page;
}

export type PersonPage = Page & {
  problems: string[];
  citationLinks: Set<string>;
  /** The page's requests not answered yet: what kept it from going idle, when it does not. */
  inFlight: Map<Request, string>;
  /** The scripts of the dedicated workers the page started (MapLibre's). */
  workerScripts: Set<string>;
};

/** What Playwright's "networkidle" leaves out too (a stream, the favicon), and a running worker's script. */
const ignoredForQuiet = (page: PersonPage, r: Request) =>
  r.resourceType() === "eventsource" || r.url().endsWith("/favicon.ico") || page.workerScripts.has(r.url());

/** Playwright's "networkidle": no request open for this long. */
const QUIET_MS = 500;

/**
 * Waits until the page has had no request open for `QUIET_MS`, as Playwright's "networkidle" does, except a
 * dedicated worker's own script once that worker runs: Chromium finishes that request in the worker's target,
 * so the page may never hear it end, and "networkidle" then never came (MapLibre's worker on the board, twice
 * in CI's load). Throws after `timeoutMs`, naming what was still open.
 */
export async function settled(page: PersonPage, where = new URL(page.url()).pathname, timeoutMs = 30_000) {
  await page.waitForLoadState("load");
  const start = Date.now();
  let quietSince = start;
  for (;;) {
    const open = [...page.inFlight].filter(([r]) => !ignoredForQuiet(page, r));
    const now = Date.now();
    if (open.length) quietSince = now;
    else if (now - quietSince >= QUIET_MS) return;
    if (now - start > timeoutMs)
      throw new Error(
        `${where}: the page never went quiet in ${timeoutMs} ms; still open: ${open.map(([, d]) => d).join("; ")}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function checkScreen(page: PersonPage) {
  const where = new URL(page.url()).pathname;
  await settled(page, where);
  expect(page.problems, where).toEqual([]);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} overflows`).toBeLessThanOrEqual(innerWidth);
  expect(await clippedLabels(page), `${where}: labels cut`).toEqual([]);
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
  const text = await page.locator("main").innerText();
  expect(text, `${where}: raw ISO date`).not.toMatch(RAW_ISO);
  expect(text, `${where}: English text`).not.toMatch(ENGLISH);
  const citations = await citationsOnScreen(page);
  expect(citations.plain, `${where}: citations not linked to the law's text`).toEqual([]);
  for (const link of citations.links) {
    const expected = citedParts(link.text).find((p) => p.href)?.href;
    expect(link.href, `${where}: "${link.text}" links to its own article`).toBe(expected);
    page.citationLinks.add(link.href);
  }
  // Next streams a page's <title> after its content on client navigation: wait for it (axe fails on none).
  await page
    .waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 5000 })
    .catch(() => {});
  await expectAccessible(page, where);
}
