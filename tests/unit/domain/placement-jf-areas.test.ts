import { describe, expect, it } from "vitest";
import { RulesInputError } from "@/domain/errors";
import { checkPlacement } from "@/domain/placement/check-placement";
import { at, HALF_LENGTH, HALF_WIDTH, line, placementInput, point, polygon } from "./builders";

const check = (features: unknown[], placement: Record<string, unknown> = {}) =>
  checkPlacement(placementInput({ features, placement }));
const articles = (features: unknown[]) => check(features).violations.map((v) => v.article);
const rect = (x0: number, x1: number, y0: number, y1: number): [number, number][] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
];

describe("JF art. 12, III — crosswalks with width, and their prolongation over the sidewalks", () => {
  it.each([
    { case: "polygon under the caçamba", coords: rect(-1, 3, -15, 0), expected: "está sobre a faixa" },
    {
      case: "polygon ending 12 cm short: its prolongation",
      coords: rect(-1, 3, -15, -1),
      expected: "prolongamento",
    },
    { case: "polygon beside, 1,675 m east", coords: rect(3, 7, -15, -1), expected: null },
  ])("$case", ({ coords, expected }) => {
    const result = check([polygon(coords, { id: "cw", kind: "crosswalk" })]);
    if (expected === null) {
      expect(result.violations).toEqual([]);
      return;
    }
    expect(result.ok).toBe(false);
    expect(result.violations.map((v) => v.article)).toEqual(["JF art. 12, III"]);
    expect(result.violations[0]?.message).toContain(expected);
  });

  const centreline = (x: number, yEnd: number, props: Record<string, unknown> = {}) =>
    line(
      [
        [x, -15],
        [x, yEnd],
      ],
      { id: "cl", kind: "crosswalk", ...props },
    );

  it.each([
    {
      case: "line 1,99 m east of the caçamba (2 m half width)",
      feature: centreline(HALF_LENGTH + 1.99, 15),
      ok: false,
    },
    { case: "line 2,01 m east", feature: centreline(HALF_LENGTH + 2.01, 15), ok: true },
    {
      case: "line 1,5 m east, halfWidthM 1",
      feature: centreline(HALF_LENGTH + 1.5, 15, { halfWidthM: 1 }),
      ok: true,
    },
    {
      case: "line ending 4 m south, 1,5 m east: its buffered prolongation",
      feature: centreline(HALF_LENGTH + 1.5, -HALF_WIDTH - 4),
      ok: false,
    },
    {
      case: "line ending 5,5 m south on the caçamba's axis",
      feature: centreline(0, -HALF_WIDTH - 5.5),
      ok: true,
    },
  ])("$case → ok=$ok", ({ feature, ok }) => {
    expect(articles([feature])).toEqual(ok ? [] : ["JF art. 12, III"]);
  });
});

describe("JF art. 9º, III, a/b and art. 12, VII — bus stops of any geometry", () => {
  it.each([
    {
      case: "single-sign stop drawn as an area, 3 m east",
      coords: rect(HALF_LENGTH + 3, HALF_LENGTH + 5, -1, 1),
      signs: "single",
      measured: 3,
      articles: ["JF art. 9º, III, a"],
    },
    {
      case: "start/end stop drawn as an area, 5 m east",
      coords: rect(HALF_LENGTH + 5, HALF_LENGTH + 25, -1, 1),
      signs: "start_end",
      measured: 5,
      articles: ["JF art. 9º, III, b"],
    },
    {
      case: "stop area under the caçamba",
      coords: rect(-5, 5, -1, 3),
      signs: "single",
      measured: 0,
      articles: ["JF art. 9º, III, a", "JF art. 12, VII"],
    },
    {
      case: "stop area 10 m east",
      coords: rect(HALF_LENGTH + 10, HALF_LENGTH + 12, -1, 1),
      signs: "single",
      measured: 10,
      articles: [],
    },
  ])("$case", ({ coords, signs, measured, articles: expected }) => {
    const result = check([polygon(coords, { id: "bs", kind: "bus_stop", signs })]);
    expect(result.violations.map((v) => v.article)).toEqual(expected);
    if (expected.length > 0) expect(result.violations[0]?.measuredM).toBe(measured);
  });

  const signLine = (y: number, props: Record<string, unknown> = {}) =>
    line(
      [
        [-15, y],
        [15, y],
      ],
      { id: "bay", kind: "bus_stop", signs: "start_end", ...props },
    );

  it.each([
    { case: "signs' line 3 m away, caçamba between the signs", feature: signLine(HALF_WIDTH + 3), ok: false },
    { case: "signs' line 3,9 m away", feature: signLine(-HALF_WIDTH - 3.9), ok: false },
    { case: "signs' line 4,5 m away", feature: signLine(HALF_WIDTH + 4.5), ok: true },
    {
      case: "signs' line 4,5 m away, radiusM 5",
      feature: signLine(HALF_WIDTH + 4.5, { radiusM: 5 }),
      ok: false,
    },
    {
      case: "two sign points 3 m away (MultiPoint)",
      feature: {
        type: "Feature",
        geometry: { type: "MultiPoint", coordinates: [at(-15, HALF_WIDTH + 3), at(15, HALF_WIDTH + 3)] },
        properties: { id: "mp", kind: "bus_stop", signs: "start_end" },
      },
      ok: false,
    },
  ])("$case → ok=$ok", ({ feature, ok }) => {
    const result = check([feature]);
    expect(result.ok).toBe(ok);
    expect(result.violations.map((v) => v.article)).toEqual(ok ? [] : ["JF art. 12, VII"]);
  });
});

