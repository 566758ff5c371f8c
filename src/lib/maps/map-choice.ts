import type { StyleSpecification } from "maplibre-gl";
import { mapStyle } from "./map-style";

export const DEFAULT_MAPBOX_STYLE = "mapbox://styles/mapbox/streets-v12";
/** OpenFreeMap: free, key-less vector tiles meant for production use; the style credits OpenFreeMap, OpenMapTiles and OSM. */
export const DEFAULT_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";
/** Where the app serves `MAP_PMTILES_FILE` (with HTTP Range), and the street style it builds on it. */
export const PMTILES_PATH = "/api/mapa/pmtiles";
export const PMTILES_STYLE_PATH = "/api/mapa/estilo";

/** Which basemap the maps draw (docs/maps-and-addresses.md names each; the page carries it as `data-basemap`). */
export type Basemap = "mapbox" | "openfreemap" | "own-style" | "pmtiles" | "raster" | "plain";

/** Which GL library draws the maps, and with which style (a URL or a style object). */
export type MapChoice =
  | { lib: "mapbox"; basemap: "mapbox"; accessToken: string; style: string }
  | { lib: "maplibre"; basemap: Exclude<Basemap, "mapbox">; style: string | StyleSpecification };

/** The server's map settings, read at start (see `readMapEnv`); nothing here is fixed at build time. */
export interface MapEnv {
  mapboxToken?: string;
  mapboxStyle?: string;
  /** A style of one's own (MapLibre style JSON), e.g. a self-hosted one over a PMTiles archive. */
  styleUrl?: string;
  /** A raster tile template, `https://tiles.example.com/{z}/{x}/{y}.png`. */
  tileUrl?: string;
  tileAttribution?: string;
  /** A PMTiles archive on the server's disk (Protomaps basemap schema): served by the app, no outside service. */
  pmtilesFile?: string;
  /** Told to be offline (tests, air-gapped installs): the plain style, nothing fetched. */
  offline?: boolean;
  /** More hosts the CSP lets the maps fetch from (tiles or glyphs of one's own style on other hosts). */
  extraHosts?: string;
}

const set = (v: string | undefined) => v?.trim() || undefined;

/**
 * Mapbox GL only with a token (it refuses to render without one, and calls Mapbox's servers with any).
 * Otherwise MapLibre with, in this order: a style of one's own by URL, a raster tile URL, the app's own
 * PMTiles archive, the plain style when told to be offline, and else OpenFreeMap's street style.
 */
export function chooseMap(env: MapEnv): MapChoice {
  const token = set(env.mapboxToken);
  if (token) {
    return {
      lib: "mapbox",
      basemap: "mapbox",
      accessToken: token,
      style: set(env.mapboxStyle) ?? DEFAULT_MAPBOX_STYLE,
    };
  }
  const styleUrl = set(env.styleUrl);
  if (styleUrl) return { lib: "maplibre", basemap: "own-style", style: styleUrl };
  const tileUrl = set(env.tileUrl);
  if (tileUrl)
    return { lib: "maplibre", basemap: "raster", style: mapStyle(tileUrl, set(env.tileAttribution)) };
  if (set(env.pmtilesFile)) return { lib: "maplibre", basemap: "pmtiles", style: PMTILES_STYLE_PATH };
  if (env.offline) return { lib: "maplibre", basemap: "plain", style: mapStyle() };
  return { lib: "maplibre", basemap: "openfreemap", style: DEFAULT_STYLE_URL };
}

const on = (v: string | undefined) => ["1", "true", "sim", "yes"].includes((v ?? "").trim().toLowerCase());

/**
 * The map settings from the server's environment. Read by key from the object passed in (never as
 * `process.env.NEXT_PUBLIC_…`, which Next would freeze into the build): the same build runs online,
 * offline or on its own tiles by changing the environment and restarting.
 */
export function readMapEnv(env: Record<string, string | undefined>): MapEnv {
  return {
    mapboxToken: env.NEXT_PUBLIC_MAPBOX_TOKEN,
    mapboxStyle: env.NEXT_PUBLIC_MAPBOX_STYLE,
    styleUrl: env.NEXT_PUBLIC_MAP_STYLE_URL,
    tileUrl: env.NEXT_PUBLIC_MAP_TILE_URL,
    tileAttribution: env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION,
    pmtilesFile: env.MAP_PMTILES_FILE,
    offline: on(env.NEXT_PUBLIC_MAP_OFFLINE),
    extraHosts: env.NEXT_PUBLIC_MAP_HOSTS,
  };
}
