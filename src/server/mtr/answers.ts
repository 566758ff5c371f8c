import type { LookupItem, ManifestFound, ManifestSituation } from "./protocol";

/**
 * Reading the answers of the MTR web-service family (SINIR, SIGOR/CETESB, FEAM/MG, INEA/RJ): the envelope,
 * then each operation's payload. The requests' names are in ./protocol.ts.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The answer's payload. SINIR and SIGOR wrap every answer in `{ erro, mensagem, objetoResposta }`, `erro`
 * typed `string | number | boolean` by the public client; FEAM and INEA answer some routes bare. Returns
 * `{ error }` when the envelope says `erro` (true, a non-empty text, a number other than 0).
 */
export function unwrap(json: unknown): { ok: true; value: unknown } | { ok: false; error: string } {
  if (isObject(json) && "erro" in json && ("objetoResposta" in json || typeof json.erro === "boolean")) {
    const erro = json.erro;
    const failed =
      erro === true ||
      (typeof erro === "string" && erro.trim() !== "") ||
      (typeof erro === "number" && erro !== 0);
    if (failed)
      return {
        ok: false,
        error: String(json.mensagem ?? (typeof erro === "string" ? erro : "erro sem mensagem")),
      };
    return { ok: true, value: json.objetoResposta };
  }
  return { ok: true, value: json };
}

/** `gettoken`'s answer: SINIR/SIGOR give `Bearer …` as the payload; FEAM gives `{ token, chave }`. */
export function readToken(value: unknown): { token: string; chave: string | null } | { error: string } {
  if (typeof value === "string" && value.trim())
    return { token: value.replace(/^Bearer\s+/i, "").trim(), chave: null };
  if (isObject(value)) {
    if (typeof value.retornoCodigo === "number" && value.retornoCodigo !== 0)
      return { error: String(value.retorno ?? "login recusado") };
    if (typeof value.token === "string" && value.token)
      return { token: value.token, chave: typeof value.chave === "string" ? value.chave : null };
  }
  return { error: "o sistema não devolveu um token" };
}

/** `salvarManifestoLote`'s answer for our one manifest: its national number, or the system's reason. */
export function readSaved(value: unknown): { number: string } | { error: string } {
  const first = Array.isArray(value) ? value[0] : value;
  if (!isObject(first)) return { error: "resposta sem manifesto" };
  const number = first.manifestoNumeroNacional ?? first.manNumero;
  if (first.restResponseValido === false || number === undefined || number === null) {
    const wasteErrors = Array.isArray(first.listaManifestoResiduos)
      ? first.listaManifestoResiduos
          .filter((w): w is Json => isObject(w) && w.restResponseValido === false)
          .map((w) => String(w.restResponseMensagem ?? ""))
      : [];
    const reasons = [first.restResponseMensagem, first.mensagemErroNacional, ...wasteErrors]
      .filter((r) => typeof r === "string" && r.trim())
      .join("; ");
    return { error: reasons || "manifesto não aceito" };
  }
  return { number: String(number) };
}

const str = (v: unknown) => (v === undefined || v === null ? null : String(v));
const parCodigo = (v: unknown) => (isObject(v) ? str(v.parCodigo) : null);

/** `retornaManifesto`'s answer: its number, situation (`situacaoManifesto.simDescricao`), parties and wastes. */
export function readManifest(value: unknown): ManifestFound | null {
  if (!isObject(value)) return null;
  const number = value.manNumero ?? value.manifestoNumeroNacional;
  if (number === undefined || number === null) return null;
  const wastes = (Array.isArray(value.listaManifestoResiduo) ? value.listaManifestoResiduo : [])
    .filter(isObject)
    .map((w) => ({
      ibamaCode: String((isObject(w.residuo) ? w.residuo.resCodigoIbama : w.resCodigoIbama) ?? ""),
      quantity: Number(w.marQuantidade),
    }));
  const sim = isObject(value.situacaoManifesto) ? value.situacaoManifesto : {};
  const text = String(sim.simDescricao ?? value.manSituacao ?? "").toLowerCase();
  const situation: ManifestSituation = text.includes("cancel")
    ? "cancelado"
    : text.includes("receb")
      ? "recebido"
      : text.includes("salvo")
        ? "salvo"
        : "outro";
  return {
    number: String(number),
    situation,
    receiverUnit: parCodigo(value.parceiroDestinador),
    transporterUnit: parCodigo(value.parceiroTransportador),
    plate: str(value.manPlacaVeiculo),
    wastes,
  };
}

/** The day listing's answer: the manifests' codes (`{ codigos: [...] }`, or the list bare). */
export function readCodes(value: unknown): string[] {
  const list = isObject(value) ? value.codigos : value;
  return Array.isArray(list) ? list.map(String) : [];
}

/**
 * `emiteCDF`'s answer: the certificate's number — the first generator's `numeroCDF` (`listaParceiroGerador`,
 * one per generator), else `codigoGerado`, else the older names.
 */
export function readCdf(value: unknown): { number: string } | { error: string } {
  const v = Array.isArray(value) ? value[0] : value;
  if (isObject(v)) {
    if (v.restResponseValido === false) return { error: String(v.restResponseMensagem ?? "CDF não aceito") };
    const perGenerator = Array.isArray(v.listaParceiroGerador) ? v.listaParceiroGerador[0] : null;
    const n =
      (isObject(perGenerator) ? perGenerator.numeroCDF : undefined) ??
      v.codigoGerado ??
      v.cerNumero ??
      v.cdfNumero ??
      v.cerCodigo;
    if (n !== undefined && n !== null) return { number: String(n) };
    if (typeof v.restResponseMensagem === "string") return { error: v.restResponseMensagem };
  }
  if (typeof v === "string" || typeof v === "number") return { number: String(v) };
  return { error: "o sistema não devolveu o número do CDF" };
}

/** A lookup list's items: each system prefixes its fields (`claCodigo`, INEA's `tpclaCodigo` …). */
export function readLookup(value: unknown): LookupItem[] {
  if (!Array.isArray(value)) return [];
  const items: LookupItem[] = [];
  for (const row of value) {
    if (!isObject(row)) continue;
    const keys = Object.keys(row);
    const pick = (suffix: string) => {
      const k = keys.find((key) => key.endsWith(suffix));
      return k === undefined ? null : row[k];
    };
    const code = row.resCodigoIbama ?? pick("Codigo");
    const label = pick("Descricao") ?? pick("Nome");
    if (code === null || code === undefined || label === null || label === undefined) continue;
    const sigla = pick("Sigla");
    items.push({ code: String(code), label: String(label), sigla: sigla == null ? null : String(sigla) });
  }
  return items;
}
