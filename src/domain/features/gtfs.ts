import { parseCsvNumber, readCsv } from "../csv/read";
import type { CityFeature } from "./vocabulary";

export interface GtfsLoadResult {
  features: CityFeature[];
  skipped: { row: number; reason: string }[];
}

/**
 * GTFS stops.txt → bus_stop features. GTFS says nothing about the stop's signs, so every stop is
 * `signs: "single"`, the stricter 10 m rule of JF art. 9º, III, a; correct it where the city knows better.
 * Only boarding stops are kept (location_type empty or 0). A stops.txt saved by a spreadsheet in pt-BR
 * (`;`, BOM, `-21,7612`) reads as well as the GTFS original.
 */
export function featuresFromGtfsStops(stopsTxt: string, idPrefix = "gtfs:"): GtfsLoadResult {
  const { rows } = readCsv(stopsTxt);
  const features: CityFeature[] = [];
  const skipped: { row: number; reason: string }[] = [];
  rows.forEach((row, index) => {
    const lat = parseCsvNumber(row.stop_lat ?? "") ?? Number.NaN;
    const lon = parseCsvNumber(row.stop_lon ?? "") ?? Number.NaN;
    const locationType = (row.location_type ?? "").trim();
    if (locationType !== "" && locationType !== "0") {
      skipped.push({ row: index + 2, reason: `location_type ${locationType} não é ponto de embarque` });
      return;
    }
    if (
      !row.stop_id ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lon) ||
      Math.abs(lat) > 90 ||
      Math.abs(lon) > 180
    ) {
      skipped.push({ row: index + 2, reason: "stop_id ou coordenadas inválidas" });
      return;
    }
    features.push({
      type: "Feature",
      geometry: { type: "Point", coordinates: [lon, lat] },
      properties: {
        id: `${idPrefix}${row.stop_id}`,
        kind: "bus_stop",
        signs: "single",
        ...(row.stop_name ? { name: row.stop_name } : {}),
      },
    });
  });
  return { features, skipped };
}
