import { cdfDocumentLines } from "./cdf-document";
import { linesPdf } from "./pdf";
import { fail, ok, pdf, type Route, touchedBy } from "./types";

/** The receiver's routes: receive manifests, alter a receipt (and the generator's answer), issue the CDF (`AAAA` + 6 digits) and its PDF. */

const manifestOf = (st: Parameters<Route>[0]["st"], n: unknown) => st.manifests.get(String(n ?? ""));

export const receiptCdfRoutes: Record<string, Route> = {
  receberManifestoLote: ({ st, me, body, org }) => {
    if (!Array.isArray(body)) return fail(400, "Envie uma lista de recebimentos.");
    return ok(
      body.map((raw) => {
        const r = (raw ?? {}) as Record<string, unknown>;
        const m = manifestOf(st, r.manNumero);
        if (!m || m.receiver.unitCode !== me.unitCode)
          return {
            manNumero: r.manNumero,
            restResponseValido: false,
            restResponseMensagem: "Manifesto não destinado a esta unidade.",
          };
        if (m.situation !== "Salvo")
          return {
            manNumero: m.number,
            restResponseValido: m.situation === "Recebido",
            restResponseMensagem: `Manifesto ${m.situation.toLowerCase()}.`,
          };
        m.situation = "Recebido";
        m.receipt = r;
        touchedBy(m, org);
        return {
          manNumero: m.number,
          restResponseValido: true,
          restResponseMensagem: "Recebimento salvo.",
        };
      }),
    );
  },
  /**
   * The receiver asks to alter a receipt (`{ parCodigoDestinador, remObservacao, manifesto: { manNumero,
   * listaManifestoResiduo } }`): kept for the generator, who accepts or refuses it.
   */
  alteraRecebimento: ({ st, me, body, org }) => {
    const b = (body ?? {}) as Record<string, unknown>;
    const manifesto = (b.manifesto ?? {}) as Record<string, unknown>;
    const m = manifestOf(st, manifesto.manNumero);
    if (!m || m.receiver.unitCode !== me.unitCode || m.situation !== "Recebido")
      return fail(409, "Só um manifesto recebido por esta unidade pode ter o recebimento alterado.");
    if (String(b.parCodigoDestinador ?? "") !== me.unitCode)
      return fail(400, "parCodigoDestinador deve ser a unidade logada.");
    if (!Array.isArray(manifesto.listaManifestoResiduo) || manifesto.listaManifestoResiduo.length === 0)
      return fail(400, "Informe os resíduos com a quantidade recebida (listaManifestoResiduo).");
    m.change = { body: b, answer: null };
    touchedBy(m, org);
    return ok({
      restResponseValido: true,
      restResponseMensagem: "Solicitação de alteração registrada; aguarda o aceite do gerador.",
      parCodigoDestinador: b.parCodigoDestinador,
      remObservacao: b.remObservacao,
      manifesto: { manNumero: m.number, restResponseValido: true },
    });
  },
  /**
   * The generator's answer (`{ parCodigoGerador, manNumero, aceite }`): `A` puts the altered quantities in
   * the receipt, `R` keeps the receipt. The same answer again is answered the same; another is refused.
   */
  aceiteAlteracaoRecebimento: ({ st, me, body, org }) => {
    const b = (body ?? {}) as Record<string, unknown>;
    const m = manifestOf(st, b.manNumero);
    if (!m || m.generator.unitCode !== me.unitCode)
      return fail(404, "Manifesto não encontrado para este gerador.");
    if (String(b.parCodigoGerador ?? "") !== me.unitCode)
      return fail(400, "parCodigoGerador deve ser a unidade logada.");
    if (b.aceite !== "A" && b.aceite !== "R") return fail(400, "aceite deve ser A ou R.");
    if (!m.change) return fail(409, "Não há alteração de recebimento pendente neste manifesto.");
    if (m.change.answer !== null && m.change.answer !== b.aceite)
      return fail(409, "A alteração deste manifesto já foi respondida.");
    if (m.change.answer === null && b.aceite === "A") {
      const changed = ((m.change.body.manifesto as Record<string, unknown>).listaManifestoResiduo ??
        []) as Record<string, unknown>[];
      m.receipt = {
        ...(m.receipt ?? {}),
        marJustificativa: m.change.body.remObservacao,
        listaManifestoResiduos: changed,
      };
    }
    m.change.answer = b.aceite;
    touchedBy(m, org);
    return ok({
      restResponseValido: true,
      restResponseMensagem: b.aceite === "A" ? "Alteração aceita." : "Alteração recusada.",
      parCodigoGerador: b.parCodigoGerador,
      manNumero: m.number,
      aceite: b.aceite,
    });
  },
  emiteCDF: ({ st, me, body, clock, org }) => {
    const b = (body ?? {}) as Record<string, unknown>;
    if (String(b.parceiroDestinador ?? "") !== me.unitCode)
      return fail(403, "O CDF só é emitido pelo destinador logado.");
    const numbers = Array.isArray(b.listaManifesto)
      ? b.listaManifesto.map((x) => String((x as { manNumero?: unknown }).manNumero))
      : [];
    const wrong = numbers.find(
      (n) =>
        st.manifests.get(n)?.situation !== "Recebido" ||
        st.manifests.get(n)?.receiver.unitCode !== me.unitCode,
    );
    if (numbers.length === 0) return fail(400, "Informe os manifestos do certificado.");
    if (wrong) return fail(409, `O manifesto ${wrong} não está recebido por esta unidade.`);
    st.cdfSeq++;
    const number = `${clock().getUTCFullYear()}${String(st.cdfSeq).padStart(6, "0")}`;
    st.cdfs.set(number, {
      number,
      receiver: me,
      numbers,
      from: Number(b.cerDataInicial),
      to: Number(b.cerDataFinal),
      issuedAt: clock().getTime(),
      responsible: String(b.nomeResponsavel ?? ""),
      orgs: new Set(org ? [org] : []),
    });
    for (const n of numbers) {
      const m = st.manifests.get(n);
      if (m) {
        m.cdf = number;
        touchedBy(m, org);
      }
    }
    const byGenerator = new Map<string, { unit: string; taxId: string; numbers: string[] }>();
    for (const n of numbers) {
      const g = st.manifests.get(n)?.generator;
      if (!g) continue;
      const entry = byGenerator.get(g.unitCode) ?? { unit: g.unitCode, taxId: g.taxId, numbers: [] };
      entry.numbers.push(n);
      byGenerator.set(g.unitCode, entry);
    }
    // The public client's `gerarCDF` answer; the fake gives one number for the whole certificate.
    return ok({
      restResponseValido: true,
      restResponseMensagem: "CDF emitido.",
      codigoGerado: number,
      cerDataInicial: b.cerDataInicial,
      cerDataFinal: b.cerDataFinal,
      nomeResponsavel: b.nomeResponsavel,
      parceiroDestinador: String(b.parceiroDestinador),
      cnpjDestinador: b.cnpjDestinador,
      cerObservacao: b.cerObservacao ?? null,
      listaParceiroGerador: [...byGenerator.values()].map((g) => ({
        restResponseValido: true,
        restResponseMensagem: "",
        numeroCDF: Number(number),
        cpfCnpj: g.taxId,
        unidade: g.unit,
        listaManifesto: g.numbers.map((manNumero) => ({
          restResponseValido: true,
          restResponseMensagem: "",
          manNumero,
        })),
      })),
    });
  },
  downloadCertificado: async ({ system, st, me, segments, registry }) => {
    const c = st.cdfs.get(segments[0] ?? "");
    if (!c || c.receiver.unitCode !== me.unitCode) return fail(404, "Certificado não encontrado.");
    return pdf(linesPdf(await cdfDocumentLines(system, st, c, registry)));
  },
};
