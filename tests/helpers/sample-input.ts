import type { z } from "zod";

/**
 * Builds a valid input for a procedure from its zod schema, putting `uuid` into every id field.
 * The tenant-isolation test calls each procedure with the other org's ids this way; a schema it
 * cannot satisfy fails that test, so a new field kind is taught here once.
 */
const STRING_BY_KEY: Record<string, string> = {
  plate: "BRA2E19",
  stripePaymentId: "pi_3IsolamentoEntreOrgs",
  cep: "36010000",
  email: "isolamento@teste.cacambacerta.com.br",
  municipalityId: "juiz-de-fora-mg",
  taxId: "11444777000161",
  loginTaxId: "52998224725",
  companyTaxId: "11444777000161",
  unitCode: "12345",
  ibamaCode: "170107",
  password: "Isolamento-Entre-Orgs-2026",
  newPassword: "Isolamento-Entre-Orgs-2026",
  newEmail: "isolamento-novo@teste.cacambacerta.com.br",
  phone: "3232151234",
  mobilePhone: "32987654321",
  contactPhone: "32991234567",
  quietFrom: "21:00",
  quietUntil: "08:00",
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
  desiredFrom: "05/01/2031",
  dueDate: "31/12/2030",
  month: "2026-01",
  desiredUntil: "09/01/2031",
  windowStart: "08:00",
  windowEnd: "10:00",
  shiftStart: "07:00",
  shiftEnd: "17:00",
  opensAt: "07:00",
  closesAt: "17:00",
  at: "2026-01-05T10:00:00-03:00",
  idempotencyKey: "isolamento-chave-0001",
  /** A day plan's basis (a hash of the board it was made from): well formed, matching no board. */
  basis: "0123456789abcdef0123456789abcdef",
  /** A Pix key (e-mail kind). */
  key: "financeiro@isolamento.com.br",
  /** NFS-e set-up: a series, a national service code, an inscrição municipal, a (not a PKCS#12) file. */
  series: "1",
  defaultTribNac: "070901",
  tribNac: "070901",
  municipalRegistration: "123456",
  fileBase64: "AAAA",
  /** An OFX statement with one credit whose FITID is the generic sample text (`fitid`). */
  ofx: "<OFX><BANKACCTFROM><BANKID>001<ACCTID>1</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260105<TRNAMT>350.00<FITID>Teste de isolamento<MEMO>PIX</STMTTRN></BANKTRANLIST></OFX>",
  /** A 1×1 PNG: a drawn signature the server accepts. */
  signaturePng:
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
};

/** Whole values for fields whose shape a generic sample cannot satisfy (e.g. a closed GeoJSON ring). */
const VALUE_BY_KEY: Record<string, unknown> = {
  /** One city feature, as the OSM and GTFS loaders send them (the service reads them as GeoJSON). */
  features: [
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [-43.35, -21.76] },
      properties: { id: "hostil-1", kind: "hydrant", name: "Hidrante" },
    },
  ],
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

const NUMBER_BY_KEY: Record<string, number> = {
  lat: -21.76,
  lon: -43.35,
  limit: 10,
  amountCents: 35000,
  rentalCents: 35000,
  breakMinutes: 60,
  unloadMinutes: 20,
  cacambaCapacity: 1,
};

type AnySchema = z.core.$ZodType;

/** The id to put in a uuid field: one for all, or chosen by the field's name. */
export type IdFor = string | ((key: string) => string);

