import { afterAll, afterEach, expect } from "vitest";
import { closeChromium } from "./helpers/browser";
import { takeCspViolations } from "./helpers/csp-violations";

// Every browser test also checks that the pages it opened ran under the Content-Security-Policy.
afterEach(() => {
  expect(takeCspViolations(), "Content-Security-Policy violations in the browser").toEqual([]);
});

// One Chromium per test file, a context per person (helpers/browser.ts).
afterAll(closeChromium);
