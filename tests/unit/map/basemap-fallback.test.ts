import { describe, expect, it } from "vitest";
import { isBasemapFailure } from "@/lib/maps/basemap-failure";
import { basemapProbe, tileAt } from "@/lib/maps/basemap-probe";
import { chooseMap, PMTILES_PATH } from "@/lib/maps/map-choice";

const JF = { lon: -43.3505, lat: -21.7612 };

describe("what the browser asks before drawing the basemap", () => {
  it("a style by URL is fetched once, as JSON, and handed to the map", () => {
    const choice = chooseMap({ styleUrl: "https://tiles.example.com/estilo.json" });
    expect(basemapProbe(choice, JF, 18)).toEqual({
      url: "https://tiles.example.com/estilo.json",
      style: true,
    });
    expect(basemapProbe(chooseMap({}), JF, 18)?.url).toBe("https://tiles.openfreemap.org/styles/liberty");
  });

  it("a raster template is asked for the tile under the centre, at most at its top zoom", () => {
    const choice = chooseMap({ tileUrl: "https://t.example.com/{z}/{x}/{y}.png" });
    const { x, y } = tileAt(JF.lon, JF.lat, 19);
    expect(basemapProbe(choice, JF, 21)).toEqual({
      url: `https://t.example.com/19/${x}/${y}.png`,
      style: false,
    });
    expect(tileAt(0, 0, 1)).toEqual({ z: 1, x: 1, y: 1 });
    expect(tileAt(-180, 85.06, 2)).toEqual({ z: 2, x: 0, y: 0 });
    expect(
      basemapProbe(chooseMap({ tileUrl: "https://{s}.t.example.com/{z}/{x}/{y}.png" }), JF, 18),
    ).toBeNull();
  });

  it("the app's PMTiles archive by its header; nothing for the plain style or Mapbox", () => {
    expect(basemapProbe(chooseMap({ pmtilesFile: "/srv/jf.pmtiles" }), JF, 18)).toEqual({
      url: PMTILES_PATH,
      style: false,
      range: "bytes=0-126",
    });
    expect(basemapProbe(chooseMap({ offline: true }), JF, 18)).toBeNull();
    expect(basemapProbe(chooseMap({ mapboxToken: "pk.x" }), JF, 18)).toBeNull();
  });
});

describe("which map errors mean the basemap failed", () => {
  const ajax = Object.assign(new Error("Failed to fetch"), { name: "AJAXError", status: 0, url: "x" });
  it("a failed request, or any error of a source that is not the app's GeoJSON", () => {
    expect(isBasemapFailure(ajax, undefined)).toBe(true);
    expect(isBasemapFailure(new TypeError("Failed to fetch"), undefined)).toBe(true);
    expect(isBasemapFailure(new Error("Wrong magic number for PMTiles archive"), "vector")).toBe(true);
  });
  it("not a fault of the app's own layers", () => {
    expect(isBasemapFailure(new Error("layers.x: missing required property"), undefined)).toBe(false);
    expect(isBasemapFailure(new Error("bad GeoJSON"), "geojson")).toBe(false);
    expect(isBasemapFailure("text", undefined)).toBe(false);
  });
});
