import { z } from "zod";
import type { AddressServices } from "./config";
import { fetchJson } from "./fetch-json";

/** One place a geocoder found for a typed address. */
export interface GeocodedPlace {
  label: string;
  lat: number;
  lon: number;
}

export type GeocodeAnswer = { places: GeocodedPlace[] } | "unavailable";

const inBrazil = (lat: number, lon: number) =>
  Number.isFinite(lat) && Number.isFinite(lon) && lat >= -34 && lat <= 6 && lon >= -74 && lon <= -28;

// Nominatim `/search?format=jsonv2`: an array of places, lat/lon as strings.
const nominatim = z.array(
  z.object({ display_name: z.string().max(500), lat: z.coerce.number(), lon: z.coerce.number() }).loose(),
);

// Mapbox Geocoding v6 `/search/geocode/v6/forward`: a FeatureCollection.
const mapbox = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z
        .object({ full_address: z.string().max(500).optional(), name: z.string().max(500).optional() })
        .loose(),
    }),
  ),
});

export const USER_AGENT = "CacambaCerta/1.0 (geocodificação de obras)";

/** Asks the configured geocoder for up to 5 places in Brazil matching `query`, in that geocoder's protocol. */
export async function fetchPlaces(
  service: NonNullable<AddressServices["geocoder"]>,
  query: string,
): Promise<GeocodeAnswer> {
  if (service.kind === "nominatim") {
    const params = new URLSearchParams({ format: "jsonv2", q: query, countrycodes: "br", limit: "5" });
    const res = await fetchJson(`${service.baseUrl}/search?${params}`, {
      "user-agent": USER_AGENT,
      "accept-language": "pt-BR",
    });
    const parsed = res?.status === 200 ? nominatim.safeParse(res.body) : null;
    if (!parsed?.success) return "unavailable";
    return {
      places: parsed.data
        .filter((p) => inBrazil(p.lat, p.lon))
        .map((p) => ({ label: p.display_name, lat: p.lat, lon: p.lon })),
    };
  }
  const params = new URLSearchParams({
    q: query,
    country: "br",
    language: "pt",
    limit: "5",
    access_token: service.token,
  });
  const res = await fetchJson(`${service.baseUrl}/search/geocode/v6/forward?${params}`, {});
  const parsed = res?.status === 200 ? mapbox.safeParse(res.body) : null;
  if (!parsed?.success) return "unavailable";
  return {
    places: parsed.data.features.flatMap((f) => {
      const [lon, lat] = f.geometry.coordinates;
      const label = f.properties.full_address ?? f.properties.name ?? "";
      return inBrazil(lat, lon) && label ? [{ label, lat, lon }] : [];
    }),
  };
}
