import { randomInt } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";

/** The fake Sefin's reference data and its wire: JSON answers, the error envelope, gzip+base64 XML, access keys. */

/** Codes of the national service list the fake knows (LC 116 items 7.09 and 7.10, and 99.04.01), with their xTribNac. */
export const TRIB_NAC: Record<string, string> = {
  "070901":
    "Varrição, coleta, remoção, incineração, tratamento, reciclagem, separação e destinação final de lixo, rejeitos e outros resíduos quaisquer.",
  "070902":
    "Varrição, coleta, remoção, incineração, tratamento, reciclagem, separação e destinação final de lixo, rejeitos e outros resíduos quaisquer.",
  "071001":
    "Limpeza, manutenção e conservação de vias e logradouros públicos, imóveis, chaminés, piscinas, parques, jardins e congêneres.",
  "990401": "Locação de bens móveis.",
};
export const KNOWN_TRIB_NAC = new Set(Object.keys(TRIB_NAC));
/**
 * Municipalities the fake's ADN knows, with their ISS rate (%) for the known services: those with
 * `adherent` issue through the national NFS-e; Indiavaí (MT) stands for one that has not joined
 * (an example, not a fact about it). Any other code has no parameters (404).
 */
export const MUNICIPALITIES: Record<
  string,
  { name: string; uf: string; cep: string; issRate: number; adherent: boolean }
> = {
  "3136702": { name: "Juiz de Fora", uf: "MG", cep: "36010000", issRate: 2, adherent: true },
  "3300803": { name: "Cachoeiras de Macacu", uf: "RJ", cep: "28680000", issRate: 5, adherent: true },
  "2507507": { name: "João Pessoa", uf: "PB", cep: "58010000", issRate: 5, adherent: true },
  "3550308": { name: "São Paulo", uf: "SP", cep: "01001000", issRate: 5, adherent: true },
  "5104500": { name: "Indiavaí", uf: "MT", cep: "78295000", issRate: 3, adherent: false },
};

export const text = (doc: Document, tag: string) => doc.getElementsByTagName(tag)[0]?.textContent ?? "";

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
};

export const now = () => `${new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
export const refuse = (
  res: ServerResponse,
  status: number,
  codigo: string,
  descricao: string,
  complemento = "",
) =>
  json(res, status, {
    tipoAmbiente: 2,
    versaoAplicativo: "fake-sefin",
    dataHoraProcessamento: now(),
    erros: [{ Codigo: codigo, Descricao: descricao, Complemento: complemento }],
  });

export const gunzipB64 = (b64: unknown) =>
  gunzipSync(Buffer.from(String(b64 ?? ""), "base64")).toString("utf8");
export const gzipB64 = (xml: string) => gzipSync(Buffer.from(xml, "utf8")).toString("base64");

/** 50 digits: municipality (7) + environment (1) + kind of id (1) + id (14) + note number (13) + AAMM (4) + random (9) + check digit (1). */
export function accessKey(cMun: string, taxId: string, number: number) {
  const d = new Date();
  const aamm = `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  const body = `${cMun}2${taxId.length === 11 ? "1" : "2"}${taxId.padStart(14, "0")}${String(number).padStart(13, "0")}${aamm}${String(randomInt(1e9)).padStart(9, "0")}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * ((i % 8) + 2);
  const dv = 11 - (sum % 11);
  return `${body}${dv >= 10 ? 0 : dv}`;
}
