import { layers, namedFlavor } from "@protomaps/basemaps";
import type { StyleSpecification } from "maplibre-gl";
import { PMTILES_PATH } from "@/lib/maps/map-choice";

export const PROTOMAPS_ATTRIBUTION =
  '<a href="https://protomaps.com">Protomaps</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> (ODbL)';

/**
 * The street style over the app's own PMTiles archive (Protomaps basemap schema, e.g. a city cut with
 * `pmtiles extract`), labels in Portuguese. Names need glyphs and icons a sprite: with `MAP_GLYPHS_URL`
 * (and `MAP_SPRITE_URL`) they are drawn, without them the layers that need them are left out, so the map
 * fetches nothing but the archive.
 */
export function pmtilesStyle(env: { glyphsUrl?: string; spriteUrl?: string }): StyleSpecification {
  const glyphs = env.glyphsUrl?.trim() || undefined;
  const sprite = env.spriteUrl?.trim() || undefined;
  const all = layers("protomaps", namedFlavor("light"), { lang: "pt" });
  const drawable = all.filter((l) => {
    if (l.type !== "symbol") return true;
    const layout = (l.layout ?? {}) as Record<string, unknown>;
    if ("text-field" in layout && !glyphs) return false;
    if ("icon-image" in layout && !sprite) return false;
    return true;
  });
  return {
    version: 8,
    ...(glyphs ? { glyphs } : {}),
    ...(sprite ? { sprite } : {}),
    sources: {
      protomaps: { type: "vector", url: `pmtiles://${PMTILES_PATH}`, attribution: PROTOMAPS_ATTRIBUTION },
    },
    layers: drawable as StyleSpecification["layers"],
  };
}
