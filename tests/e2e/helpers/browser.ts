import { type Browser, type BrowserContext, chromium, type Locator } from "playwright-core";
import { watchCspViolations } from "./csp-violations";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

// One Chromium per test file, launched on first use and closed when the file ends (tests/e2e/setup.ts).
let shared: Promise<Browser> | undefined;

async function fileBrowser(): Promise<Browser> {
  const running = shared && (await shared);
  if (running?.isConnected()) return running;
  shared = chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return shared;
}

/**
 * A browser of its own for one person: a new context (its own cookies, storage, cache and service workers)
 * of the file's headless system Chromium, which starts once per file instead of once per person. Its CSP
 * violations fail the test (setup.ts); `close()` closes the context.
 */
export async function launchBrowser(
  viewport = { width: 1280, height: 800 },
  locale = "pt-BR",
): Promise<BrowserContext> {
  const context = await (await fileBrowser()).newContext({
    viewport,
    locale,
    timezoneId: "America/Sao_Paulo",
  });
  watchCspViolations(context);
  return context;
}

/** Closes the file's Chromium (every context still open with it). */
export async function closeFileBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  if (browser) await (await browser).close();
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
