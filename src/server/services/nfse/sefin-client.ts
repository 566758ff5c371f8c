import { request } from "node:https";
import { rootCertificates } from "node:tls";
import { gunzipSync, gzipSync } from "node:zlib";
import type { NfseEndpoints } from "./config";

/** The key and certificate of the A1 that signs: the same one opens the mutual TLS (else E0718). */
export interface ClientIdentity {
  keyPem: string;
  certPem: string;
}

export interface SefinError {
  code: string;
  text: string;
  detail: string;
}

/** What a call came to: an answer (any HTTP status with a body), or no answer we can trust. */
export type SefinAnswer =
  | { kind: "answer"; status: number; body: Record<string, unknown> }
  | { kind: "no_answer"; reason: string };

const gzipB64 = (xml: string) => gzipSync(Buffer.from(xml, "utf8")).toString("base64");
export const gunzipB64 = (b64: unknown) =>
  gunzipSync(Buffer.from(String(b64 ?? ""), "base64")).toString("utf8");

function call(
  endpoints: NfseEndpoints,
  identity: ClientIdentity,
  method: "GET" | "POST",
  url: string,
  body?: unknown,
): Promise<SefinAnswer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body), "utf8");
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method,
        key: identity.keyPem,
        cert: identity.certPem,
        ca: endpoints.ca ? [...rootCertificates, endpoints.ca] : undefined,
        timeout: endpoints.timeoutMs,
        headers: {
          accept: "application/json",
          ...(payload ? { "content-type": "application/json", "content-length": payload.length } : {}),
        },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", (e) => resolve({ kind: "no_answer", reason: e.message }));
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          if (status >= 500) return resolve({ kind: "no_answer", reason: `HTTP ${status}` });
          try {
            const text = Buffer.concat(chunks).toString("utf8");
            resolve({ kind: "answer", status, body: text ? JSON.parse(text) : {} });
          } catch {
            resolve({ kind: "no_answer", reason: `HTTP ${status} sem JSON legível` });
          }
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("tempo esgotado")));
    req.on("error", (e) => resolve({ kind: "no_answer", reason: e.message }));
    req.end(payload);
  });
}

/** What a GET of a PDF came to: the bytes, a status without them, or no answer. */
export type PdfAnswer =
  | { kind: "pdf"; bytes: Buffer }
  | { kind: "absent"; status: number }
  | { kind: "no_answer"; reason: string };

function getPdf(endpoints: NfseEndpoints, identity: ClientIdentity, url: string): Promise<PdfAnswer> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: "GET",
        key: identity.keyPem,
        cert: identity.certPem,
        ca: endpoints.ca ? [...rootCertificates, endpoints.ca] : undefined,
        timeout: endpoints.timeoutMs,
        headers: { accept: "application/pdf" },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", (e) => resolve({ kind: "no_answer", reason: e.message }));
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          const bytes = Buffer.concat(chunks);
          if (status >= 500) return resolve({ kind: "no_answer", reason: `HTTP ${status}` });
          // Only a PDF is a DANFSe: an error page or JSON answered with 200 is not kept.
          if (status === 200 && bytes.subarray(0, 5).toString("latin1") === "%PDF-")
            return resolve({ kind: "pdf", bytes });
          resolve({ kind: "absent", status });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("tempo esgotado")));
    req.on("error", (e) => resolve({ kind: "no_answer", reason: e.message }));
    req.end();
  });
}

/** The `erros` (or `erro`) of a refusal, in one shape. */
export function errorsOf(body: Record<string, unknown>): SefinError[] {
  const raw = (body.erros ?? body.erro ?? []) as unknown;
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((e: Record<string, unknown>) => ({
    code: String(e.Codigo ?? e.codigo ?? "sem código"),
    text: String(e.Descricao ?? e.descricao ?? ""),
    detail: String(e.Complemento ?? e.complemento ?? ""),
  }));
}

export const sefin = {
  /** POST /nfse: the signed DPS, gzip + base64 in `dpsXmlGZipB64`. */
  sendDps: (e: NfseEndpoints, id: ClientIdentity, signedXml: string) =>
    call(e, id, "POST", `${e.sefinUrl}/nfse`, { dpsXmlGZipB64: gzipB64(signedXml) }),
  /** GET /dps/{id}: whether that DPS already became a note (its access key). */
  findDps: (e: NfseEndpoints, id: ClientIdentity, dpsId: string) =>
    call(e, id, "GET", `${e.sefinUrl}/dps/${dpsId}`),
  /** GET /nfse/{chave}: the note's XML. */
  getNfse: (e: NfseEndpoints, id: ClientIdentity, accessKey: string) =>
    call(e, id, "GET", `${e.sefinUrl}/nfse/${accessKey}`),
  /** POST /nfse/{chave}/eventos: a signed event request (cancellation). */
  sendEvent: (e: NfseEndpoints, id: ClientIdentity, accessKey: string, signedXml: string) =>
    call(e, id, "POST", `${e.sefinUrl}/nfse/${accessKey}/eventos`, {
      pedidoRegistroEventoXmlGZipB64: gzipB64(signedXml),
    }),
  /** GET /nfse/{chave}/eventos/{tipoEvento}/{nSeqEvento}: one registered event of a note (404: none). */
  getEvent: (e: NfseEndpoints, id: ClientIdentity, accessKey: string, type: string, seq: number) =>
    call(e, id, "GET", `${e.sefinUrl}/nfse/${accessKey}/eventos/${type}/${seq}`),
  /** ADN: GET /danfse/{chave}, the official DANFSe (PDF) of a note. */
  danfse: (e: NfseEndpoints, id: ClientIdentity, accessKey: string) =>
    getPdf(e, id, `${e.adnUrl}/danfse/${accessKey}`),
  /** ADN: whether the municipality adheres to the national NFS-e. */
  convenio: (e: NfseEndpoints, id: ClientIdentity, cMun: string) =>
    call(e, id, "GET", `${e.adnUrl}/parametrizacao/${cMun}/convenio`),
  /** ADN: the municipality's ISS rate for a service on a date. */
  aliquota: (e: NfseEndpoints, id: ClientIdentity, cMun: string, tribNac: string, day: string) =>
    call(e, id, "GET", `${e.adnUrl}/parametrizacao/${cMun}/${tribNac}/${day}/aliquota`),
};
