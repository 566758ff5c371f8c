/** Where addresses are looked up, from the server's environment (see docs/maps-and-addresses.md). */
export interface AddressServices {
  /** CEP → street, bairro, city. null: offline (typed address and coordinates only). */
  cep: { format: "brasilapi" | "viacep"; baseUrl: string } | null;
  /** Address → position. null: no geocoder (the pin starts at the municipality and is dragged). */
  geocoder:
    | { kind: "nominatim"; baseUrl: string }
    | { kind: "mapbox"; baseUrl: string; token: string }
    | null;
}

export const BRASILAPI_URL = "https://brasilapi.com.br";
export const MAPBOX_API_URL = "https://api.mapbox.com";

const set = (v: string | undefined) => v?.trim().replace(/\/+$/, "") || undefined;
const on = (v: string | undefined) => ["1", "true", "sim", "yes"].includes((v ?? "").trim().toLowerCase());

/**
 * CEP: `CEP_API_URL` (BrasilAPI by default; `CEP_API_FORMAT=viacep` for ViaCEP's protocol). Geocoder:
 * `GEOCODER_URL` (any Nominatim-compatible server), else Mapbox's when `NEXT_PUBLIC_MAPBOX_TOKEN` is set,
 * else none: the public Nominatim server's usage policy rules it out as an app's default. Told to be
 * offline (`NEXT_PUBLIC_MAP_OFFLINE=1`), nothing configured by default is called.
 */
export function addressServices(env: Record<string, string | undefined>): AddressServices {
  const offline = on(env.NEXT_PUBLIC_MAP_OFFLINE);
  const cepUrl = set(env.CEP_API_URL) ?? (offline ? undefined : BRASILAPI_URL);
  const format = env.CEP_API_FORMAT?.trim().toLowerCase() === "viacep" ? "viacep" : "brasilapi";
  const nominatim = set(env.GEOCODER_URL);
  const token = env.NEXT_PUBLIC_MAPBOX_TOKEN?.trim();
  return {
    cep: cepUrl ? { format, baseUrl: cepUrl } : null,
    geocoder: nominatim
      ? { kind: "nominatim", baseUrl: nominatim }
      : token && !offline
        ? { kind: "mapbox", baseUrl: set(env.MAPBOX_API_URL) ?? MAPBOX_API_URL, token }
        : null,
  };
}
