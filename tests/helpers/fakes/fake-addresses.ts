import { type FakeServer, sendJson, startFake } from "./http-fake";

/** A CEP as the fakes know it: the post office's address and where the street is. */
export interface KnownCep {
  cep: string;
  street: string;
  neighbourhood: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

/** Rua Halfeld, Centro, Juiz de Fora: a real CEP of the street (its position as OSM places the block). */
export const HALFELD_CEP: KnownCep = {
  cep: "36010002",
  street: "Rua Halfeld",
  neighbourhood: "Centro",
  city: "Juiz de Fora",
  state: "MG",
  lat: -21.7614,
  lon: -43.3482,
};

/**
 * BrasilAPI's CEP v2 (`/api/cep/v2/{cep}`: 200 with the address, 404 `CepPromiseError` when unknown) and
 * ViaCEP (`/ws/{cep}/json/`: 200, `{ "erro": "true" }` when unknown, 400 for a malformed CEP), one server.
 */
export function startFakeCep(known: KnownCep[]): Promise<FakeServer> {
  return startFake((url, _req, res) => {
    const brasil = /^\/api\/cep\/v2\/(\w+)$/.exec(url.pathname);
    const via = /^\/ws\/(\w+)\/json\/?$/.exec(url.pathname);
    const hit = known.find((k) => k.cep === (brasil?.[1] ?? via?.[1]));
    if (brasil) {
      if (!hit)
        return sendJson(res, 404, {
          name: "CepPromiseError",
          message: "Todos os serviços de CEP retornaram erro.",
          type: "service_error",
        });
      return sendJson(res, 200, {
        cep: hit.cep,
        state: hit.state,
        city: hit.city,
        neighborhood: hit.neighbourhood,
        street: hit.street,
        service: "correios",
        location: { type: "Point", coordinates: { longitude: String(hit.lon), latitude: String(hit.lat) } },
      });
    }
    if (via) {
      if (!/^\d{8}$/.test(via[1] ?? "")) return sendJson(res, 400, {});
      if (!hit) return sendJson(res, 200, { erro: "true" });
      return sendJson(res, 200, {
        cep: `${hit.cep.slice(0, 5)}-${hit.cep.slice(5)}`,
        logradouro: hit.street,
        complemento: "",
        unidade: "",
        bairro: hit.neighbourhood,
        localidade: hit.city,
        uf: hit.state,
        estado: "Minas Gerais",
        regiao: "Sudeste",
        ibge: "3136702",
        gia: "",
        ddd: "32",
        siafi: "4733",
      });
    }
    sendJson(res, 404, { message: "not found" });
  });
}

/** A place a fake geocoder finds: every word of `match` must be in the query (case and accents folded). */
export interface KnownPlace {
  match: string;
  label: string;
  lat: number;
  lon: number;
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * Nominatim's `/search?format=jsonv2&q=…&countrycodes=br`: a JSON array of places with `lat`/`lon` as
 * strings and `display_name`; an empty array when nothing matches; 400 without `q`.
 */
export function startFakeNominatim(places: KnownPlace[]): Promise<FakeServer> {
  return startFake((url, _req, res) => {
    if (url.pathname !== "/search") return sendJson(res, 404, { error: "Not found" });
    const q = fold(url.searchParams.get("q") ?? "");
    if (!q) return sendJson(res, 400, { error: { code: 400, message: "Nothing to search for." } });
    const found = places.filter((p) =>
      fold(p.match)
        .split(/\s+/)
        .every((w) => q.includes(w)),
    );
    sendJson(
      res,
      200,
      found.map((p, i) => ({
        place_id: 1000 + i,
        licence: "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
        osm_type: "way",
        osm_id: 2000 + i,
        lat: String(p.lat),
        lon: String(p.lon),
        category: "building",
        type: "yes",
        place_rank: 30,
        importance: 0.1,
        addresstype: "building",
        name: "",
        display_name: p.label,
        boundingbox: [
          String(p.lat - 0.0001),
          String(p.lat + 0.0001),
          String(p.lon - 0.0001),
          String(p.lon + 0.0001),
        ],
      })),
    );
  });
}