describe("messages near a limit and in pt-BR", () => {
  it.each([
    {
      case: "hydrant at 1,996 m",
      features: [point(HALF_LENGTH + 1.996, 0, { id: "h", kind: "hydrant" })],
      placement: {},
      texts: ["a 1,996 m do hidrante; mínimo 2 m", "Afaste-a mais 0,01 m"],
    },
    {
      case: "bus stop at 8,40 m",
      features: [point(HALF_LENGTH + 8.4, 0, { id: "p", kind: "bus_stop", signs: "single" })],
      placement: {},
      texts: ["a 8,40 m do ponto de ônibus", "Afaste-a mais 1,60 m"],
    },
    {
      case: "sidewalk with 1,196 m free",
      features: [],
      placement: { position: "sidewalk", freeSidewalkWidthM: 1.196 },
      texts: ["Restam 1,196 m livres", "Libere mais 0,01 m"],
    },
    {
      case: "3 cm from the curb",
      features: [],
      placement: { distanceToCurbM: 0.03 },
      texts: ["a 3 cm da guia; mínimo 5 cm", "Afaste-a mais 2 cm do meio-fio"],
    },
    {
      case: "4,99 cm from the curb",
      features: [],
      placement: { distanceToCurbM: 0.0499 },
      texts: ["a 4,99 cm da guia", "Afaste-a mais 0,1 cm"],
    },
    {
      case: "emergency exit",
      features: [point(0, HALF_WIDTH + 3, { id: "e", kind: "emergency_exit" })],
      placement: {},
      texts: ["está em frente à saída de emergência"],
    },
    {
      case: "accessibility ramp",
      features: [point(0, HALF_WIDTH + 2, { id: "r", kind: "accessibility_ramp" })],
      placement: {},
      texts: ["está em frente à rampa de acessibilidade"],
    },
    {
      case: "no-stopping sign",
      features: [point(HALF_LENGTH + 3, 0, { id: "n", kind: "no_stopping_sign" })],
      placement: {},
      texts: ['está no trecho sinalizado com placa "Proibido Parar e Estacionar"'],
    },
    {
      case: "crosswalk prolongation",
      features: [
        line(
          [
            [0, -15],
            [0, -HALF_WIDTH - 1],
          ],
          { id: "c", kind: "crosswalk" },
        ),
      ],
      placement: {},
      texts: ["está no prolongamento da faixa de pedestres"],
    },
    {
      case: "urban equipment: the 1,20 m is the product's criterion",
      features: [point(0, HALF_WIDTH + 1, { id: "u", kind: "urban_equipment_access" })],
      placement: {},
      texts: ["dificulta o acesso a equipamento urbano", "Critério do produto", "art. 9º, I"],
    },
  ])("$case", ({ features, placement, texts }) => {
    const message = check(features, placement)
      .violations.map((v) => v.message)
      .join(" ");
    for (const text of texts) expect(message).toContain(text);
    expect(message).not.toMatch(/0,00 m|ocupa placa|em frente a saída|em frente a rampa/);
  });
});

describe("JF art. 10 — spaces occupied are given, never assumed", () => {
  const zone = (props: Record<string, unknown> = {}) =>
    polygon(rect(-20, 20, -3, 3), {
      id: "z",
      kind: "rotating_parking_zone",
      paidHours: "Mo-Fr 08:00-18:00",
      ...props,
    });

  it.each([
    {
      case: "no length, no count, no credits",
      props: {},
      placement: { rotatingParkingCreditsSpaces: 0 },
      ok: false,
      text: "ao menos 1 vaga",
    },
    {
      case: "count 2, one credit",
      props: {},
      placement: { rotatingParkingCreditsSpaces: 1, rotatingParkingSpacesOccupied: 2 },
      ok: false,
      text: "faltam 1",
    },
    {
      case: "count 2, two credits",
      props: {},
      placement: { rotatingParkingCreditsSpaces: 2, rotatingParkingSpacesOccupied: 2 },
      ok: true,
      text: "",
    },
    {
      case: "zone spaces of 5 m, one credit",
      props: { spaceLengthM: 5 },
      placement: { rotatingParkingCreditsSpaces: 1 },
      ok: true,
      text: "",
    },
  ])("$case → ok=$ok", ({ props, placement, ok, text }) => {
    const result = check([zone(props)], placement);
    expect(result.ok).toBe(ok);
    if (!ok) expect(result.violations[0]?.message).toContain(text);
  });

  it("asks for the count when credits exist but nothing says how many spaces are occupied", () => {
    try {
      check([zone()], { rotatingParkingCreditsSpaces: 1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RulesInputError);
      expect((error as RulesInputError).issues[0]?.path).toBe("placement.rotatingParkingSpacesOccupied");
      expect((error as RulesInputError).message).toContain("por vaga ocupada");
    }
  });

  it.each(["JF art. 12, I", "JF art. 12, IV", "JF art. 12, V", "JF art. 12, VIII", "JF art. 12, IX"])(
    "the checklist asks to confirm %s on site",
    (article) => {
      expect(check([]).checklist.map((c) => c.article)).toContain(article);
    },
  );
});
