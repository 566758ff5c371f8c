import type { z } from "zod";

/**
 * Builds a valid input for a procedure from its zod schema, putting `uuid` into every id field.
 * The tenant-isolation test calls each procedure with the other org's ids this way; a schema it
 * cannot satisfy fails that test, so a new field kind is taught here once.
 */
const STRING_BY_KEY: Record<string, string> = {
  plate: "BRA2E19",
  cep: "36010000",
  email: "isolamento@teste.cacambacerta.com.br",
  municipalityId: "juiz-de-fora-mg",
  taxId: "11444777000161",
  password: "Isolamento-Entre-Orgs-2026",
  newPassword: "Isolamento-Entre-Orgs-2026",
  newEmail: "isolamento-novo@teste.cacambacerta.com.br",
  phone: "3232151234",
  complaintsPhone: "08001234567",
  validFrom: "01/01/2025",
  validUntil: "31/12/2030",
  cnhValidUntil: "31/12/2030",
  cnhNumber: "12345678900",
  cnhCategory: "C",
  from: "01/01/2025",
  to: "31/12/2030",
  licenceValidUntil: "31/12/2030",
  originMunicipalityId: "juiz-de-fora-mg",
  date: "05/01/2026",
  desiredFrom: "05/01/2026",
  desiredUntil: "09/01/2026",
  windowStart: "08:00",
  windowEnd: "10:00",
  at: "2026-01-05T10:00:00-03:00",
  idempotencyKey: "isolamento-chave-0001",
  /** A 1×1 PNG: a drawn signature the server accepts. */
  signaturePng:
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
};

/** Whole values for fields whose shape a generic sample cannot satisfy (e.g. a closed GeoJSON ring). */
const VALUE_BY_KEY: Record<string, unknown> = {
  geometry: { type: "Point", coordinates: [-43.35, -21.76] },
  footprint: {
    type: "Polygon",
    coordinates: [
      [
        [-43.35051, -21.76121],
        [-43.35049, -21.76121],
        [-43.35049, -21.76119],
        [-43.35051, -21.76119],
        [-43.35051, -21.76121],
      ],
    ],
  },
};

const NUMBER_BY_KEY: Record<string, number> = { lat: -21.76, lon: -43.35, limit: 10, amountCents: 35000 };

type AnySchema = z.core.$ZodType;

export function sampleInput(schema: AnySchema, uuid: string, key = ""): unknown {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (key in VALUE_BY_KEY) return VALUE_BY_KEY[key];
  switch (def.type) {
    case "object": {
      const shape = (def as unknown as { shape: Record<string, AnySchema> }).shape;
      return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, sampleInput(s, uuid, k)]));
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
      return sampleInput(def.innerType as AnySchema, uuid, key);
    case "pipe":
      return sampleInput(def.in as AnySchema, uuid, key);
    case "string":
      if ((schema as unknown as { format?: string }).format === "uuid") return uuid;
      if ((schema as unknown as { format?: string }).format === "email")
        return STRING_BY_KEY[key] ?? STRING_BY_KEY.email;
      return STRING_BY_KEY[key] ?? "Teste de isolamento";
    case "number":
    case "int":
      return NUMBER_BY_KEY[key] ?? 1;
    case "boolean":
      return false;
    case "enum":
      return Object.values(def.entries as Record<string, unknown>)[0];
    case "literal":
      return (def.values as unknown[])[0];
    case "unknown":
    case "record":
      return {};
    case "date":
      return new Date("2026-01-05T13:00:00Z");
    case "array":
      return [sampleInput(def.element as AnySchema, uuid, key)];
    default:
      throw new Error(`sampleInput: teach me zod type "${def.type}" (field "${key}")`);
  }
}

export function hasUuidField(schema: AnySchema | undefined): boolean {
  if (!schema) return false;
  return JSON.stringify(sampleInput(schema, "00000000-0000-4000-8000-00000000abcd")).includes("abcd");
}
