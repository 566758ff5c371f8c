/** The fake MTR systems' state, requests and answers, shared by its routes (see handler.ts). */

export interface Unit {
  taxId: string;
  unitCode: string;
}
export interface Token extends Unit {
  chave: string;
  until: number;
}
export interface Manifest {
  number: string;
  ourCode: string | null;
  generator: Unit;
  transporter: Unit;
  receiver: Unit;
  situation: "Salvo" | "Recebido" | "Cancelado";
  body: Record<string, unknown>;
  receipt: Record<string, unknown> | null;
  cdf: string | null;
}
export interface Cdf {
  number: string;
  receiver: Unit;
  numbers: string[];
  from: number;
  to: number;
}

export interface FakeSystemState {
  tokens: Map<string, Token>;
  manifests: Map<string, Manifest>;
  cdfs: Map<string, Cdf>;
  seq: number;
  cdfSeq: number;
  outage: boolean;
  /** Per route: answer after `ms`, for the next `times` calls. */
  slow: Map<string, { ms: number; times: number }>;
  tokenTtlMs: number;
  /** FEAM: client addresses registered for the web service. */
  allowedAddresses: Set<string>;
  /** Every request: route and HTTP status (what the tests count). */
  log: { route: string; status: number }[];
}

export interface FakeRequest {
  method: string;
  /** Path after the fake's prefix: `/<system>/<route>/…` or `/_control/…`. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  remoteAddress: string;
}
export interface FakeResponse {
  status: number;
  contentType: string;
  body: Buffer | string;
}

/** One call to a route, once the caller's unit is known. */
export interface RouteCall {
  st: FakeSystemState;
  me: Unit;
  /** Path segments after the route's name (INEA's credentials already taken off). */
  segments: string[];
  body: unknown;
  clock: () => Date;
}
export type Route = (c: RouteCall) => FakeResponse;

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
    slow: new Map(),
    tokenTtlMs: 60 * 60_000,
    allowedAddresses: new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]),
    log: [],
  };
}
