import type { BrowserContext, ConsoleMessage, Page } from "playwright-core";

/**
 * Content-Security-Policy violations Chromium reported in any page of the browsers this test file opened.
 * `tests/e2e/setup.ts` fails each test that leaves one, so every browser test also checks the policy.
 */
const violations: string[] = [];

function record(where: string, msg: ConsoleMessage) {
  if (msg.type() === "error" && /Content Security Policy|X-Frame-Options/i.test(msg.text()))
    violations.push(`${where}: ${msg.text()}`);
}

export function watchCspViolations(context: BrowserContext): void {
  const watch = (page: Page) => {
    page.on("console", (msg) => record(page.url(), msg));
    page.on("worker", (worker) => worker.on("console", (msg) => record(`worker ${worker.url()}`, msg)));
  };
  for (const page of context.pages()) watch(page);
  context.on("page", watch);
}

/** The violations seen since the last call. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}
