import { type MapChoice, PMTILES_PATH } from "./map-choice";

/** What the browser fetches first to learn whether the basemap's server answers. */
export interface BasemapProbe {
  url: string;
  /** Read the answer as the style JSON (handed to the map, so the style is fetched once). */
  style: boolean;
  /** A byte range to ask for instead of the whole file (the PMTiles archive). */
  range?: string;
}

/** The tile at `zoom` holding (lon, lat), in the XYZ scheme of tile templates. */
export function tileAt(lon: number, lat: number, zoom: number): { z: number; x: number; y: number } {
  const z = Math.max(0, Math.floor(zoom));
  const n = 2 ** z;
  const rad = (Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180;
  const x = Math.floor(((lon + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  const clamp = (v: number) => Math.min(n - 1, Math.max(0, v));
  return { z, x: clamp(x), y: clamp(y) };
}

/** The raster basemap's highest zoom (see `mapStyle`). */
const RASTER_MAX_ZOOM = 19;

/**
 * The request that tells whether the chosen basemap can be drawn here: its style for a style by URL,
 * the tile under the map's centre for a raster template, the archive's header for the app's PMTiles.
 * Null when there is nothing to ask (the plain style; Mapbox, whose requests need its token and SDK).
 */
export function basemapProbe(
  choice: MapChoice,
  center: { lon: number; lat: number },
  zoom: number,
): BasemapProbe | null {
  if (choice.lib !== "maplibre") return null;
  if (choice.basemap === "pmtiles") return { url: PMTILES_PATH, style: false, range: "bytes=0-126" };
  if (typeof choice.style === "string") return { url: choice.style, style: true };
  if (choice.basemap !== "raster") return null;
  const source = choice.style.sources.basemap;
  const template = source && "tiles" in source ? source.tiles?.[0] : undefined;
  if (!template) return null;
  const { z, x, y } = tileAt(center.lon, center.lat, Math.min(zoom, RASTER_MAX_ZOOM));
  const url = template.replace("{z}", String(z)).replace("{x}", String(x)).replace("{y}", String(y));
  // Other placeholders ({s}, {quadkey}, {bbox-epsg-3857}, {ratio}) are left to the map's own error.
  return url.includes("{") ? null : { url, style: false };
}
