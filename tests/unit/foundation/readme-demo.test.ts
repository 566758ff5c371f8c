import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_MORE_SITES, DEMO_SITE } from "@/server/db/seed/demo-places";

const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

// Issue #40, finding 10: the README said the demo client has one site; the app shows five.
describe("the README's demo accounts say what the demo holds", () => {
  it("the client's row counts the sites the seed gives it", () => {
    const sites = [DEMO_SITE, ...DEMO_MORE_SITES].length;
    const row = readFileSync("README.md", "utf8")
      .split("\n")
      .find((l) => l.includes("`cliente@demo.cacambacerta.com.br`"));
    expect(row).toContain(`with ${WORDS[sites] ?? sites} site${sites === 1 ? "" : "s"}`);
  });
});
