import { describe, expect, it } from "vitest";
import {
  chooseMap,
  DEFAULT_MAPBOX_STYLE,
  DEFAULT_STYLE_URL,
  PMTILES_STYLE_PATH,
  readMapEnv,
} from "@/lib/maps/map-choice";
import { OSM_ATTRIBUTION } from "@/lib/maps/map-style";

describe("map library and basemap choice", () => {
  it("with nothing configured: MapLibre with OpenFreeMap's street style (key-less, credited by the style)", () => {
    for (const mapboxToken of [undefined, "", "   "]) {
      expect(chooseMap({ mapboxToken })).toEqual({
        lib: "maplibre",
        basemap: "openfreemap",
        style: DEFAULT_STYLE_URL,
      });
    }
    expect(DEFAULT_STYLE_URL).toBe("https://tiles.openfreemap.org/styles/liberty");
  });

  it("told to be offline: the plain style (background only, nothing to fetch)", () => {
    const choice = chooseMap(readMapEnv({ NEXT_PUBLIC_MAP_OFFLINE: "1" }));
    if (choice.lib !== "maplibre" || typeof choice.style === "string")
      throw new Error("expected a style object");
    expect(choice.basemap).toBe("plain");
    expect(choice.style.sources).toEqual({});
    expect(choice.style.layers.map((l) => l.type)).toEqual(["background"]);
    expect(choice.style.glyphs).toBeUndefined();
    expect(choice.style.sprite).toBeUndefined();
    expect(chooseMap(readMapEnv({ NEXT_PUBLIC_MAP_OFFLINE: "0" })).basemap).toBe("openfreemap");
  });

  it("a style of one's own by URL wins over offline; the app's PMTiles archive gets the app's street style", () => {
    const env = readMapEnv({
      NEXT_PUBLIC_MAP_STYLE_URL: " https://mapas.jf.mg.gov.br/estilo.json ",
      NEXT_PUBLIC_MAP_OFFLINE: "1",
    });
    expect(chooseMap(env)).toEqual({
      lib: "maplibre",
      basemap: "own-style",
      style: "https://mapas.jf.mg.gov.br/estilo.json",
    });
    expect(
      chooseMap(readMapEnv({ MAP_PMTILES_FILE: "/srv/jf.pmtiles", NEXT_PUBLIC_MAP_OFFLINE: "1" })),
    ).toEqual({ lib: "maplibre", basemap: "pmtiles", style: PMTILES_STYLE_PATH });
  });

  it("with a tile URL: MapLibre with that raster basemap and its attribution", () => {
    const tileUrl = "https://tiles.example.com/{z}/{x}/{y}.png";
    const plain = chooseMap({ tileUrl });
    const credited = chooseMap({ tileUrl, tileAttribution: "© Exemplo" });
    for (const [choice, attribution] of [
      [plain, OSM_ATTRIBUTION],
      [credited, "© Exemplo"],
    ] as const) {
      if (choice.lib !== "maplibre" || typeof choice.style === "string") throw new Error("expected maplibre");
      expect(choice.style.sources.basemap).toMatchObject({ type: "raster", tiles: [tileUrl], attribution });
      expect(choice.style.layers.map((l) => l.id)).toEqual(["background", "basemap"]);
    }
  });

  it("with a token: Mapbox with streets-v12 unless a style is configured; the tile URL is not used", () => {
    expect(
      chooseMap({ mapboxToken: " pk.test ", tileUrl: "https://tiles.example.com/{z}/{x}/{y}.png" }),
    ).toEqual({
      lib: "mapbox",
      basemap: "mapbox",
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