export function sampleInput(schema: AnySchema, uuid: IdFor, key = ""): unknown {
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
    case "union":
      return sampleInput((def.options as AnySchema[])[0] as AnySchema, uuid, key);
    case "string":
      if ((schema as unknown as { format?: string }).format === "uuid")
        return typeof uuid === "string" ? uuid : uuid(key);
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

/* ---------------------------------------------------------------------------------------------------
 * Hostile mode: the valid sample with one field at a time replaced by a value no form would send.
 * ------------------------------------------------------------------------------------------------- */

type Path = (string | number)[];
type NodeKind =
  | "string"
  | "number"
  | "boolean"
  | "enum"
  | "date"
  | "unknown"
  | "object"
  | "record"
  | "array"
  /** A leaf of free-form JSON (`z.unknown()` read by the service): only broken text must be refused. */
  | "json";
interface SchemaNode {
  path: Path;
  kind: NodeKind;
  /** For records: a valid value to put under a hostile key. */
  recordValue?: unknown;
}

/** The fields of a schema's sample, with their kinds, in the same walk as `sampleInput`. */
function nodesOf(schema: AnySchema, uuid: IdFor, key: string, path: Path, out: SchemaNode[]): void {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (key in VALUE_BY_KEY) {
    valueNodes(VALUE_BY_KEY[key], path, out, FREE_FORM_KEYS.has(key));
    return;
  }
  switch (def.type) {
    case "object": {
      out.push({ path, kind: "object" });
      const shape = (def as unknown as { shape: Record<string, AnySchema> }).shape;
      for (const [k, s] of Object.entries(shape)) nodesOf(s, uuid, k, [...path, k], out);
      return;
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
      nodesOf(def.innerType as AnySchema, uuid, key, path, out);
      return;
    case "pipe":
      nodesOf(def.in as AnySchema, uuid, key, path, out);
      return;
    case "union":
      nodesOf((def.options as AnySchema[])[0] as AnySchema, uuid, key, path, out);
      return;
    case "array":
      out.push({ path, kind: "array" });
      nodesOf(def.element as AnySchema, uuid, key, [...path, 0], out);
      return;
    case "record":
      out.push({ path, kind: "record", recordValue: sampleInput(def.valueType as AnySchema, uuid, key) });
      return;
    case "int":
      out.push({ path, kind: "number" });
      return;
    case "literal":
      out.push({ path, kind: "enum" });
      return;
    case "string":
    case "number":
    case "boolean":
    case "enum":
    case "date":
    case "unknown":
      out.push({ path, kind: def.type });
      return;
    default:
      throw new Error(`hostileInputs: teach me zod type "${def.type}" (field "${key}")`);
  }
}

/** `VALUE_BY_KEY` fields whose schema is `z.unknown()`: the service, not the input schema, reads them. */
const FREE_FORM_KEYS = new Set(["features"]);

/** Fields of a whole value given by `VALUE_BY_KEY` (strict schemas check every field; free-form ones text only). */
function valueNodes(value: unknown, path: Path, out: SchemaNode[], freeForm: boolean): void {
  if (Array.isArray(value)) {
    out.push({ path, kind: freeForm && path.length > 1 ? "json" : "array" });
    for (const [i, v] of value.entries()) valueNodes(v, [...path, i], out, freeForm);
  } else if (value && typeof value === "object") {
    out.push({ path, kind: freeForm ? "json" : "object" });
    for (const [k, v] of Object.entries(value)) valueNodes(v, [...path, k], out, freeForm);
  } else if (freeForm) {
    out.push({ path, kind: "json" });
  } else {
    out.push({
      path,
      kind: typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : "string",
    });
  }
}

const ONE_MB = "x".repeat(1 << 20);
const isDateText = (v: unknown) =>
  typeof v === "string" && /^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})/.test(v);

/** A date in the same shape as the field's valid sample (dd/mm/aaaa, ISO date, ISO instant or Date). */
function yearLike(original: unknown, year: "0000" | "275760"): unknown {
  if (original instanceof Date) return year === "0000" ? new Date("0000-01-01T12:00:00Z") : new Date(8.64e15);
  if (typeof original !== "string") return year === "0000" ? "0000-01-01" : "+275760-09-13T00:00:00.000Z";
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(original)) return `${original.slice(0, 6)}${year}`;
  if (/^\d{4}-\d{2}-\d{2}T/.test(original))
    return year === "0000" ? `0000${original.slice(4)}` : `+275760${original.slice(4)}`;
  return year === "0000" ? "0000-01-01" : "275760-09-13";
}

/** Wrong JSON type for a leaf: what a careless or hostile client sends instead. */
function wrongType(original: unknown): unknown {
  if (typeof original === "string") return { value: original };
  if (typeof original === "number") return String(original);
  if (typeof original === "boolean") return String(original);
  if (original instanceof Date) return original.getTime();
  return "x";
}

interface Hostile {
  label: string;
  value: (original: unknown) => unknown;
  /** Whether every schema must refuse it (400) in a field whose valid sample is `original`. */
  refused: (original: unknown) => boolean;
}

const always = () => true;
const unlessNumber = (o: unknown) => typeof o !== "number";
const text = (o: unknown) => (typeof o === "string" ? o : "");

/** The hostile values each leaf gets, in turn. */
export const HOSTILE_VALUES: Hostile[] = [
  { label: "NUL", value: (o) => `${text(o)}\u0000`, refused: always },
  { label: "lone high surrogate", value: (o) => `${text(o)}\uD800`, refused: always },
  { label: "lone low surrogate", value: (o) => `\uDC00${text(o)}`, refused: always },
  { label: "1 MB string", value: () => ONE_MB, refused: always },
  {
    label: "year 0000",
    value: (o) => yearLike(o, "0000"),
    refused: (o) => isDateText(o) || o instanceof Date || typeof o !== "string",
  },
  {
    label: "year 275760",
    value: (o) => yearLike(o, "275760"),
    refused: (o) => isDateText(o) || o instanceof Date || typeof o !== "string",
  },
  { label: "NaN", value: () => Number.NaN, refused: always },
  { label: "Infinity", value: () => Number.POSITIVE_INFINITY, refused: always },
  { label: "-Infinity", value: () => Number.NEGATIVE_INFINITY, refused: always },
  { label: "-0", value: () => -0, refused: unlessNumber },
  { label: "negative", value: () => -1, refused: unlessNumber },
  { label: "2^31", value: () => 2 ** 31, refused: unlessNumber },
  { label: "huge", value: () => 1e308, refused: always },
  { label: "wrong type", value: wrongType, refused: always },
];

const SAMPLE_OFX = STRING_BY_KEY.ofx ?? "";

