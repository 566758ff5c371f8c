import { createHash } from "node:crypto";
import type { MtrSystem } from "@/domain/mtr";
import { readCdf, readCodes, readLookup, readManifest, readSaved, readToken, unwrap } from "./answers";
import { failureMessage, MtrCallError, type MtrFailure } from "./errors";
import {
  type CdfRequest,
  cancelBody,
  cdfBody,
  dayListParams,
  ineaPath,
  type LookupItem,
  type LookupList,
  type ManifestFound,
  type ManifestRequest,
  type MtrLogin,
  manifestBody,
  type Operation,
  ourCodeBody,
  type ReceiptChangeAnswer,
  type ReceiptRequest,
  receiptBody,
  receiptChangeAnswerBody,
  receiptChangeBody,
  routeOf,
  tokenBody,
} from "./protocol";

/** One call as the audit trail keeps it (never the password nor the token). */
export interface MtrCallRecord {
  system: MtrSystem;
  operation: Operation;
  ms: number;
  outcome: "ok" | MtrFailure;
  httpStatus: number | null;
  message: string | null;
}

export interface MtrClientOptions {
  baseUrl: (system: MtrSystem) => string;
  timeoutMs?: number;
  onCall?: (call: MtrCallRecord) => unknown;
}

/** A token is asked again after this, even if the system would still take it. */
const TOKEN_REUSE_MS = 50 * 60_000;
interface CachedToken {
  token: string;
  chave: string | null;
  until: number;
  orgId: string;
  system: MtrSystem;
}
/**
 * Tokens for the process: a token serves many calls, but only those made with the very credentials
 * that asked for it — the same org, system, address, user, unit and password (its hash). Another org
 * typing someone else's login, or a changed password, asks the system again, which refuses a wrong one.
 */
const tokens = new Map<string, CachedToken>();
function tokenKey(base: string, l: MtrLogin): string {
  const fields = [l.orgId, l.system, base, l.loginTaxId, l.companyTaxId, l.unitCode, l.password];
  return createHash("sha256").update(JSON.stringify(fields)).digest("base64url");
}

/** Drops the tokens this process keeps for `orgId` (in one system, or all), or every token (tests). */
export function forgetMtrTokens(orgId?: string, system?: MtrSystem): void {
  for (const [key, token] of tokens)
    if ((!orgId || token.orgId === orgId) && (!system || token.system === system)) tokens.delete(key);
}

interface Request {
  method: "GET" | "POST";
  params?: string[];
  body?: unknown;
  pdf?: boolean;
}

/**
 * The one adapter to the MTR systems: each method is one web-service operation, in the systems' own
 * words (`protocol.ts`), with their quirks — FEAM's `chave_feam` header, INEA's credentials in the
 * path, tokens asked again when refused. Failures are `MtrCallError`s with a pt-BR message.
 */
