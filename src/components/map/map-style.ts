import type { StyleSpecification } from "maplibre-gl";

export const OSM_ATTRIBUTION = "© OpenStreetMap contributors, ODbL 1.0";

/**
 * A style that needs no tile server: a plain background with the app's GeoJSON sources on top.
 * With `NEXT_PUBLIC_MAP_TILE_URL` (e.g. `https://tiles.example.com/{z}/{x}/{y}.png`) a raster basemap is
 * drawn under them; `NEXT_PUBLIC_MAP_TILE_ATTRIBUTION` is shown with it. No glyphs: layers are circles,
 * lines and fills only.
 */
export function mapStyle(
  tileUrl = process.env.NEXT_PUBLIC_MAP_TILE_URL,
  tileAttribution = process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION,
): StyleSpecification {
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