/**
 * Hostile values of one field's own kind (issue #42): OFX files whose numeric references name no
 * character (in the memo they are cleaned, in the FITID refused) or whose credit is dated 31/12/9999 or
 * 01/01/1900, and Pix keys the DICT and the bank apps cannot read.
 */
const HOSTILE_BY_KEY: Record<string, { label: string; value: string; mustRefuse: boolean }[]> = {
  ofx: [
    ...["&#x110000;", "&#99999999;", "&#0;", "a&#xD800;b", "&#56320;", "&constructor;"].map((ref) => ({
      label: `OFX memo ${ref}`,
      value: SAMPLE_OFX.replace("<MEMO>PIX", `<MEMO>PIX ${ref}`),
      mustRefuse: false,
    })),
    ...["&#0;", "&#xD800;", "&#x110000;"].map((ref) => ({
      label: `OFX FITID ${ref}`,
      value: SAMPLE_OFX.replace("<FITID>Teste de", `<FITID>Teste${ref}de`),
      mustRefuse: true,
    })),
    {
      label: "OFX account &#0;",
      value: SAMPLE_OFX.replace("<ACCTID>1", "<ACCTID>1&#0;"),
      mustRefuse: true,
    },
    ...["99991231", "19000101"].map((day) => ({
      label: `OFX posted ${day}`,
      value: SAMPLE_OFX.replace("<DTPOSTED>20260105", `<DTPOSTED>${day}`),
      mustRefuse: false,
    })),
  ],
  key: ["ção.ñandú@exemplo.com.br", "😀@exemplo.com.br", "+55 32 3215-1234"].map((key) => ({
    label: `Pix key ${key}`,
    value: key,
    mustRefuse: true,
  })),
};

/** What free-form JSON must refuse too: broken or huge text. */
const TEXT_HOSTILES = new Set(["NUL", "lone high surrogate", "lone low surrogate", "1 MB string"]);

export interface HostileCase {
  /** The mutated field, e.g. `answers.0.note`, or `(input)` for the whole input. */
  field: string;
  label: string;
  input: unknown;
  /** The schema must refuse this input (a 400), not merely survive it. */
  mustRefuse: boolean;
}

function clone<T>(v: T): T {
  return v === undefined ? v : structuredClone(v);
}

function getAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, k) => (node as Record<string | number, unknown>)?.[k], root);
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const parent = getAt(root, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = value;
  return root;
}

/** Adds an own property named like `__proto__` (as `JSON.parse` does), not a prototype change. */
function withOwnKey(target: unknown, key: string, value: unknown): unknown {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/** A marker that a prototype-pollution attempt would leave on `Object.prototype`. */
export const POLLUTION_MARK = "cacambaCertaPolluted";

/**
 * The hostile inputs of a schema: for each field in turn (one at a time, not the cross product) each
 * of `HOSTILE_VALUES`; for each object `__proto__` and `constructor` keys and a wrong type; for each
 * record the same keys; for each array a wrong type. The rest of the input stays the valid sample.
 */
export function hostileInputs(schema: AnySchema, uuid: IdFor): HostileCase[] {
  const base = sampleInput(schema, uuid);
  const nodes: SchemaNode[] = [];
  nodesOf(schema, uuid, "", [], nodes);
  const cases: HostileCase[] = [];
  const pollution = () => ({ [POLLUTION_MARK]: true, prototype: { [POLLUTION_MARK]: true } });
  for (const node of nodes) {
    const field = node.path.length ? node.path.join(".") : "(input)";
    const original = getAt(base, node.path);
    const variant = (label: string, value: unknown, mustRefuse: boolean) =>
      cases.push({ field, label, input: setAt(clone(base), node.path, value), mustRefuse });
    switch (node.kind) {
      case "object":
      case "record":
        for (const key of ["__proto__", "constructor"]) {
          const input = clone(base);
          withOwnKey(
            getAt(input, node.path),
            key,
            node.kind === "record" ? clone(node.recordValue) : pollution(),
          );
          cases.push({ field, label: `${key} key`, input, mustRefuse: false });
        }
        variant("wrong type", node.kind === "object" ? "x" : [], true);
        break;
      case "json": {
        const container = original !== null && typeof original === "object";
        if (container && !Array.isArray(original))
          for (const key of ["__proto__", "constructor"]) {
            const input = clone(base);
            withOwnKey(getAt(input, node.path), key, pollution());
            cases.push({ field, label: `${key} key`, input, mustRefuse: false });
          }
        if (!container)
          for (const h of HOSTILE_VALUES) variant(h.label, h.value(original), TEXT_HOSTILES.has(h.label));
        break;
      }
      case "array":
        variant("wrong type", { 0: original }, true);
        break;
      default:
        for (const h of HOSTILE_VALUES)
          variant(h.label, h.value(original), node.kind !== "unknown" && h.refused(original));
        for (const h of HOSTILE_BY_KEY[String(node.path.at(-1))] ?? [])
          variant(h.label, h.value, h.mustRefuse);
    }
  }
  return cases;
}
