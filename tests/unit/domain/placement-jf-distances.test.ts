import { describe, expect, it } from "vitest";
import { checkPlacement } from "@/domain/placement/check-placement";
import { HALF_LENGTH, HALF_WIDTH, line, placementInput, point } from "./builders";

/** A feature `gap` metres east of the caçamba's short edge, on its axis. */
const east = (gap: number) => HALF_LENGTH + gap;

function violationsFor(features: unknown[], placement: Record<string, unknown> = {}) {
  return checkPlacement(placementInput({ features, placement })).violations;
}

describe("JF art. 9º, III — minimum distances, boundary values", () => {
  it.each([
    { kind: "bus_stop", signs: "single", gap: 10, ok: true, article: "JF art. 9º, III, a" },
    { kind: "bus_stop", signs: "single", gap: 9.99, ok: false, article: "JF art. 9º, III, a" },
    { kind: "bus_stop", signs: "start_end", gap: 6, ok: true, article: "JF art. 9º, III, b" },
    { kind: "bus_stop", signs: "start_end", gap: 5.99, ok: false, article: "JF art. 9º, III, b" },
    { kind: "hydrant", gap: 2, ok: true, article: "JF art. 9º, III, e" },
    { kind: "hydrant", gap: 1.99, ok: false, article: "JF art. 9º, III, e" },
    { kind: "drain", gap: 2, ok: true, article: "JF art. 9º, III, e" },
    { kind: "drain", gap: 1.5, ok: false, article: "JF art. 9º, III, e" },
  ])("$kind ($signs) at $gap m → ok=$ok", ({ kind, signs, gap, ok, article }) => {
    const violations = violationsFor([point(east(gap), 0, { id: "f1", kind, signs })]).filter((v) =>
      v.article.startsWith("JF art. 9º"),
    );
    if (ok) {
      expect(violations).toEqual([]);
    } else {
      expect(violations).toHaveLength(1);
      expect(violations[0]).toMatchObject({ article, featureId: "f1", measuredM: gap });
    }
  });

  it("says by how much and what to do, in pt-BR with a decimal comma", () => {
    const [violation] = violationsFor([point(east(8.4), 0, { id: "p7", kind: "bus_stop", signs: "single" })]);
    expect(violation?.message).toContain("a 8,40 m do ponto de ônibus, placa única; mínimo 10 m");
    expect(violation?.message).toContain("Afaste-a mais 1,60 m");
    expect(violation?.featureId).toBe("p7");
  });

  it("names the feature by its name, never by its internal id", () => {
    const [violation] = violationsFor([
      point(east(8.4), 0, {
        id: "manual:jf-halfeld-ponto-1",
        kind: "bus_stop",
        signs: "single",
        name: "Rua Halfeld",
      }),
    ]);
    expect(violation?.message).toContain('a 8,40 m do ponto de ônibus "Rua Halfeld", placa única');
    expect(violation?.message).not.toContain("manual:");
    expect(violation?.featureId).toBe("manual:jf-halfeld-ponto-1");
  });

  it("measures a start/end stop from its signs, not from the line between them", () => {
    const stop = line(
      [
        [east(6), 2],
        [east(30), 2],
      ],
      { id: "s1", kind: "bus_stop", signs: "start_end" },
    );
    const violations = violationsFor([stop]).filter((v) => v.article === "JF art. 9º, III, b");
    expect(violations).toEqual([]);
  });

  it("measures to the nearest edge, diagonally", () => {
    const [violation] = violationsFor([point(east(3), HALF_WIDTH + 4, { id: "h", kind: "hydrant" })]);
    expect(violation).toBeUndefined();
    const [near] = violationsFor([point(east(1), HALF_WIDTH + 1, { id: "h", kind: "hydrant" })]);
    expect(near?.measuredM).toBeCloseTo(Math.SQRT2, 3);
  });

  it.each([
    { gap: 6, ok: true },
    { gap: 5.99, ok: false },
  ])("cross street edge alignment at $gap m → ok=$ok (JF art. 9º, III, c)", ({ gap, ok }) => {
    const street = line(
      [
        [east(gap), -20],
        [east(gap), 20],
      ],
      { id: "x1", kind: "cross_street" },
    );
    const violations = violationsFor([street]);
    expect(violations.map((v) => v.article)).toEqual(ok ? [] : ["JF art. 9º, III, c"]);
  });

  it("forbids standing on a manhole but accepts one right beside it", () => {
    const on = violationsFor([point(0.5, 0, { id: "m1", kind: "manhole" })]);
    expect(on).toMatchObject([{ article: "JF art. 9º, III, e", featureId: "m1", measuredM: 0 }]);
    expect(on[0]?.message).toContain("sobre o poço de visita");
    expect(violationsFor([point(east(0.3), 0, { id: "m2", kind: "manhole" })])).toEqual([]);
  });

  it("ignores distances when the caçamba is inside the property", () => {
    const violations = violationsFor([point(east(1), 0, { id: "h", kind: "hydrant" })], {
      position: "inside_property",
      insidePropertyFeasible: true,
    });
    expect(violations).toEqual([]);
  });
});

describe("JF art. 9º, I–III — position", () => {
  it.each([
    {
      case: "sidewalk with 1,20 m free",
      placement: { position: "sidewalk", freeSidewalkWidthM: 1.2 },
      articles: [],
    },
    {
      case: "sidewalk with 1,19 m free",
      placement: { position: "sidewalk", freeSidewalkWidthM: 1.19 },
      articles: ["JF art. 9º, I"],
    },
    {
      case: "sidewalk while the property has room",
      placement: { position: "sidewalk", freeSidewalkWidthM: 2, insidePropertyFeasible: true },
      articles: ["JF art. 9º, I"],
    },
    {
      case: "roadway while the sidewalk has room",
      placement: { sidewalkFeasible: true },
      articles: ["JF art. 9º, II"],
    },
    { case: "roadway when nothing else fits", placement: {}, articles: [] },
    { case: "not parallel to the curb", placement: { parallelToCurb: false }, articles: ["JF art. 9º, III"] },
    { case: "exactly 5 cm from the curb", placement: { distanceToCurbM: 0.05 }, articles: [] },
    { case: "4 cm from the curb", placement: { distanceToCurbM: 0.04 }, articles: ["JF art. 9º, III, d"] },
  ])("$case", ({ placement, articles }) => {
    expect(violationsFor([], placement).map((v) => v.article)).toEqual(articles);
  });

  it("explains the missing sidewalk width", () => {
    const [violation] = violationsFor([], { position: "sidewalk", freeSidewalkWidthM: 0.9 });
    expect(violation?.message).toContain("Restam 0,90 m livres para pedestres na calçada; mínimo 1,2 m");
  });

  it("rejects a sidewalk placement without the free width", () => {
    expect(() => checkPlacement(placementInput({ placement: { position: "sidewalk" } }))).toThrow(
      /Entrada inválida/,
    );
  });
});
