import { randomBytes } from "node:crypto";
import { isMtrSystem, type MtrSystem } from "@/domain/mtr";
import { FAKE_IBAMA_CODES, fakeCodes, fakeList, listOfRoute } from "./lists";
import { onePagePdf } from "./pdf";

/**
 * A local stand-in for the MTR web-service family, speaking it as `src/server/mtr/protocol.ts` does:
 * `gettoken` (a bearer token that expires; FEAM also gives the `chave_feam` the other calls must
 * send, and answers only registered client addresses), INEA's credentials in the path, the lookup
 * lists, national numbering, receipt, CDF and their PDFs. Switches: `outage` (503 on everything) and
 * `slow` (the call is applied, then answered after a delay: a client timeout on a saved manifest).
 * Any password is accepted except one starting with `errada`.
 */

interface Unit {
  taxId: string;
  unitCode: string;
}
interface Token extends Unit {
  chave: string;
  until: number;
}
interface Manifest {
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
interface Cdf {
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

const json = (status: number, body: unknown): FakeResponse => ({
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify(body),
});
const ok = (objetoResposta: unknown) =>
  json(200, { erro: false, mensagem: "", totalRecords: 1, objetoResposta });
const fail = (status: number, mensagem: string) =>
  json(status, { erro: true, mensagem, objetoResposta: null });
const pdf = (bytes: Buffer): FakeResponse => ({ status: 200, contentType: "application/pdf", body: bytes });

function newSystemState(): FakeSystemState {
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

export type FakeMtr = ReturnType<typeof createFakeMtr>;

export function createFakeMtr(clock: () => Date = () => new Date()) {
  const systems = new Map<MtrSystem, FakeSystemState>();
  const stateOf = (s: MtrSystem) => {
    let st = systems.get(s);
    if (!st) {
      st = newSystemState();
      systems.set(s, st);
    }
    return st;
  };

  const header = (req: FakeRequest, name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };

  function login(system: MtrSystem, st: FakeSystemState, body: Record<string, unknown>): FakeResponse {
    const feam = system === "feam";
    const senha = String(body.senha ?? "");
    const user = String((feam ? body.usuarioCpf : body.cpfCnpj) ?? "");
    const unit = String((feam ? body.pessoaCodigo : body.unidade) ?? "");
    const taxId = String((feam ? body.pessoaCnpj : body.cpfCnpj) ?? "");
    if (!/^\d{11}(\d{3})?$/.test(user) || !/^\d+$/.test(unit) || !senha || senha.startsWith("errada"))
      return feam
        ? json(200, { retornoCodigo: 1, retorno: "Usuário, senha ou unidade inválidos;", token: null })
        : fail(401, "Usuário, senha ou unidade inválidos.");
    const token = randomBytes(18).toString("base64url");
    const chave = randomBytes(12).toString("hex");
    st.tokens.set(token, { taxId, unitCode: unit, chave, until: clock().getTime() + st.tokenTtlMs });
    if (feam)
      return json(200, {
        pessoaCodigo: Number(unit),
        pessoaCnpj: taxId,
        usuarioCpf: user,
        token,
        chave,
        retorno: "Login com Sucesso;",
        retornoCodigo: 0,
      });
    return ok(`Bearer ${token}`);
  }

  /** The caller's unit: its token (and FEAM's chave), or INEA's path credentials. */
  function caller(system: MtrSystem, st: FakeSystemState, req: FakeRequest, segments: string[]) {
    if (system === "inea") {
      const [user, senha, cnp, unit] = segments.splice(0, 4);
      if (!user || !senha || !cnp || !unit || senha.startsWith("errada") || !/^\d+$/.test(unit))
        return { error: fail(401, "Login, senha, CNP ou unidade inválidos.") };
      return { unit: { taxId: cnp, unitCode: unit } };
    }
    const auth = header(req, "authorization") ?? "";
    const token = st.tokens.get(auth.replace(/^Bearer\s+/i, ""));
    if (!token || token.until <= clock().getTime())
      return { error: fail(401, "Token inválido ou expirado.") };
    if (system === "feam" && header(req, "chave_feam") !== token.chave)
      return { error: fail(401, "Cabeçalho chave_feam ausente ou inválido.") };
    return { unit: { taxId: token.taxId, unitCode: token.unitCode } };
  }

  function validWaste(w: Record<string, unknown>): string | null {
    if (!FAKE_IBAMA_CODES.includes(String(w.resCodigoIbama)))
      return `Código IBAMA ${String(w.resCodigoIbama)} inexistente.`;
    if (!(typeof w.marQuantidade === "number" && w.marQuantidade > 0))
      return "Quantidade do resíduo inválida.";
    if (!fakeCodes("unidade").includes(Number(w.uniCodigo))) return "Unidade de medida inválida.";
    if ([20, 21].includes(Number(w.uniCodigo)) && typeof w.marDensidade !== "number")
      return "As unidades m³ e litro exigem a densidade (marDensidade).";
    if (!fakeCodes("classe").includes(Number(w.claCodigo))) return "Classe inválida.";
    if (!fakeCodes("estadoFisico").includes(Number(w.tieCodigo))) return "Estado físico inválido.";
    if (!fakeCodes("acondicionamento").includes(Number(w.tiaCodigo))) return "Acondicionamento inválido.";
    if (!fakeCodes("tratamento").includes(Number(w.traCodigo))) return "Tratamento inválido.";
    return null;
  }

  function save(st: FakeSystemState, me: Unit, list: unknown): FakeResponse {
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

  const view = (m: Manifest) => ({
    manNumero: m.number,
    seuCodigo: m.ourCode,
    situacaoManifesto: { simDescricao: m.situation },
    parceiroGerador: { parCnpj: m.generator.taxId, parCodigo: Number(m.generator.unitCode) },
    parceiroTransportador: { parCnpj: m.transporter.taxId, parCodigo: Number(m.transporter.unitCode) },
    parceiroDestinador: { parCnpj: m.receiver.taxId, parCodigo: Number(m.receiver.unitCode) },
    listaManifestoResiduo: m.body.listaManifestoResiduos,
    cdfNumero: m.cdf,
  });
  const isParty = (m: Manifest, u: Unit) =>
    [m.generator, m.transporter, m.receiver].some((p) => p.unitCode === u.unitCode);

  function route(
    system: MtrSystem,
    st: FakeSystemState,
    req: FakeRequest,
    name: string,
    segments: string[],
    body: unknown,
  ): FakeResponse {
    if (name === "gettoken" && system !== "inea")
      return login(system, st, (body ?? {}) as Record<string, unknown>);
    const who = caller(system, st, req, segments);
    if ("error" in who) return who.error as FakeResponse;
    const me = who.unit;
    const list = listOfRoute(system, name);
    if (list) return system === "inea" ? json(200, fakeList(system, list)) : ok(fakeList(system, list));
    const b = (body ?? {}) as Record<string, unknown>;
    const manifestOf = (n: unknown) => st.manifests.get(String(n ?? ""));
    switch (name) {
      case "salvarManifestoLote":
        return save(st, me, body);
      case "retornaManifesto":
      case "retornaManifestoSeuCodigo": {
        const key = segments[0] ?? "";
        const m =
          name === "retornaManifesto"
            ? st.manifests.get(key)
            : [...st.manifests.values()].find((x) => x.ourCode === key);
        if (!m || !isParty(m, me)) return fail(404, "Manifesto não encontrado.");
        return ok(view(m));
      }
      case "cancelarManifesto": {
        const m = manifestOf(b.manNumero);
        if (!m || m.generator.unitCode !== me.unitCode)
          return fail(404, "Manifesto não encontrado para esta unidade.");
        if (m.situation === "Recebido") return fail(409, "Manifesto já recebido não pode ser cancelado.");
        if (!String(b.justificativa ?? "").trim())
          return fail(400, "Informe a justificativa do cancelamento.");
        m.situation = "Cancelado";
        return ok({ manNumero: m.number, situacaoManifesto: { simDescricao: m.situation } });
      }
      case "downloadManifesto": {
        const m = st.manifests.get(segments[0] ?? "");
        if (!m || !isParty(m, me)) return fail(404, "Manifesto não encontrado.");
        return pdf(
          onePagePdf([
            `MTR nº ${m.number}`,
            `Situação: ${m.situation}`,
            `Gerador: ${m.generator.taxId}`,
            `Destinador: ${m.receiver.taxId}`,
            "Documento de teste (simulador local)",
          ]),
        );
      }
      case "receberManifestoLote": {
        if (!Array.isArray(body)) return fail(400, "Envie uma lista de recebimentos.");
        return ok(
          body.map((raw) => {
            const r = (raw ?? {}) as Record<string, unknown>;
            const m = manifestOf(r.manNumero);
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
            return {
              manNumero: m.number,
              restResponseValido: true,
              restResponseMensagem: "Recebimento salvo.",
            };
          }),
        );
      }
      case "alteraRecebimento": {
        const m = manifestOf(b.manNumero);
        if (!m || m.receiver.unitCode !== me.unitCode || m.situation !== "Recebido")
          return fail(409, "Só um manifesto recebido por esta unidade pode ter o recebimento alterado.");
        m.receipt = b;
        return ok({ manNumero: m.number, restResponseValido: true });
      }
      case "emiteCDF": {
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
        });
        for (const n of numbers) {
          const m = st.manifests.get(n);
          if (m) m.cdf = number;
        }
        return ok({ cerNumero: number, restResponseValido: true });
      }
      case "downloadCertificado": {
        const c = st.cdfs.get(segments[0] ?? "");
        if (!c || c.receiver.unitCode !== me.unitCode) return fail(404, "Certificado não encontrado.");
        return pdf(
          onePagePdf([
            `CDF nº ${c.number}`,
            "Certificado de Destinação Final",
            `Destinador: ${c.receiver.taxId}`,
            `MTRs: ${c.numbers.join(", ")}`,
            "Documento de teste (simulador local)",
          ]),
        );
      }
      default:
        return fail(404, `Rota desconhecida: ${name}`);
    }
  }

  function control(path: string[], body: Record<string, unknown>): FakeResponse {
    const [what, sys] = path;
    if (what === "reset") {
      systems.clear();
      return json(200, { ok: true });
    }
    if (!sys || !isMtrSystem(sys)) return json(404, { error: "sistema desconhecido" });
    const st = stateOf(sys);
    if (what === "outage") st.outage = body.on !== false;
    else if (what === "slow")
      st.slow.set(String(body.route), { ms: Number(body.ms ?? 1000), times: Number(body.times ?? 1) });
    else if (what === "expire-tokens") st.tokens.clear();
    else if (what !== "state") return json(404, { error: "controle desconhecido" });
    return json(200, {
      outage: st.outage,
      manifests: [...st.manifests.values()].map(view),
      cdfs: [...st.cdfs.values()],
    });
  }

  async function handle(req: FakeRequest): Promise<FakeResponse> {
    const segments = req.path.split("/").filter(Boolean).map(decodeURIComponent);
    let body: unknown = null;
    if (req.body.trim()) {
      try {
        body = JSON.parse(req.body);
      } catch {
        return fail(400, "JSON inválido.");
      }
    }
    if (segments[0] === "_control")
      return control(segments.slice(1), (body ?? {}) as Record<string, unknown>);
    const [system, name, ...rest] = segments;
    if (!system || !isMtrSystem(system) || !name) return fail(404, "Sistema ou rota desconhecidos.");
    const st = stateOf(system);
    const done = (res: FakeResponse) => {
      st.log.push({ route: name, status: res.status });
      return res;
    };
    if (st.outage)
      return done({
        status: 503,
        contentType: "text/html",
        body: "<html><body>Serviço indisponível</body></html>",
      });
    if (system === "feam" && !st.allowedAddresses.has(req.remoteAddress))
      return done(
        fail(
          403,
          `IP ${req.remoteAddress} não cadastrado para o web service (Configurações/Cadastrar IPs de Acesso ao WS).`,
        ),
      );
    const res = route(system, st, req, name, rest, body);
    const slow = st.slow.get(name);
    if (slow && slow.times > 0) {
      slow.times--;
      await new Promise((r) => setTimeout(r, slow.ms));
    }
    return done(res);
  }

  return { handle, state: stateOf, clock };
}
