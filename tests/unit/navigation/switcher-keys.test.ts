import { describe, expect, it } from "vitest";
import { keyOnlyBrowses } from "@/features/shell/switcher-keys";

describe("the company switcher's keys (issue #47, item 2)", () => {
  it("arrows, Home/End, Page keys and a typed letter only browse the closed list: no switch yet", () => {
    for (const key of ["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End", "PageDown", "c"])
      expect(keyOnlyBrowses(key, false), key).toBe(true);
  });

  it("Enter switches; Alt+arrow, F4 and Space open the list, where a choice is the choice", () => {
    for (const key of ["Enter", "F4", " ", "Tab"]) expect(keyOnlyBrowses(key, false), key).toBe(false);
    expect(keyOnlyBrowses("ArrowDown", true)).toBe(false);
  });
});
