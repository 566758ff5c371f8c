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
    const problem =
      !generator || generator.unitCode !== me.unitCode
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
      body: m,
      receipt: null,
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

export const view = (m: Manifest) => ({
  manNumero: m.number,
  seuCodigo: m.ourCode,
  situacaoManifesto: { simDescricao: m.situation },
  parceiroGerador: { parCnpj: m.generator.taxId, parCodigo: Number(m.generator.unitCode) },
  parceiroTransportador: { parCnpj: m.transporter.taxId, parCodigo: Number(m.transporter.unitCode) },
  parceiroDestinador: { parCnpj: m.receiver.taxId, parCodigo: Number(m.receiver.unitCode) },
  listaManifestoResiduo: m.body.listaManifestoResiduos,
  cdfNumero: m.cdf,
});

export const isParty = (m: Manifest, u: Unit) =>
  [m.generator, m.transporter, m.receiver].some((p) => p.unitCode === u.unitCode);

const lookUp =
  (byOurCode: boolean): Route =>
  ({ st, me, segments }) => {
    const key = segments[0] ?? "";
    const m = byOurCode ? [...st.manifests.values()].find((x) => x.ourCode === key) : st.manifests.get(key);
    if (!m || !isParty(m, me)) return fail(404, "Manifesto não encontrado.");
    return ok(view(m));
  };

export const manifestRoutes: Record<string, Route> = {
  salvarManifestoLote: ({ st, me, body, clock, org }) => save(st, me, body, clock, org),
  retornaManifesto: lookUp(false),
  retornaManifestoSeuCodigo: lookUp(true),
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
