import { z } from "zod";
import type { AddressServices } from "./config";
import { fetchJson } from "./fetch-json";

/** What a CEP says: street (empty for a city-wide CEP), bairro, city and state; a position when the service has one. */
export interface CepAddress {
  cep: string;
  street: string;
  neighbourhood: string;
  city: string;
  state: string;
  position: { lat: number; lon: number } | null;
}

export type CepAnswer = { found: true; address: CepAddress } | { found: false } | "unavailable";

const text = z.string().max(300).catch("");
const coordinate = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

// BrasilAPI `/api/cep/v2/{cep}`: 200 with the address (location.coordinates may be empty), 404 when unknown.
const brasilApi = z.object({
  cep: text,
  state: text,
  city: text,
  neighborhood: text.nullish().transform((v) => v ?? ""),
  street: text.nullish().transform((v) => v ?? ""),
  location: z
    .object({
      coordinates: z.object({ latitude: coordinate.optional(), longitude: coordinate.optional() }).catch({}),
    })
    .optional()
    .catch(undefined),
});

// ViaCEP `/ws/{cep}/json/`: 200 with the address, or 200 with `{ "erro": true }` when unknown.
const viaCep = z.object({
  cep: text,
  logradouro: text,
  bairro: text,
  localidade: text,
  uf: text,
});

function position(lat: number | undefined, lon: number | undefined) {
  if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (lat < -34 || lat > 6 || lon < -74 || lon > -28) return null;
  return { lat, lon };
}

/** Asks the configured CEP service about an 8-digit CEP, in that service's own protocol. */
export async function fetchCep(
  service: NonNullable<AddressServices["cep"]>,
  cep: string,
): Promise<CepAnswer> {
  if (service.format === "viacep") {
    const res = await fetchJson(`${service.baseUrl}/ws/${cep}/json/`, {});
    if (!res || res.status >= 500) return "unavailable";
    if (res.status === 400 || res.status === 404) return { found: false };
    if (res.body && typeof res.body === "object" && "erro" in res.body) return { found: false };
    const parsed = viaCep.safeParse(res.body);
    if (res.status !== 200 || !parsed.success || !parsed.data.localidade) return "unavailable";
    const v = parsed.data;
    return {
      found: true,
      address: {
        cep,
        street: v.logradouro,
        neighbourhood: v.bairro,
        city: v.localidade,
        state: v.uf,
        position: null,
      },
    };
  }
  const res = await fetchJson(`${service.baseUrl}/api/cep/v2/${cep}`, {});
  if (!res || res.status >= 500) return "unavailable";
  if (res.status === 404 || res.status === 400) return { found: false };
  const parsed = brasilApi.safeParse(res.body);
  if (res.status !== 200 || !parsed.success || !parsed.data.city) return "unavailable";
  const b = parsed.data;
  const c = b.location?.coordinates;
  return {
    found: true,
    address: {
      cep,
      street: b.street,
      neighbourhood: b.neighborhood,
      city: b.city,
      state: b.state,
      position: position(c?.latitude, c?.longitude),
    },
  };
}
