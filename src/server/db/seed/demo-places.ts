/**
 * Where the demo's sites stand: addresses on streets of central Juiz de Fora, each point on its street
 * (the street lines the maps e2e draws, tests/e2e/maps-streets.test.ts, and the CEP/geocoder fakes'
 * answers), with the street's bearing so a caçamba lies along the kerb. The first is the demo site the
 * hand-placed city features (bus stop, hydrant, crosswalk) stand around. The extra sites' CEPs are in
 * Centro's 36010-/36013- ranges but were not checked against the Correios' base (not reachable here).
 */
export interface DemoPlace {
  name: string;
  address: string;
  cep: string;
  lat: number;
  lon: number;
  /** The street's direction at the point, degrees clockwise from north (for the caçamba's long side). */
  bearingDeg: number;
}

export const DEMO_SITE: DemoPlace = {
  name: "Edifício Mirante do Imperador",
  address: "Rua Halfeld, 1200 — Centro, Juiz de Fora/MG",
  cep: "36010003",
  lat: -21.7612,
  lon: -43.3496,
  bearingDeg: 90,
};

/** More of the demo client's sites, spread over the centre: the map shows each caçamba at its own address. */
export const DEMO_MORE_SITES: DemoPlace[] = [
  {
    name: "Galeria Rio Branco",
    address: "Avenida Barão do Rio Branco, 2100 — Centro, Juiz de Fora/MG",
    cep: "36010012",
    lat: -21.7618,
    lon: -43.3509,
    bearingDeg: 203,
  },
  {
    name: "Hotel Getúlio Vargas",
    address: "Avenida Getúlio Vargas, 455 — Centro, Juiz de Fora/MG",
    cep: "36013000",
    lat: -21.76017,
    lon: -43.34674,
    bearingDeg: 203,
  },
  {
    name: "Sobrado Rua São João",
    address: "Rua São João, 310 — Centro, Juiz de Fora/MG",
    cep: "36010310",
    lat: -21.7634,
    lon: -43.3496,
    bearingDeg: 86,
  },
  {
    name: "Reforma Marechal Deodoro",
    address: "Rua Marechal Deodoro, 520 — Centro, Juiz de Fora/MG",
    cep: "36013001",
    lat: -21.7623,
    lon: -43.3489,
    bearingDeg: 88,
  },
];

/**
 * The demo hauler's yard (pátio), at the yard address its profile already gives (Av. Brasil, 4000, Mariano
 * Procópio, by the Paraibuna river), and the demo receiver's gate on Estrada Engenheiro Gentil Forn in the
 * Distrito Industrial, by the BR-040. The shared data (../shared/data) holds no OpenStreetMap extract of Juiz
 * de Fora, so both points were read off the map by hand: right to the street, not to the house number.
 */
export const DEMO_YARD = {
  name: "Pátio Mariano Procópio",
  address: "Av. Brasil, 4000 — Mariano Procópio, Juiz de Fora/MG",
  lat: -21.7402,
  lon: -43.3648,
};

export const DEMO_RECEIVER_GATE = {
  lat: -21.6955,
  lon: -43.4212,
  /** The ATT's hours and the time a truck spends at its gate (weighing, tipping, the receipt). */
  opensAt: "07:00",
  closesAt: "17:00",
  unloadMinutes: 20,
};
