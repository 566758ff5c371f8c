import { describe, expect, it } from "vitest";
import { FIX_FLAG_BEYOND_ACCURACY_M, fixEvidence, fixSentence } from "@/domain/street/fix-evidence";
import { offsetMetres, rectangleFootprint } from "@/features/map/footprint";

const site = { lon: -43.3496, lat: -21.7612 };
const plan = rectangleFootprint(site, 2.6, 1.7, 90);
const fixAt = (east: number, accuracyM: number | null) => ({
  ...offsetMetres(site, east, 0),
  accuracyM,
  at: null,
});

describe("fixEvidence", () => {
  it("measures from the footprint's edge (0 inside) and flags past the bound beyond the fix's accuracy", () => {
    expect(fixEvidence(plan, fixAt(0, 5)).distanceM).toBe(0);
    expect(fixEvidence(plan, fixAt(11.3, 5)).distanceM).toBeCloseTo(10, 1);
    const edge = 1.3 + FIX_FLAG_BEYOND_ACCURACY_M;
    expect(fixEvidence(plan, fixAt(edge + 10 - 0.5, 10)).flagged).toBe(false);
    expect(fixEvidence(plan, fixAt(edge + 10 + 0.5, 10)).flagged).toBe(true);
    expect(fixEvidence(plan, fixAt(edge + 0.5, null)).flagged).toBe(true);
  });
  it("says it in pt-BR, with the accuracy", () => {
    expect(fixSentence(fixEvidence(plan, fixAt(0, 8)))).toBe(
      "GPS do motorista na entrega: dentro da posição planejada (precisão ±8 m).",
    );
    expect(fixSentence(fixEvidence(plan, fixAt(61.3, null)))).toBe(
      "GPS do motorista na entrega: a 60 m da posição planejada (precisão não informada) — conferir no local.",
    );
  });
});
