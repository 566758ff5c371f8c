import type { MtrSystem } from "@/domain/mtr";

/** The fake MTR systems' state, requests and answers, shared by its routes (see handler.ts). */

export interface Unit {
  taxId: string;
  unitCode: string;
}
export interface Token extends Unit {
  chave: string;
  until: number;
  /** The org the token was given to: another org's calls cannot use it. */
  org: string | null;
}
export interface Manifest {
  number: string;
  ourCode: string | null;
  generator: Unit;
  transporter: Unit;
  receiver: Unit;
  situation: "Salvo" | "Recebido" | "Cancelado";
  /** When `salvarManifestoLote` saved it (ms; null when restored): what the day listing filters on. */
  savedAt: number | null;
  body: Record<string, unknown>;
  receipt: Record<string, unknown> | null;
  /**
   * The receiver's last `alteraRecebimento`, and the generator's answer (`aceiteAlteracaoRecebimento`):
   * `A` puts its figures in the receipt, `R` leaves the receipt as it was.
   */
  change: { body: Record<string, unknown>; answer: "A" | "R" | null } | null;
  cdf: string | null;
  /** The orgs whose calls saved, received, cancelled or certified it: whose `state` shows it. */
  orgs: Set<string>;
}
export interface Cdf {
  number: string;
  receiver: Unit;
  numbers: string[];
  from: number;
  to: number;
  issuedAt: number;
  /** `nomeResponsavel`: who issued it for the receiver. */
  responsible: string;
  orgs: Set<string>;
}

/**
 * The system's registry of parties (its "cadastro"): the name a unit was registered under, or null. The
 * real systems know each party from its registration on their site, outside the web service.
 */
export type FakeRegistry = (system: MtrSystem, unit: Unit) => Promise<string | null>;

export interface FakeSystemState {
  tokens: Map<string, Token>;
  manifests: Map<string, Manifest>;
  cdfs: Map<string, Cdf>;
  seq: number;
  cdfSeq: number;
  /** Every org's calls answer 503. */
  outage: boolean;
  /** These orgs' calls answer 503. */
  orgOutages: Set<string>;
  /** By route (everyone's calls) or `<org>:<route>` (one org's): answer after `ms`, for the next `times` calls. */
  slow: Map<string, { ms: number; times: number }>;
  tokenTtlMs: number;
  /** FEAM: client addresses registered for the web service. */
  allowedAddresses: Set<string>;
  /** Every request: route, HTTP status and org (what the tests count). */
  log: { route: string; status: number; org: string | null }[];
}

export interface FakeRequest {
  method: string;
  /**
   * Path after the fake's prefix: `/<system>/<route>/…`, `/org/<org id>/<system>/<route>/…` (the app's own
   * client names the org it calls for: src/server/mtr/config.ts) or `/_control/…`.
   */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  remoteAddress: string;
  /**
   * Who may use the switches (`control`) or the systems' routes (`protocol`): null lets the request
   * through, an answer refuses it. Without it everything is let through (the fake on its own port, in tests).
   */
  guard?: (kind: "control" | "protocol") => Promise<FakeResponse | null>;
}
export interface FakeResponse {
  status: number;
  contentType: string;
  body: Buffer | string;
}

/** One call to a route, once the caller's unit is known. */
export interface RouteCall {
  system: MtrSystem;
  st: FakeSystemState;
  me: Unit;
  /** Path segments after the route's name (INEA's credentials already taken off). */
  segments: string[];
  body: unknown;
  clock: () => Date;
  /** The org the app's client called for (null: a client that names none). */
  org: string | null;
  registry: FakeRegistry;
}
export type Route = (c: RouteCall) => FakeResponse | Promise<FakeResponse>;

export const json = (status: number, body: unknown): FakeResponse => ({
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify(body),
});
export const ok = (objetoResposta: unknown) =>
  json(200, { erro: false, mensagem: "", totalRecords: 1, objetoResposta });
export const fail = (status: number, mensagem: string) =>
  json(status, { erro: true, mensagem, objetoResposta: null });
export const pdf = (bytes: Buffer): FakeResponse => ({
  status: 200,
  contentType: "application/pdf",
  body: bytes,
});

export function newSystemState(): FakeSystemState {
  return {
    tokens: new Map(),
    manifests: new Map(),
    cdfs: new Map(),
    seq: 0,
    cdfSeq: 0,
    outage: false,
    orgOutages: new Set(),
    slow: new Map(),
    tokenTtlMs: 60 * 60_000,
    allowedAddresses: new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]),
    log: [],
  };
}

/** Marks a manifest or CDF as touched by `org`'s call. */
export function touchedBy(record: { orgs: Set<string> }, org: string | null): void {
  if (org) record.orgs.add(org);
}
