import { FAKE_IBAMA_CODES, fakeCodes } from "./lists";
import { linesPdf } from "./pdf";
import {
  type FakeResponse,
  type FakeSystemState,
  fail,
  type Manifest,
  ok,
  pdf,
  type Route,
  touchedBy,
  type Unit,
} from "./types";

/** The manifest routes: save (national numbering `AAMM` + 7 digits), look up, cancel and the PDF. */

function validWaste(w: Record<string, unknown>): string | null {
  if (!FAKE_IBAMA_CODES.includes(String(w.resCodigoIbama)))
    return `Código IBAMA ${String(w.resCodigoIbama)} inexistente.`;
  if (!(typeof w.marQuantidade === "number" && w.marQuantidade > 0)) return "Quantidade do resíduo inválida.";
  if (!fakeCodes("unidade").includes(Number(w.uniCodigo))) return "Unidade de medida inválida.";
  if ([20, 21].includes(Number(w.uniCodigo)) && typeof w.marDensidade !== "number")
    return "As unidades m³ e litro exigem a densidade (marDensidade).";
  if (!fakeCodes("classe").includes(Number(w.claCodigo))) return "Classe inválida.";
  if (!fakeCodes("estadoFisico").includes(Number(w.tieCodigo))) return "Estado físico inválido.";
  if (!fakeCodes("acondicionamento").includes(Number(w.tiaCodigo))) return "Acondicionamento inválido.";
  if (!fakeCodes("tratamento").includes(Number(w.traCodigo))) return "Tratamento inválido.";
  return null;
}

function save(
  st: FakeSystemState,
  me: Unit,
  list: unknown,
  clock: () => Date,
  org: string | null,
): FakeResponse {
  if (!Array.isArray(list)) return fail(400, "Envie uma lista de manifestos.");
  const now = clock();
  const answers = list.map((raw) => {
    const m = (raw ?? {}) as Record<string, unknown>;
    const party = (p: unknown): Unit | null => {
      const o = (p ?? {}) as Record<string, unknown>;
      return typeof o.cpfCnpj === "string" && Number(o.unidade) > 0
        ? { taxId: o.cpfCnpj, unitCode: String(o.unidade) }
        : null;
    };
    const generator = m.gerador === undefined ? me : party(m.gerador);
    const transporter = party(m.transportador);
    const receiver = party(m.destinador);
    const wastes = Array.isArray(m.listaManifestoResiduos)
      ? (m.listaManifestoResiduos as Record<string, unknown>[])
      : [];
    const plate = String(m.placaVeiculo ?? "");
    const storage = (m.armazenadorTemporario ?? null) as Record<string, unknown> | null;
    const problem =
      !storage || typeof storage.cpfCnpj !== "string" || typeof storage.unidade !== "number"
        ? "Informe o armazenador temporário (armazenadorTemporario: unidade 99999 e cpfCnpj 99999999999999 quando não houver)."
        : !generator || generator.unitCode !== me.unitCode
          ? "O gerador do manifesto deve ser a unidade que está logada."
          : !transporter
            ? "Transportador sem CPF/CNPJ ou unidade."
            : !receiver
              ? "Destinador sem CPF/CNPJ ou unidade."
              : !/^[A-Z0-9]{7}$/.test(plate)
                ? "Placa do veículo deve ter 7 letras e números, sem hífen."
                : typeof m.dataExpedicao !== "number"
                  ? "Data de expedição inválida."
                  : wastes.length === 0
                    ? "Informe ao menos um resíduo."
                    : (wastes.map(validWaste).find((e) => e !== null) ?? null);
    if (problem || !generator || !transporter || !receiver)
      return { restResponseValido: false, restResponseMensagem: problem, manifestoNumeroNacional: null };
    st.seq++;
    const yymm = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    const number = `${yymm}${String(st.seq).padStart(7, "0")}`;
    st.manifests.set(number, {
      number,
      ourCode: typeof m.seuCodigo === "string" ? m.seuCodigo : null,
      generator,
      transporter,
      receiver,
      situation: "Salvo",
      savedAt: now.getTime(),
      body: m,
      receipt: null,
      change: null,
      cdf: null,
      orgs: new Set(org ? [org] : []),
    });
    return {
      restResponseValido: true,
      restResponseMensagem: "Manifesto salvo.",
      manifestoNumeroNacional: number,
      codigoGerado: st.seq,
    };
  });
  return ok(answers);
}

