import { describe, expect, it } from "vitest";
import { checkPlacement } from "@/domain/placement/check-placement";
import { HALF_LENGTH, placementInput, point } from "./builders";

const LAWS = [
  { municipality: "cachoeiras-de-macacu-rj", article: "CM art. 75, VII" },
  { municipality: "indiavai-mt", article: "IN art. 23, §1º, VII" },
];

function check(municipality: string, features: unknown[], placement: Record<string, unknown> = {}) {
  return checkPlacement(placementInput({ municipality, features, placement }));
}

describe("CM art. 75, VII and IN art. 23, §1º, VII — storm-water inlets and gutters", () => {
  describe.each(LAWS)("$municipality", ({ municipality, article }) => {
    it.each([
      { case: "inlet under the caçamba", x: 0, ok: false, measured: 0 },
      { case: "inlet touching its end", x: HALF_LENGTH, ok: false, measured: 0 },
      { case: "inlet 0,3 m from its end", x: HALF_LENGTH + 0.3, ok: false, measured: 0.3 },
      { case: "inlet 0,499 m from its end", x: HALF_LENGTH + 0.499, ok: false, measured: 0.499 },
      { case: "inlet 0,5 m from its end", x: HALF_LENGTH + 0.5, ok: true },
      { case: "inlet 2 m away", x: HALF_LENGTH + 2, ok: true },
    ])("$case → ok=$ok", ({ x, ok, measured }) => {
      const result = check(municipality, [point(x, 0, { id: "bl1", kind: "drain" })]);
      const found = result.violations.filter((v) => v.article === article);
      expect(result.ok).toBe(ok);
      if (ok) expect(found).toEqual([]);
      else {
        expect(found).toHaveLength(1);
        expect(found[0]).toMatchObject({ featureId: "bl1", measuredM: measured, rule: "storm_water" });
        expect(found[0]?.message).toContain("obstrui a passagem de águas pluviais");
        expect(found[0]?.message).toContain(article);
      }
    });

    it.each([
      { distanceToCurbM: 0, ok: false },
      { distanceToCurbM: 0.05, ok: true },
    ])("on the roadway $distanceToCurbM m from the curb → ok=$ok (the gutter)", ({ distanceToCurbM, ok }) => {
      const result = check(municipality, [], { distanceToCurbM });
      expect(result.ok).toBe(ok);
      if (!ok) expect(result.violations[0]?.message).toContain("sobre a sarjeta");
    });

    it("inside the property the public drainage is not obstructed", () => {
      const result = check(municipality, [point(0, 0, { id: "bl1", kind: "drain" })], {
        position: "inside_property",
        distanceToCurbM: 0,
      });
      expect(result.ok).toBe(true);
    });

    it("the checklist names the law's other prohibitions about where the caçamba and its load stand", () => {
      const articles = check(municipality, []).checklist.map((c) => c.article);
      expect(articles).toContain(article);
      expect(articles.every((a) => a.startsWith(municipality === "indiavai-mt" ? "IN " : "CM "))).toBe(true);
    });
  });

  it.each([
    [
      "CM art. 75, I, a",
      "CM art. 75, IV",
      "CM art. 75, VIII",
      "CM art. 75, XI",
      "CM art. 75, XII",
      "CM art. 46, IV",
    ],
  ])("CM checklist lists %s …", (...expected) => {
    const articles = check("cachoeiras-de-macacu-rj", []).checklist.map((c) => c.article);
    for (const a of expected) expect(articles).toContain(a);
  });

  it("IN checklist lists art. 13 and art. 23, §1º, I, b, IV, VIII and §3º", () => {
    const articles = check("indiavai-mt", []).checklist.map((c) => c.article);
    for (const a of [
      "IN art. 13, I",
      "IN art. 13, III",
      "IN art. 23, §1º, I, b",
      "IN art. 23, §1º, IV",
      "IN art. 23, §1º, VIII",
      "IN art. 23, §3º",
    ])
      expect(articles).toContain(a);
  });

  it("JF keeps its own 2 m from drains (art. 9º, III, e), not the storm-water rule", () => {
    const result = check("juiz-de-fora-mg", [point(HALF_LENGTH + 0.3, 0, { id: "bl1", kind: "drain" })]);
    expect(result.violations.map((v) => v.article)).toEqual(["JF art. 9º, III, e"]);
  });
});
