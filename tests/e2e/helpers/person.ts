import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { expectAccessible } from "./a11y";
import { clippedLabels } from "./clipped-labels";

/** Words that mean an English (or broken) text reached a pt-BR screen. */
const ENGLISH = /\b(Loading|Submit|Cancel|Error|Not Found|undefined|NaN|null|Zoom in|Zoom out)\b/;
const RAW_ISO = /\b\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?/;

/**
 * A page as a person meets it, signed out (the context's cookies cleared): console errors and failed page scripts are collected, and
 * `checkScreen` fails on any of them, on horizontal overflow, a button or link label cut at its edge
 * (`./clipped-labels.ts`), raw ISO dates, English UI words or a serious
 * WCAG 2.1 AA violation found by axe-core (`./a11y.ts`).
 */
export async function personPage(
  browser: BrowserContext,
  width: number,
): Promise<Page & { problems: string[] }> {
  await browser.clearCookies();
  const page = (await browser.newPage()) as Page & { problems: string[] };
  page.problems = [];
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

export async function checkScreen(page: Page & { problems: string[] }) {
  await page.waitForLoadState("networkidle");
  const where = new URL(page.url()).pathname;
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
  // Next streams a page's <title> after its content on client navigation: wait for it (axe fails on none).
  await page
    .waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 5000 })
    .catch(() => {});
  await expectAccessible(page, where);
}
