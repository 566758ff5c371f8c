import { chooseMap, type MapEnv } from "./map-choice";

export type { MapEnv };

export const MAPBOX_HOSTS = [
  "https://api.mapbox.com",
  "https://events.mapbox.com",
  "https://*.tiles.mapbox.com",
];
/** OpenFreeMap serves its styles, tiles, glyphs and sprites from this one host. */
export const OPENFREEMAP_HOST = "https://tiles.openfreemap.org";

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`; null when not an absolute URL. */
export function sourceOfUrlTemplate(template: string): string | null {
  const m = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!m?.[1] || !m[2]) return null;
  const host = m[2].replace(/^\{[^}]*\}\./, "*.");
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host)) return null;
  return `${m[1].toLowerCase()}://${host.toLowerCase()}`;
}

/**
 * The hosts the maps fetch styles, tiles, glyphs, sprites (and Mapbox's telemetry) from, for the basemap
 * this environment chooses: none for the plain style or the app's own PMTiles (same origin), plus
 * `NEXT_PUBLIC_MAP_HOSTS` (comma- or space-separated) for a style of one's own whose tiles live elsewhere.
 */
export function mapSources(env: MapEnv): string[] {
  const sources = new Set<string>();
  const add = (url: string | undefined) => {
    const source = url ? sourceOfUrlTemplate(url) : null;
    if (source) sources.add(source);
  };
  const choice = chooseMap(env);
  if (choice.lib === "mapbox") {
    for (const h of MAPBOX_HOSTS) sources.add(h);
    if (!choice.style.startsWith("mapbox://")) add(choice.style);
  } else if (choice.basemap === "openfreemap") {
    sources.add(OPENFREEMAP_HOST);
  } else if (choice.basemap === "own-style" && typeof choice.style === "string") {
    add(choice.style);
  } else if (choice.basemap === "raster") {
    add(env.tileUrl);
  }
  for (const extra of (env.extraHosts ?? "").split(/[\s,]+/)) add(extra);
  return [...sources];
}
