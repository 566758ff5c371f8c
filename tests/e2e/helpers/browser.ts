import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Locator } from "playwright-core";
import { watchCspViolations } from "./csp-violations";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** Headless system Chromium with its own throwaway profile; its CSP violations fail the test (setup.ts). */
export async function launchBrowser(
  viewport = { width: 1280, height: 800 },
  locale = "pt-BR",
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "cc-chromium-")), {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    locale,
    timezoneId: "America/Sao_Paulo",
  });
  watchCspViolations(context);
  return context;
}

/**
 * Resolves once React has hydrated `target` (its props are on the DOM node): a native control changed
 * before that keeps React's initial state, and the form submits the old value.
 */
export async function hydrated(target: Locator): Promise<Locator> {
  await target.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const ready = () => Object.keys(el).some((k) => k.startsWith("__reactProps$"));
        if (ready()) return resolve();
        const timer = setInterval(() => {
          if (!ready()) return;
          clearInterval(timer);
          resolve();
        }, 20);
      }),
  );
  return target;
}
