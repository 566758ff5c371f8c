import { describe, expect, it } from "vitest";
import {
  lineAreaDistance,
  pointAreaDistance,
  pointInPolygon,
  pointSegmentDistance,
  segmentSegmentDistance,
  segmentsIntersect,
} from "@/domain/geometry/distance";
import { frameAt, project, unproject, type Vec } from "@/domain/geometry/projection";

const square: Vec[] = [
  [0, 0],
  [2, 0],
  [2, 2],
  [0, 2],
  [0, 0],
];

describe("local projection", () => {
  it("round-trips lon/lat through metres", () => {
    const frame = frameAt(-43.35, -21.76);
    const back = unproject(frame, project(frame, [-43.3499, -21.7601]));
    expect(back[0]).toBeCloseTo(-43.3499, 10);
    expect(back[1]).toBeCloseTo(-21.7601, 10);
  });

  it("measures 0.0001° of latitude at Juiz de Fora as 11.0727 m (WGS84 meridional radius; geographiclib: 11.072705)", () => {
    const frame = frameAt(-43.35, -21.76);
    expect(project(frame, [-43.35, -21.7599])[1]).toBeCloseTo(11.072705, 5);
  });

  it("measures 0.0001° of longitude there as 10.3435 m (prime-vertical radius × cos φ; geographiclib: 10.343500)", () => {
    const frame = frameAt(-43.35, -21.76);
    expect(project(frame, [-43.3499, -21.76])[0]).toBeCloseTo(10.3435, 5);
  });
});

describe("distances", () => {
  it.each([
    { p: [1, 1] as Vec, expected: 0 },
    { p: [3, 1] as Vec, expected: 1 },
    { p: [5, 6] as Vec, expected: 5 },
    { p: [1, -0.5] as Vec, expected: 0.5 },
  ])("point $p to a filled square is $expected", ({ p, expected }) => {
    expect(pointAreaDistance(p, square)).toBeCloseTo(expected, 9);
  });

  it("point to segment clamps at the ends", () => {
    expect(pointSegmentDistance([3, 4], [0, 0], [0, 0])).toBe(5);
    expect(pointSegmentDistance([-3, 1], [0, 0], [10, 0])).toBeCloseTo(Math.hypot(3, 1), 9);
    expect(pointSegmentDistance([5, 2], [0, 0], [10, 0])).toBe(2);
  });

  it("detects crossing and touching segments", () => {
    expect(segmentsIntersect([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [1, 0], [1, 0], [2, 5])).toBe(true);
    expect(segmentsIntersect([0, 0], [1, 0], [0, 1], [1, 1])).toBe(false);
    expect(segmentSegmentDistance([0, 0], [1, 0], [0, 1], [1, 1])).toBe(1);
  });

  it("a line crossing the square without a vertex inside touches it", () => {
    expect(
      lineAreaDistance(
        [
          [-1, 1],
          [3, 1],
        ],
        square,
      ),
    ).toBe(0);
    expect(
      lineAreaDistance(
        [
          [-1, 3],
          [3, 3],
        ],
        square,
      ),
    ).toBe(1);
  });

  it("respects polygon holes", () => {
    const outer: Vec[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ];
    const hole: Vec[] = [
      [4, 4],
      [6, 4],
      [6, 6],
      [4, 6],
      [4, 4],
    ];
    expect(pointInPolygon([5, 5], [outer, hole])).toBe(false);
    expect(pointInPolygon([2, 2], [outer, hole])).toBe(true);
  });
});