export class MtrClient {
  private readonly timeoutMs: number;
  constructor(private readonly options: MtrClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  async saveManifest(login: MtrLogin, m: ManifestRequest): Promise<{ number: string }> {
    const value = await this.call(login, "salvar", { method: "POST", body: manifestBody(m) });
    const saved = readSaved(value);
    if ("error" in saved) throw this.failure(login.system, "refused", saved.error);
    return saved;
  }

  /**
   * `retornaManifesto` by national number (GET, the number in the path), or `retornaManifestoSeuCodigo`
   * by our own code (POST `{ suaUnidade, seuCodigo }`, documented by SIGOR only). Not found: null.
   */
  async findManifest(
    login: MtrLogin,
    by: { number: string } | { ourCode: string },
  ): Promise<ManifestFound | null> {
    const req: Request =
      "number" in by
        ? { method: "GET", params: [by.number] }
        : { method: "POST", body: ourCodeBody(login.unitCode, by.ourCode) };
    try {
      return readManifest(await this.call(login, "number" in by ? "retornar" : "retornarSeuCodigo", req));
    } catch (e) {
      if (e instanceof MtrCallError && e.kind === "refused" && e.httpStatus === 404) return null;
      throw e;
    }
  }

  /** The codes of the logged unit's manifests saved between two days (FEAM's listing by period). */
  async listManifestCodes(login: MtrLogin, from: Date, to: Date): Promise<string[]> {
    return readCodes(
      await this.call(login, "listarDoDia", { method: "POST", params: dayListParams(from, to) }),
    );
  }

  async cancelManifest(login: MtrLogin, number: string, reason: string): Promise<void> {
    await this.call(login, "cancelar", { method: "POST", body: cancelBody(number, reason) });
  }

  async downloadManifest(login: MtrLogin, number: string): Promise<Buffer> {
    return (await this.call(login, "pdfManifesto", {
      method: "POST",
      params: [number],
      pdf: true,
    })) as Buffer;
  }

  async receiveManifest(login: MtrLogin, r: ReceiptRequest): Promise<void> {
    const value = await this.call(login, "receber", { method: "POST", body: receiptBody(r) });
    const first = Array.isArray(value) ? value[0] : value;
    if (
      first &&
      typeof first === "object" &&
      (first as { restResponseValido?: unknown }).restResponseValido === false
    )
      throw this.failure(
        login.system,
        "refused",
        String(
          (first as { restResponseMensagem?: unknown }).restResponseMensagem ?? "recebimento não aceito",
        ),
      );
  }

  /** The receiver corrects a receipt already recorded (`alteraRecebimento`); the generator answers it. */
  async changeReceipt(login: MtrLogin, r: ReceiptRequest): Promise<void> {
    const value = await this.call(login, "alterarRecebimento", {
      method: "POST",
      body: receiptChangeBody(login.unitCode, r),
    });
    this.refusedIfInvalid(login, value, "alteração de recebimento não aceita");
  }

  /** The generator accepts (`A`) or refuses (`R`) the receiver's altered receipt (`aceiteAlteracaoRecebimento`). */
  async answerReceiptChange(login: MtrLogin, number: string, answer: ReceiptChangeAnswer): Promise<void> {
    const value = await this.call(login, "aceitarAlteracao", {
      method: "POST",
      body: receiptChangeAnswerBody(login.unitCode, number, answer),
    });
    this.refusedIfInvalid(login, value, "resposta à alteração não aceita");
  }

  private refusedIfInvalid(login: MtrLogin, value: unknown, fallback: string) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first && typeof first === "object" && (first as Record<string, unknown>).restResponseValido === false)
      throw this.failure(
        login.system,
        "refused",
        String((first as Record<string, unknown>).restResponseMensagem ?? fallback),
      );
  }

  async issueCdf(login: MtrLogin, c: CdfRequest): Promise<{ number: string }> {
    const cdf = readCdf(await this.call(login, "emitirCdf", { method: "POST", body: cdfBody(c) }));
    if ("error" in cdf) throw this.failure(login.system, "refused", cdf.error);
    return cdf;
  }

  async downloadCdf(login: MtrLogin, number: string): Promise<Buffer> {
    return (await this.call(login, "pdfCdf", { method: "POST", params: [number], pdf: true })) as Buffer;
  }

  async lookupList(login: MtrLogin, list: LookupList): Promise<LookupItem[]> {
    return readLookup(await this.call(login, `lista:${list}`, { method: "POST" }));
  }

  private failure(system: MtrSystem, kind: MtrFailure, detail: string, httpStatus: number | null = null) {
    return new MtrCallError(kind, system, failureMessage(kind, system, detail), httpStatus);
  }

  private async token(login: MtrLogin, base: string, fresh: boolean): Promise<CachedToken> {
    const key = tokenKey(base, login);
    const cached = tokens.get(key);
    if (cached && !fresh && cached.until > Date.now()) return cached;
    tokens.delete(key);
    const { status, json } = await this.http(
      login.system,
      "gettoken",
      `${base}/${routeOf(login.system, "gettoken")}`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(tokenBody(login)),
      },
    );
    const unwrapped = unwrap(json);
    const read = unwrapped.ok ? readToken(unwrapped.value) : { error: unwrapped.error };
    if ("error" in read || status === 401 || status === 403)
      throw this.failure(login.system, "auth", "error" in read ? read.error : `HTTP ${status}`, status);
    const token = { ...read, until: Date.now() + TOKEN_REUSE_MS, orgId: login.orgId, system: login.system };
    tokens.set(key, token);
    return token;
  }

  /** One operation, its token asked again once if the system refuses it (expired). */
  private async call(login: MtrLogin, op: Operation, req: Request): Promise<unknown> {
    const base = this.options.baseUrl(login.system).replace(/\/+$/, "");
    const route = routeOf(login.system, op);
    const params = (req.params ?? []).map(encodeURIComponent);
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { accept: req.pdf ? "application/pdf" : "application/json" };
      if (req.body !== undefined) headers["content-type"] = "application/json";
      let path: string;
      if (login.system === "inea") path = [route, ineaPath(login), ...params].join("/");
      else {
        const t = await this.token(login, base, attempt > 0);
        headers.authorization = `Bearer ${t.token}`;
        if (login.system === "feam" && t.chave) headers.chave_feam = t.chave;
        path = [route, ...params].join("/");
      }
      const init = {
        method: req.method,
        headers,
        ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
      };
      const res = await this.http(login.system, op, `${base}/${path}`, init, req.pdf);
      if (res.status === 401 && login.system !== "inea" && attempt === 0) continue;
      if (res.status === 401 || res.status === 403)
        throw this.failure(login.system, "auth", messageOf(res.json) ?? `HTTP ${res.status}`, res.status);
      if (res.status >= 400)
        throw this.failure(login.system, "refused", messageOf(res.json) ?? `HTTP ${res.status}`, res.status);
      if (req.pdf) return res.bytes;
      const unwrapped = unwrap(res.json);
      if (!unwrapped.ok) throw this.failure(login.system, "refused", unwrapped.error, res.status);
      return unwrapped.value;
    }
  }

  /** The HTTP exchange, timed and recorded; a timeout, a refused connection or a 5xx is thrown here. */
  private async http(
    system: MtrSystem,
    operation: Operation,
    url: string,
    init: RequestInit,
    pdf = false,
  ): Promise<{ status: number; json: unknown; bytes: Buffer }> {
    const started = Date.now();
    const record = (outcome: MtrCallRecord["outcome"], httpStatus: number | null, message: string | null) =>
      this.options.onCall?.({ system, operation, ms: Date.now() - started, outcome, httpStatus, message });
    let res: Response;
    let bytes: Buffer;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      bytes = Buffer.from(await res.arrayBuffer());
    } catch (e) {
      const timedOut = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
      const error = timedOut
        ? this.failure(system, "timeout", `${Math.round(this.timeoutMs / 1000)} s sem resposta`)
        : this.failure(system, "unavailable", "sem conexão");
      await record(error.kind, null, error.message);
      throw error;
    }
    if (res.status >= 500) {
      const error = this.failure(system, "unavailable", `HTTP ${res.status}`, res.status);
      await record("unavailable", res.status, error.message);
      throw error;
    }
    let json: unknown = null;
    if (!pdf || res.status >= 400) {
      try {
        json = JSON.parse(bytes.toString("utf8"));
      } catch {
        json = null;
      }
    }
    if (pdf && res.status < 400 && bytes.subarray(0, 5).toString("latin1") !== "%PDF-") {
      const error = this.failure(system, "refused", "o arquivo devolvido não é um PDF", res.status);
      await record("refused", res.status, error.message);
      throw error;
    }
    await record(
      res.status < 400 ? "ok" : res.status === 401 || res.status === 403 ? "auth" : "refused",
      res.status,
      res.status < 400 ? null : messageOf(json),
    );
    return { status: res.status, json, bytes };
  }
}

function messageOf(json: unknown): string | null {
  if (json && typeof json === "object") {
    const o = json as Record<string, unknown>;
    for (const k of ["mensagem", "retorno", "restResponseMensagem", "message"])
      if (typeof o[k] === "string" && (o[k] as string).trim()) return o[k] as string;
  }
  return null;
}
