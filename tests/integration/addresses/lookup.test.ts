import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { fetchCep } from "@/server/services/addresses/cep";
import { addressServices } from "@/server/services/addresses/config";
import { fetchPlaces } from "@/server/services/addresses/geocode";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { HALFELD_CEP, startFakeCep, startFakeNominatim } from "../../helpers/fakes/fake-addresses";
import type { FakeServer } from "../../helpers/fakes/http-fake";
import { startFake } from "../../helpers/fakes/http-fake";
import { failure } from "../../helpers/trpc-failure";

const HALFELD_1200 = {
  match: "halfeld 1200 juiz de fora",
  label: "1200, Rua Halfeld, Centro, Juiz de Fora, Minas Gerais, 36010-002, Brasil",
  lat: -21.76135,
  lon: -43.34962,
};

describe("addresses: CEP and geocoder through the server", () => {
  let h: DbHandle;
  let cep: FakeServer;
  let nominatim: FakeServer;
  const saved = { ...process.env };

  beforeAll(async () => {
    h = await freshDatabase();
    cep = await startFakeCep([HALFELD_CEP]);
    nominatim = await startFakeNominatim([HALFELD_1200]);
  });
  afterEach(() => {
    for (const k of ["CEP_API_URL", "CEP_API_FORMAT", "GEOCODER_URL", "NEXT_PUBLIC_MAP_OFFLINE"])
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
  });
  afterAll(async () => {
    await cep?.close();
    await nominatim?.close();
    await h?.close();
  });

  async function client() {
    const org = await makeOrg(h.db, { kind: "generator" });
    return callerFor(h.db, await makeMember(h.db, org.id, "client"), org.id);
  }

  it("defaults: BrasilAPI for CEP and no geocoder; offline nothing; Mapbox's geocoder with its token", () => {
    expect(addressServices({})).toEqual({
      cep: { format: "brasilapi", baseUrl: "https://brasilapi.com.br" },
      geocoder: null,
    });
    expect(addressServices({ NEXT_PUBLIC_MAP_OFFLINE: "1" })).toEqual({ cep: null, geocoder: null });
    expect(addressServices({ NEXT_PUBLIC_MAPBOX_TOKEN: "pk.x" }).geocoder).toMatchObject({
      kind: "mapbox",
      token: "pk.x",
    });
    expect(
      addressServices({
        CEP_API_URL: "http://cep.local/",
        CEP_API_FORMAT: "ViaCEP",
        GEOCODER_URL: "http://geo.local/",
      }),
    ).toEqual({
      cep: { format: "viacep", baseUrl: "http://cep.local" },
      geocoder: { kind: "nominatim", baseUrl: "http://geo.local" },
    });
  });

  it("CEP → street, bairro, city and the served municipality, in BrasilAPI's and ViaCEP's protocols; cached", async () => {
    process.env.CEP_API_URL = cep.url;
    const caller = await client();
    const found = await caller.addresses.cep({ cep: "36010-002" });
    expect(found).toEqual({
      status: "found",
      address: {
        cep: "36010002",
        street: "Rua Halfeld",
        neighbourhood: "Centro",
        city: "Juiz de Fora",
        state: "MG",
        position: { lat: HALFELD_CEP.lat, lon: HALFELD_CEP.lon },
        municipalityId: "juiz-de-fora-mg",
      },
    });
    expect(cep.requests.filter((r) => r === "/api/cep/v2/36010002")).toHaveLength(1);
    await caller.addresses.cep({ cep: "36010002" });
    expect(cep.requests.filter((r) => r === "/api/cep/v2/36010002")).toHaveLength(1);

    const unknown = await caller.addresses.cep({ cep: "99999999" });
    expect(unknown).toEqual({ status: "not_found", message: expect.stringContaining("99999-999") });

    process.env.CEP_API_FORMAT = "viacep";
    const via = await caller.addresses.cep({ cep: "36010002" });
    expect(via).toMatchObject({ status: "found", address: { street: "Rua Halfeld", position: null } });
    expect(cep.requests).toContain("/ws/36010002/json/");
    expect(await fetchCep({ format: "viacep", baseUrl: cep.url }, "12345678")).toEqual({ found: false });
  });

  it("address → places from a Nominatim-compatible geocoder (jsonv2, countrycodes=br); none found says so", async () => {
    process.env.GEOCODER_URL = nominatim.url;
    const caller = await client();
    const found = await caller.addresses.search({ query: "Rua Halfeld, 1200, Juiz de Fora - MG" });
    expect(found).toEqual({
      status: "found",
      places: [{ label: HALFELD_1200.label, lat: HALFELD_1200.lat, lon: HALFELD_1200.lon }],
    });
    const asked = new URL(nominatim.url + (nominatim.requests.at(-1) ?? ""));
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ format: "jsonv2", countrycodes: "br" });
    const none = await caller.addresses.search({ query: "Rua Que Não Existe, 1" });
    expect(none).toMatchObject({ status: "not_found" });
  });

  it("a service that is down, slow, huge or answers garbage gives 'unavailable', never a 500", async () => {
    const hostile = await startFake((url, _req, res) => {
      if (url.pathname.includes("11111111")) {
        res.writeHead(502);
        return res.end("bad gateway");
      }
      if (url.pathname.includes("22222222")) {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end("{not json");
      }
      if (url.pathname.includes("33333333")) {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(`"${"x".repeat(400_000)}"`);
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify([{ display_name: "Lá fora", lat: "48.85", lon: "2.35" }]));
    });
    try {
      const service = { format: "brasilapi" as const, baseUrl: hostile.url };
      for (const c of ["11111111", "22222222", "33333333"])
        expect(await fetchCep(service, c)).toBe("unavailable");
      expect(await fetchCep({ format: "brasilapi", baseUrl: "http://127.0.0.1:9" }, "36010002")).toBe(
        "unavailable",
      );
      // Places outside Brazil are dropped.
      expect(await fetchPlaces({ kind: "nominatim", baseUrl: hostile.url }, "Paris")).toEqual({ places: [] });
      process.env.CEP_API_URL = hostile.url;
      const caller = await client();
      expect(await caller.addresses.cep({ cep: "11111111" })).toMatchObject({ status: "unavailable" });
    } finally {
      await hostile.close();
    }
  });

  it("offline: each lookup says what to do instead; bad input is 400; only site makers may ask", async () => {
    process.env.NEXT_PUBLIC_MAP_OFFLINE = "1";
    const caller = await client();
    expect(await caller.addresses.cep({ cep: "36010002" })).toMatchObject({
      status: "offline",
      message: expect.stringContaining("digite o endereço"),
    });
    expect(await caller.addresses.search({ query: "Rua Halfeld, 1200" })).toMatchObject({
      status: "offline",
    });
    const bad = await failure(caller.addresses.cep({ cep: "3601" }));
    expect(getHTTPStatusCodeFromError(bad)).toBe(400);
    const city = await makeOrg(h.db, { kind: "city" });
    const auditor = callerFor(h.db, await makeMember(h.db, city.id, "auditor"), city.id);
    expect(getHTTPStatusCodeFromError(await failure(auditor.addresses.cep({ cep: "36010002" })))).toBe(403);
  });
});
