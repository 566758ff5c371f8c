import { type Browser, type BrowserContext, chromium, type Locator } from "playwright-core";
import { watchCspViolations } from "./csp-violations";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

let shared: Promise<Browser> | undefined;

/** The test file's one headless system Chromium, started on first use and closed after the file (setup.ts). */
function chromiumOfThisFile(): Promise<Browser> {
  shared ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return shared;
}

export async function closeChromium(): Promise<void> {
  const browser = shared;
  shared = undefined;
  await (await browser)?.close();
}

/**
 * A person: a fresh browser context (its own cookies, storage, cache and service workers, as a new profile
 * would have) in the file's Chromium; its CSP violations fail the test (setup.ts). Closing it leaves the
 * Chromium to the next person.
 */
export async function launchBrowser(
  viewport = { width: 1280, height: 800 },
  locale = "pt-BR",
): Promise<BrowserContext> {
  const context = await (await chromiumOfThisFile()).newContext({
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
