import { describe, expect, it } from "vitest";
import { improveTour } from "@/domain/route";
import { rng } from "@/domain/route/rng";

/** n random points in a square: nint Euclidean distances, as TSPLIB's EUC_2D. */
function square(n: number, seed: number): number[][] {
  const next = rng(seed);
  const pts = Array.from({ length: n }, () => [next() * 1000, next() * 1000] as const);
  return pts.map((a) => pts.map((b) => Math.round(Math.hypot(a[0] - b[0], a[1] - b[1]))));
}

const tourLength = (m: number[][], order: number[]) =>
  [0, ...order, 0].reduce((a, x, i, all) => (i === 0 ? 0 : a + (m[all[i - 1] as number]?.[x] ?? 0)), 0);

/** The optimum by dynamic programming over subsets (Held–Karp), for a few points. */
function heldKarp(m: number[][]): number {
  const n = m.length;
  const best = new Map<string, number>();
  const go = (mask: number, last: number): number => {
    if (mask === (1 << n) - 1) return m[last]?.[0] ?? 0;
    const key = `${mask}|${last}`;
    const known = best.get(key);
    if (known !== undefined) return known;
    let v = Number.POSITIVE_INFINITY;
    for (let j = 1; j < n; j++)
      if (!(mask & (1 << j))) v = Math.min(v, (m[last]?.[j] ?? 0) + go(mask | (1 << j), j));
    best.set(key, v);
    return v;
  };
  return go(1, 0);
}

describe("the tour core", () => {
  it("finds the optimum of small tours with the depot fixed at both ends", () => {
    for (const seed of [1, 2, 3, 4]) {
      const m = square(9, seed);
      const nodes = m.map((_, i) => i);
      const tour = improveTour(m, nodes, { kicks: 200, seed: 1 });
      expect(new Set(tour.order)).toEqual(new Set(nodes.slice(1)));
      expect(tourLength(m, tour.order)).toBe(tour.length);
      expect(tour.length).toBe(heldKarp(m));
    }
  });

  it("keeps only the changes `allowed` lets through, and repeats itself for a seed", () => {
    const m = square(30, 9);
    const nodes = m.map((_, i) => i);
    // Node 5 must come before node 7.
    const allowed = (order: readonly number[]) => order.indexOf(5) < order.indexOf(7);
    const a = improveTour(m, nodes, { kicks: 100, seed: 4, allowed });
    const b = improveTour(m, nodes, { kicks: 100, seed: 4, allowed });
    expect(a.order.indexOf(5)).toBeLessThan(a.order.indexOf(7));
    expect(b).toEqual(a);
  });
});
