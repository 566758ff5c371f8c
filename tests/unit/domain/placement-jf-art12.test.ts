import { describe, expect, it } from "vitest";
import { checkPlacement } from "@/domain/placement/check-placement";
import { HALF_LENGTH, HALF_WIDTH, line, placementInput, point, polygon } from "./builders";

const check = (features: unknown[], overrides: { at?: string; placement?: Record<string, unknown> } = {}) =>
  checkPlacement(placementInput({ features, ...overrides }));

/** On the sidewalk side (north), `d` metres from the caçamba's long edge, abreast of its middle. */
const abreast = (d: number) => HALF_WIDTH + d;

describe("JF art. 12 — forbidden places", () => {
  it.each([
    { kind: "urban_equipment_access", x: 0, y: abreast(1.19), article: "JF art. 12, I" },
    { kind: "gallery_entrance", x: 0, y: abreast(4), article: "JF art. 12, IV" },
    { kind: "crowded_venue_entrance", x: 1, y: abreast(5.9), article: "JF art. 12, IV" },
    { kind: "emergency_exit", x: -1, y: abreast(3), article: "JF art. 12, V" },
    { kind: "traffic_sign", x: HALF_LENGTH + 1, y: 0, article: "JF art. 12, VI" },
    { kind: "taxi_rank", x: HALF_LENGTH + 4, y: 0, article: "JF art. 12, VII" },
    { kind: "truck_hire_point", x: 0, y: 0, article: "JF art. 12, VII" },
    { kind: "emergency_stop", x: HALF_LENGTH + 2, y: 0, article: "JF art. 12, VII" },
    { kind: "bus_turnaround", x: 0, y: abreast(3), article: "JF art. 12, VII" },
    { kind: "no_stopping_sign", x: HALF_LENGTH + 3, y: 2, article: "JF art. 12, VIII" },
    { kind: "accessibility_ramp", x: 1.3, y: abreast(2), article: "JF art. 12, IX" },
    { kind: "crosswalk", x: HALF_LENGTH + 3, y: 0, article: "JF art. 12, III" },
  ])("$kind at ($x, $y) → $article", ({ kind, x, y, article }) => {
    const { violations, ok } = check([point(x, y, { id: "f", kind })]);
    expect(ok).toBe(false);
    expect(violations.map((v) => v.article)).toContain(article);
    expect(violations.find((v) => v.article === article)?.message).toMatch(/vedado/);
  });

  it.each([
    { kind: "urban_equipment_access", x: 0, y: abreast(1.2) },
    { kind: "emergency_exit", x: 0, y: abreast(6.01) },
    { kind: "emergency_exit", x: HALF_LENGTH + 0.5, y: abreast(1) },
    { kind: "accessibility_ramp", x: -HALF_LENGTH - 0.2, y: abreast(1) },
    { kind: "traffic_sign", x: HALF_LENGTH + 1.2, y: 0 },
    { kind: "taxi_rank", x: HALF_LENGTH + 5, y: 0 },
    { kind: "crosswalk", x: HALF_LENGTH + 4, y: 0 },
  ])("$kind at ($x, $y) is allowed", ({ kind, x, y }) => {
    expect(check([point(x, y, { id: "f", kind })]).violations).toEqual([]);
  });

  it("a crosswalk line forbids its prolongation over the sidewalk (JF art. 12, III)", () => {
    const crossing = (x: number) =>
      line(
        [
          [x, -12],
          [x, -HALF_WIDTH - 3],
        ],
        { id: "c", kind: "crosswalk" },
      );
    expect(check([crossing(0)]).violations.map((v) => v.article)).toEqual(["JF art. 12, III"]);
    expect(check([crossing(HALF_LENGTH + 2.01)]).violations).toEqual([]);
  });

  it("a special-treatment street within its half width (JF art. 12, II)", () => {
    const street = (y: number) =>
      line(
        [
          [-50, y],
          [50, y],
        ],
        { id: "st", kind: "special_treatment_street" },
      );
    expect(check([street(-3)]).violations.map((v) => v.article)).toEqual(["JF art. 12, II"]);
    expect(check([street(-HALF_WIDTH - 6.01)]).violations).toEqual([]);
  });

  it("a start/end bus stop forbids the bay between its signs (JF art. 12, VII)", () => {
    const bay = line(
      [
        [-15, -HALF_WIDTH - 1],
        [15, -HALF_WIDTH - 1],
      ],
      { id: "bay", kind: "bus_stop", signs: "start_end" },
    );
    expect(check([bay]).violations.map((v) => v.article)).toEqual(["JF art. 12, VII"]);
  });
});

