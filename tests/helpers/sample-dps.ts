import { buildDps, DEFAULT_TRIB_NAC } from "@/domain/nfse/dps";

/** A DPS of a Juiz de Fora hauler to a building company, numbered `number`, as XML (unsigned). */
export const sampleDps = (number: number, service = "Locação de caçamba 5 m³", valueCents = 123456) =>
  buildDps({
    environment: "restricted",
    issuedAt: new Date("2026-03-05T17:07:00Z"),
    appVersion: "CacambaCerta-1.0",
    series: "1",
    number,
    issuerMunicipalityIbge: "3136702",
    provider: { cnpj: "11222333000181", municipalRegistration: "123456", simples: "none" },
    taker: { taxId: "44555666000199", name: "Construtora Morro do Imperador" },
    service: { placeIbge: "3136702", tribNac: DEFAULT_TRIB_NAC, description: service },
    valueCents,
  }).xml;
