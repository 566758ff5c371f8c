/**
 * Whether a map 'error' event means the basemap could not be loaded (its style, sprite, glyphs or tiles),
 * as opposed to a fault in the app's own layers. The app's sources are GeoJSON handed over in memory and
 * never fetched: a failed request (MapLibre's `AJAXError`, a fetch's TypeError) or an error of any
 * non-GeoJSON source is the basemap's.
 */
export function isBasemapFailure(error: unknown, sourceType: string | undefined): boolean {
  if (sourceType !== undefined && sourceType !== "geojson") return true;
  if (!(error instanceof Error)) return false;
  if (error.name === "AJAXError") return true;
  if ("status" in error && "url" in error) return true;
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}

/** Shown over a map drawn without its streets. */
export const BASEMAP_FAILED_NOTICE =
  "Não foi possível carregar as ruas; o mapa mostra só os elementos do Caçamba Certa.";
