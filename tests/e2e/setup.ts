import { afterAll, afterEach, expect } from "vitest";
import { closeFileBrowser } from "./helpers/browser";
import { takeCspViolations } from "./helpers/csp-violations";

// Every browser test also checks that the pages it opened ran under the Content-Security-Policy.
afterEach(() => {
  expect(takeCspViolations(), "Content-Security-Policy violations in the browser").toEqual([]);
});

// The file's one Chromium (helpers/browser.ts) goes with the file.
afterAll(closeFileBrowser);
