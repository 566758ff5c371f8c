import { describe, expect, it } from "vitest";
import { RulesInputError } from "@/domain/errors";
import { checkPlacement } from "@/domain/placement/check-placement";
import { at, footprint, placementInput } from "./builders";

const ring = (corners: [number, number][]) => ({
  type: "Polygon" as const,
  coordinates: [[...corners.map(([x, y]) => at(x, y)), at(corners[0]?.[0] ?? 0, corners[0]?.[1] ?? 0)]],
});

function inputError(fp: unknown): RulesInputError {
  try {
    checkPlacement(placementInput({ placement: { footprint: fp } }));
  } catch (error) {
    if (error instanceof RulesInputError) return error;
    throw error;
  }
  throw new Error("no RulesInputError");
}

describe("footprints that cannot be a caçamba are invalid input, not a verdict", () => {
  it.each([
    {
      case: "self-intersecting (bow tie)",
      fp: ring([
        [-1.3, -0.9],
        [1.3, 0.9],
        [1.3, -0.9],
        [-1.3, 0.9],
      ]),
      message: /cruza a si mesmo/,
    },
    {
      case: "zero area (all corners on a line)",
      fp: ring([
        [-1.3, 0],
        [0, 0],
        [1.3, 0],
        [0.5, 0],
      ]),
      message: /não tem área/,
    },
    {
      case: "zero area (one point repeated)",
      fp: ring([
        [0, 0],
        [0, 0],
        [0, 0],
      ]),
      message: /não tem área/,
    },
    { case: "a 30 m long 'caçamba'", fp: footprint(15, 0.88), message: /30,00 m × 1,76 m.*0,5 m a 8 m/ },
    { case: "a 10 cm wide sliver", fp: footprint(1.325, 0.05), message: /2,65 m × 0,10 m/ },
    {
      case: "an open ring",
      fp: { type: "Polygon", coordinates: [[at(0, 0), at(2, 0), at(2, 1), at(0, 1)]] },
      message: /não está fechado/,
    },
  ])("$case → RulesInputError at placement.footprint", ({ fp, message }) => {
    const error = inputError(fp);
    expect(error.message).toMatch(message);
    expect(error.issues).toEqual([{ path: "placement.footprint", message: error.message }]);
  });

  it.each([
    { case: "the JF maximum 2,65 × 1,76 m", fp: footprint() },
    { case: "a small 1,5 × 1 m caçamba", fp: footprint(0.75, 0.5) },
    { case: "a 6,5 × 2,5 m roll-off", fp: footprint(3.25, 1.25) },
    {
      case: "corners given clockwise",
      fp: ring([
        [-1.3, -0.9],
        [-1.3, 0.9],
        [1.3, 0.9],
        [1.3, -0.9],
      ]),
    },
  ])("$case is evaluated", ({ fp }) => {
    expect(checkPlacement(placementInput({ placement: { footprint: fp } })).municipality).toBe(
      "juiz-de-fora-mg",
    );
  });
});
