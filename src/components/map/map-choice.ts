import type { StyleSpecification } from "maplibre-gl";
import { mapStyle } from "./map-style";

export const DEFAULT_MAPBOX_STYLE = "mapbox://styles/mapbox/streets-v12";

/** Which GL library draws the maps, and with which style. */
export type MapChoice =
  | { lib: "mapbox"; accessToken: string; style: string }
  | { lib: "maplibre"; style: StyleSpecification };

export interface MapEnv {
  mapboxToken?: string;
  mapboxStyle?: string;
  tileUrl?: string;
  tileAttribution?: string;
}

/**
 * Mapbox GL only with a token (it refuses to render without one, and calls Mapbox's servers with
 * any); otherwise MapLibre with the offline style (plus the raster basemap when a tile URL is set).
 */
export function chooseMap(env: MapEnv): MapChoice {
  const token = env.mapboxToken?.trim();
  if (token) {
    return { lib: "mapbox", accessToken: token, style: env.mapboxStyle?.trim() || DEFAULT_MAPBOX_STYLE };
  }
  return { lib: "maplibre", style: mapStyle(env.tileUrl || undefined, env.tileAttribution || undefined) };
}

/** The build's choice: Next inlines each `NEXT_PUBLIC_*` variable only where it is named in full. */
export function buildMapEnv(): MapEnv {
  return {
    mapboxToken: process.env.NEXT_PUBLIC_MAPBOX_TOKEN,
    mapboxStyle: process.env.NEXT_PUBLIC_MAPBOX_STYLE,
    tileUrl: process.env.NEXT_PUBLIC_MAP_TILE_URL,
    tileAttribution: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION,
  };
}