describe("JF art. 10 — rotating parking", () => {
  const zone = polygon(
    [
      [-20, -3],
      [20, -3],
      [20, 3],
      [-20, 3],
      [-20, -3],
    ],
    { id: "z1", kind: "rotating_parking_zone", paidHours: "Mo-Fr 08:00-18:00; Sa 08:00-13:00" },
  );

  it.each([
    { case: "Monday 10:00 without credits", at: "2025-06-02T10:00:00-03:00", credits: 0, ok: false },
    {
      case: "Monday 10:00 with one space paid",
      at: "2025-06-02T10:00:00-03:00",
      credits: 1,
      ok: true,
      spaces: 1,
    },
    { case: "Monday 18:30, outside paid hours", at: "2025-06-02T18:30:00-03:00", credits: 0, ok: true },
    { case: "Saturday 12:59 without credits", at: "2025-06-07T12:59:00-03:00", credits: 0, ok: false },
    { case: "Saturday 13:00, paid hours over", at: "2025-06-07T13:00:00-03:00", credits: 0, ok: true },
    { case: "Monday 10:00 given in UTC", at: "2025-06-02T13:00:00Z", credits: 0, ok: false },
    { case: "Sunday", at: "2025-06-08T10:00:00-03:00", credits: 0, ok: true },
  ])("$case → ok=$ok", ({ at, credits, ok, spaces }) => {
    const placement = { rotatingParkingCreditsSpaces: credits, rotatingParkingSpacesOccupied: spaces };
    const result = check([zone], { at, placement });
    expect(result.ok).toBe(ok);
    if (!ok) {
      expect(result.violations[0]).toMatchObject({ article: "JF art. 10", featureId: "z1" });
      expect(result.violations[0]?.message).toContain("art. 10, §3º");
    }
  });

  it("a caçamba longer than one space needs two credits", () => {
    const shortSpaces = { ...zone, properties: { ...zone.properties, spaceLengthM: 2.5 } };
    const result = check([shortSpaces], { placement: { rotatingParkingCreditsSpaces: 1 } });
    expect(result.violations[0]?.message).toContain("ocupa 2 vagas");
  });

  it("rejects unparseable paid hours with a pt-BR error", () => {
    const bad = { ...zone, properties: { ...zone.properties, paidHours: "banana" } };
    expect(() => check([bad])).toThrow(/paidHours inválido/);
  });
});

describe("checklist and other laws", () => {
  it("lists what no data can decide, including art. 12, §2º", () => {
    const { checklist } = check([]);
    expect(checklist.map((c) => c.article)).toEqual(
      expect.arrayContaining(["JF art. 12, §2º", "JF art. 12, §1º", "JF art. 9º, II", "JF art. 12, VI"]),
    );
    expect(checklist.find((c) => c.rule === "missing_data")?.message).toContain("hidrante");
  });

  it.each(["joao-pessoa-pb", "2507507", "cachoeiras-de-macacu-rj", "indiavai-mt"])(
    "%s reports distances as notRegulated and never invents a violation",
    (municipality) => {
      const result = checkPlacement(
        placementInput({
          municipality,
          features: [point(HALF_LENGTH + 1, 0, { id: "b", kind: "bus_stop", signs: "single" })],
        }),
      );
      expect(result.ok).toBe(true);
      expect(result.violations).toEqual([]);
      expect(result.notRegulated.length).toBeGreaterThan(0);
      expect(result.notRegulated[0]?.message).toMatch(/não/);
    },
  );
});
