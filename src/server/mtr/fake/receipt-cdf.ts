import { cdfDocumentLines } from "./cdf-document";
import { linesPdf } from "./pdf";
import { fail, ok, pdf, type Route, touchedBy } from "./types";

/** The receiver's routes: receive manifests, alter a receipt, issue the CDF (`AAAA` + 6 digits) and its PDF. */

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
  alteraRecebimento: ({ st, me, body, org }) => {
    const b = (body ?? {}) as Record<string, unknown>;
    const m = manifestOf(st, b.manNumero);
    if (!m || m.receiver.unitCode !== me.unitCode || m.situation !== "Recebido")
      return fail(409, "Só um manifesto recebido por esta unidade pode ter o recebimento alterado.");
    m.receipt = b;
    touchedBy(m, org);
    return ok({ manNumero: m.number, restResponseValido: true });
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
    return ok({ cerNumero: number, restResponseValido: true });
  },
  downloadCertificado: async ({ system, st, me, segments, registry }) => {
    const c = st.cdfs.get(segments[0] ?? "");
    if (!c || c.receiver.unitCode !== me.unitCode) return fail(404, "Certificado não encontrado.");
    return pdf(linesPdf(await cdfDocumentLines(system, st, c, registry)));
  },
};
