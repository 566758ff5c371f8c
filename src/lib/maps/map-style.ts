import type { StyleSpecification } from "maplibre-gl";

export const OSM_ATTRIBUTION = "© OpenStreetMap contributors, ODbL 1.0";

/**
 * A style that needs no tile server: a plain background with the app's GeoJSON sources on top.
 * With a tile URL (`NEXT_PUBLIC_MAP_TILE_URL`, e.g. `https://tiles.example.com/{z}/{x}/{y}.png`) a raster basemap is
 * drawn under them, credited with `NEXT_PUBLIC_MAP_TILE_ATTRIBUTION` (OSM by default). No glyphs: layers are circles,
 * lines and fills only.
 */
export function mapStyle(tileUrl?: string, tileAttribution?: string): StyleSpecification {
  const background = {
    id: "background",
    type: "background" as const,
    paint: { "background-color": "#eef0f3" },
  };
  if (!tileUrl) return { version: 8, sources: {}, layers: [background] };
  return {
    version: 8,
    sources: {
      basemap: {
        type: "raster",
        tiles: [tileUrl],
        tileSize: 256,
        maxzoom: 19,
        attribution: tileAttribution ?? OSM_ATTRIBUTION,
      },
    },
    layers: [background, { id: "basemap", type: "raster", source: "basemap" }],
  };
}
