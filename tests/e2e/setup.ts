import { afterEach, expect } from "vitest";
import { takeCspViolations } from "./helpers/csp-violations";

// Every browser test also checks that the pages it opened ran under the Content-Security-Policy.
afterEach(() => {
  expect(takeCspViolations(), "Content-Security-Policy violations in the browser").toEqual([]);
});