/** `retornaManifesto`'s answer, in the public client's `consultarMTR` shape (plus `seuCodigo` for the tests). */
export const view = (m: Manifest) => {
  const wastes = Array.isArray(m.body.listaManifestoResiduos)
    ? (m.body.listaManifestoResiduos as Record<string, unknown>[])
    : [];
  const received = (m.receipt?.listaManifestoResiduos ?? []) as Record<string, unknown>[];
  return {
    manNumero: m.number,
    seuCodigo: m.ourCode,
    manPlacaVeiculo: m.body.placaVeiculo ?? null,
    manDataExpedicao: m.body.dataExpedicao ?? null,
    situacaoManifesto: { simDescricao: m.situation },
    parceiroGerador: { parCnpj: m.generator.taxId, parCodigo: Number(m.generator.unitCode) },
    parceiroTransportador: { parCnpj: m.transporter.taxId, parCodigo: Number(m.transporter.unitCode) },
    parceiroDestinador: { parCnpj: m.receiver.taxId, parCodigo: Number(m.receiver.unitCode) },
    parceiroArmazenadorTemporario: { parCodigo: null, parCnpj: null, parDescricao: "" },
    listaManifestoResiduo: wastes.map((w, i) => ({
      residuo: { resCodigoIbama: w.resCodigoIbama },
      marQuantidade: w.marQuantidade,
      marQuantidadeRecebida: received[i]?.marQuantidadeRecebida ?? null,
    })),
    cdfNumero: m.cdf,
  };
};

export const isParty = (m: Manifest, u: Unit) =>
  [m.generator, m.transporter, m.receiver].some((p) => p.unitCode === u.unitCode);

const found = (m: Manifest | undefined, me: Unit) =>
  !m || !isParty(m, me) ? fail(404, "Manifesto não encontrado.") : ok(view(m));

/** `yyyyMMdd` in Brasília time (UTC−3) → the day's first and last millisecond. */
function dayBounds(day: string): [number, number] | null {
  const d = /^(\d{4})(\d{2})(\d{2})$/.exec(day);
  if (!d) return null;
  const start = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), 3);
  return [start, start + 24 * 3600_000 - 1];
}

/**
 * FEAM's listing of the logged unit's manifests by period (`/{yyyyMMdd}/{yyyyMMdd}`): their codes. As the
 * public client reads it, `{ codigos: [...] }` beside `retornoCodigo`; the fake's codes are the numbers.
 */
const listByPeriod: Route = ({ st, me, segments }) => {
  const from = dayBounds(segments[0] ?? "");
  const to = dayBounds(segments[1] ?? segments[0] ?? "");
  if (!from || !to) return fail(400, "Informe o período como aaaaMMdd/aaaaMMdd.");
  const codigos = [...st.manifests.values()]
    .filter(
      (m) =>
        m.generator.unitCode === me.unitCode &&
        m.savedAt !== null &&
        m.savedAt >= from[0] &&
        m.savedAt <= to[1],
    )
    .map((m) => m.number);
  return ok({ retornoCodigo: 0, retorno: "", codigos });
};

export const manifestRoutes: Record<string, Route> = {
  salvarManifestoLote: ({ st, me, body, clock, org }) => save(st, me, body, clock, org),
  retornaManifesto: ({ st, me, segments }) => found(st.manifests.get(segments[0] ?? ""), me),
  /** SIGOR: `{ suaUnidade, seuCodigo }` in the body (manual 1.15.0); the other systems have no such route. */
  retornaManifestoSeuCodigo: ({ system, st, me, body }) => {
    if (system !== "sigor") return fail(404, "Rota desconhecida: retornaManifestoSeuCodigo");
    const b = (body ?? {}) as Record<string, unknown>;
    if (String(b.suaUnidade ?? "") !== me.unitCode) return fail(400, "suaUnidade deve ser a unidade logada.");
    return found(
      [...st.manifests.values()].find((x) => x.ourCode === String(b.seuCodigo ?? "")),
      me,
    );
  },
  retornaListaCodigoBarasManifesto: (call) =>
    call.system === "feam" || call.system === "inea"
      ? listByPeriod(call)
      : fail(404, "Rota desconhecida: retornaListaCodigoBarasManifesto"),
  cancelarManifesto: ({ st, me, body, org }) => {
    const b = (body ?? {}) as Record<string, unknown>;
    const m = st.manifests.get(String(b.manNumero ?? ""));
    if (!m || m.generator.unitCode !== me.unitCode)
      return fail(404, "Manifesto não encontrado para esta unidade.");
    if (m.situation === "Recebido") return fail(409, "Manifesto já recebido não pode ser cancelado.");
    if (!String(b.justificativa ?? "").trim()) return fail(400, "Informe a justificativa do cancelamento.");
    m.situation = "Cancelado";
    touchedBy(m, org);
    return ok({ manNumero: m.number, situacaoManifesto: { simDescricao: m.situation } });
  },
  downloadManifesto: ({ st, me, segments }) => {
    const m = st.manifests.get(segments[0] ?? "");
    if (!m || !isParty(m, me)) return fail(404, "Manifesto não encontrado.");
    return pdf(
      linesPdf([
        `MTR nº ${m.number}`,
        `Situação: ${m.situation}`,
        `Gerador: ${m.generator.taxId}`,
        `Destinador: ${m.receiver.taxId}`,
        "Documento de teste (simulador local)",
      ]),
    );
  },
};
