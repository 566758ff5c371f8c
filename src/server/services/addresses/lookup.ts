import { listMunicipalities } from "@/domain/municipalities";
import type { OrgScope } from "@/server/services/context";
import { throttle } from "@/server/services/throttle";
import { type CepAddress, fetchCep } from "./cep";
import { type AddressServices, addressServices } from "./config";
import { fetchPlaces, type GeocodedPlace } from "./geocode";
import { TtlCache } from "./ttl-cache";

const DAY_MS = 24 * 60 * 60 * 1000;
const MISS_TTL_MS = 10 * 60 * 1000;
/** Lookups that reach an outside service, per user per 10 minutes (answers from the cache are free). */
export const OUTSIDE_LOOKUPS_PER_USER = 60;

const OFFLINE_CEP =
  "A busca de CEP não está disponível neste servidor: digite o endereço e marque a obra no mapa (ou informe as coordenadas).";
const OFFLINE_GEOCODER =
  "A busca de endereço não está disponível neste servidor: marque a obra no mapa ou informe as coordenadas.";
const UNAVAILABLE_CEP =
  "O serviço de CEP não respondeu agora. Tente de novo em instantes ou digite o endereço e marque a obra no mapa.";
const UNAVAILABLE_GEOCODER =
  "O serviço de busca de endereço não respondeu agora. Tente de novo em instantes ou marque a obra no mapa.";

/** A CEP's address and, when it is in a municipality the app serves, that municipality's id. */
export type CepLookup =
  | { status: "found"; address: CepAddress & { municipalityId: string | null } }
  | { status: "not_found" | "offline" | "unavailable"; message: string };

export type PlacesLookup =
  | { status: "found"; places: GeocodedPlace[] }
  | { status: "not_found" | "offline" | "unavailable"; message: string };

const cepCache = new TtlCache<CepLookup>(5_000);
const placesCache = new TtlCache<PlacesLookup>(5_000);

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();

/** The served municipality a CEP's city and state name, if any. */
export function municipalityOf(city: string, state: string): string | null {
  return (
    listMunicipalities().find((m) => fold(m.name) === fold(city) && m.uf === state.trim().toUpperCase())
      ?.id ?? null
  );
}

function outsideLookup(scope: OrgScope, now: Date) {
  return throttle(
    scope.db,
    "addresses.lookup",
    [{ key: `user:${scope.userId}`, limit: OUTSIDE_LOOKUPS_PER_USER, windowMs: 10 * 60 * 1000 }],
    now,
  );
}

/** CEP → street, bairro, city (cached a day; "not found" ten minutes; failures not cached). */
export async function lookupCep(
  scope: OrgScope,
  cep: string,
  now = new Date(),
  services: AddressServices = addressServices(process.env),
): Promise<CepLookup> {
  if (!services.cep) return { status: "offline", message: OFFLINE_CEP };
  const key = `${services.cep.format}:${services.cep.baseUrl}:${cep}`;
  const cached = cepCache.get(key, now.getTime());
  if (cached) return cached;
  await outsideLookup(scope, now);
  const answer = await fetchCep(services.cep, cep);
  if (answer === "unavailable") return { status: "unavailable", message: UNAVAILABLE_CEP };
  const result: CepLookup = answer.found
    ? {
        status: "found",
        address: {
          ...answer.address,
          municipalityId: municipalityOf(answer.address.city, answer.address.state),
        },
      }
    : {
        status: "not_found",
        message: `Não encontramos o CEP ${cep.slice(0, 5)}-${cep.slice(5)}: confira os 8 dígitos.`,
      };
  cepCache.set(key, result, result.status === "found" ? DAY_MS : MISS_TTL_MS, now.getTime());
  return result;
}

/** Typed address → up to 5 places in Brazil (cached a day; none found ten minutes; failures not cached). */
export async function searchPlaces(
  scope: OrgScope,
  query: string,
  now = new Date(),
  services: AddressServices = addressServices(process.env),
): Promise<PlacesLookup> {
  if (!services.geocoder) return { status: "offline", message: OFFLINE_GEOCODER };
  const q = query.replace(/\s+/g, " ").trim();
  const key = `${services.geocoder.kind}:${services.geocoder.baseUrl}:${fold(q)}`;
  const cached = placesCache.get(key, now.getTime());
  if (cached) return cached;
  await outsideLookup(scope, now);
  const answer = await fetchPlaces(services.geocoder, q);
  if (answer === "unavailable") return { status: "unavailable", message: UNAVAILABLE_GEOCODER };
  const result: PlacesLookup =
    answer.places.length > 0
      ? { status: "found", places: answer.places }
      : {
          status: "not_found",
          message:
            "Não encontramos esse endereço. Confira a rua, o número e a cidade, ou marque a obra no mapa.",
        };
  placesCache.set(key, result, result.status === "found" ? DAY_MS : MISS_TTL_MS, now.getTime());
  return result;
}
