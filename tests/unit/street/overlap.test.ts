import { describe, expect, it } from "vitest";
import { overlapMessage, overlappingCacambas } from "@/domain/street/overlap";
import { offsetMetres, rectangleFootprint } from "@/features/map/footprint";

const site = { lon: -43.3496, lat: -21.7612 };
const box = (id: string, east: number, north: number, bearing = 90) => ({
  id,
  label: `caçamba nº ${id}`,
  footprint: rectangleFootprint(offsetMetres(site, east, north), 2.6, 1.7, bearing),
});

describe("overlappingCacambas", () => {
  const here = box("00", 0, 0).footprint;
  it("finds the boxes sharing ground, whichever way they are turned, and none apart", () => {
    const others = [box("01", 0, 0), box("02", 2, 0), box("03", 0, 1.5, 0), box("04", 3, 0), box("05", 0, 2)];
    expect(overlappingCacambas(here, others).map((o) => o.id)).toEqual(["01", "02", "03"]);
  });
  it("says which in pt-BR", () => {
    expect(overlapMessage([box("01", 0, 0), box("02", 2, 0)])).toBe(
      "Já há caçamba neste lugar (caçamba nº 01, caçamba nº 02): duas caçambas não ocupam o mesmo espaço. Mova esta caçamba para um lugar livre.",
    );
  });
});
