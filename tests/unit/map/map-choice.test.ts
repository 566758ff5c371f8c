import { describe, expect, it } from "vitest";
import { chooseMap, DEFAULT_MAPBOX_STYLE } from "@/components/map/map-choice";
import { OSM_ATTRIBUTION } from "@/components/map/map-style";

describe("map library choice", () => {
  it("without a Mapbox token: MapLibre with the offline style (background only, nothing to fetch)", () => {
    for (const mapboxToken of [undefined, "", "   "]) {
      const choice = chooseMap({ mapboxToken });
      expect(choice.lib).toBe("maplibre");
      if (choice.lib !== "maplibre") continue;
      expect(choice.style.sources).toEqual({});
      expect(choice.style.layers.map((l) => l.type)).toEqual(["background"]);
      expect(choice.style.glyphs).toBeUndefined();
      expect(choice.style.sprite).toBeUndefined();
    }
  });

  it("without a token but with a tile URL: MapLibre with that raster basemap and its attribution", () => {
    const tileUrl = "https://tiles.example.com/{z}/{x}/{y}.png";
    const plain = chooseMap({ tileUrl });
    const credited = chooseMap({ tileUrl, tileAttribution: "© Exemplo" });
    for (const [choice, attribution] of [
      [plain, OSM_ATTRIBUTION],
      [credited, "© Exemplo"],
    ] as const) {
      if (choice.lib !== "maplibre") throw new Error(`expected maplibre, got ${choice.lib}`);
      expect(choice.style.sources.basemap).toMatchObject({ type: "raster", tiles: [tileUrl], attribution });
      expect(choice.style.layers.map((l) => l.id)).toEqual(["background", "basemap"]);
    }
  });

  it("with a token: Mapbox with streets-v12 unless a style is configured; the tile URL is not used", () => {
    expect(
      chooseMap({ mapboxToken: " pk.test ", tileUrl: "https://tiles.example.com/{z}/{x}/{y}.png" }),
    ).toEqual({
      lib: "mapbox",
      accessToken: "pk.test",
      style: DEFAULT_MAPBOX_STYLE,
    });
    expect(DEFAULT_MAPBOX_STYLE).toBe("mapbox://styles/mapbox/streets-v12");
    expect(chooseMap({ mapboxToken: "pk.test", mapboxStyle: "mapbox://styles/acme/obra" })).toMatchObject({
      lib: "mapbox",
      style: "mapbox://styles/acme/obra",
    });
    expect(chooseMap({ mapboxToken: "pk.test", mapboxStyle: "" })).toMatchObject({
      style: DEFAULT_MAPBOX_STYLE,
    });
  });
});
