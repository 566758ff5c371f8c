import { describe, expect, it } from "vitest";
import { readCdf, readManifest, readSaved, unwrap } from "@/server/mtr/answers";
import {
  cancelBody,
  cdfBody,
  type ManifestRequest,
  type MtrLogin,
  manifestBody,
  OPERATIONS,
  ourCodeBody,
  type ReceiptRequest,
  receiptBody,
  receiptChangeAnswerBody,
  receiptChangeBody,
  routeOf,
  sinirTokenBody,
} from "@/server/mtr/protocol";
import { API_ROUTE } from "../../fixtures/mtr/sinir-sigor-client/api-routes";
import type * as Http from "../../fixtures/mtr/sinir-sigor-client/types/http-config";
import type * as Req from "../../fixtures/mtr/sinir-sigor-client/types/request-config";
import type * as Res from "../../fixtures/mtr/sinir-sigor-client/types/response-config";
import { checkAgainst, type Finding } from "./client-types";

/**
 * The adapter's requests against the public SINIR/SIGOR client's types (tests/fixtures/mtr/sinir-sigor-client,
 * SIGOR manual 1.15.0): at compile time (`satisfies`: a field the client requires and we lack, or of
 * another type, fails `tsc`) and at run time, key by key (a field renamed on either side fails here).
 */

const login: MtrLogin = {
  orgId: "contract",
  system: "sigor",
  loginTaxId: "52998224725",
  password: "segredo",
  companyTaxId: "33000167000101",
  unitCode: "100",
};

const manifest: ManifestRequest = {
  ourCode: "CC-2026-000001-abcd1234",
  generator: { taxId: "33000167000101", unitCode: "100" },
  transporter: { taxId: "11444777000161", unitCode: "200" },
  receiver: { taxId: "11222333000181", unitCode: "300" },
  responsibleName: "Responsável da obra",
  driverName: "João Motorista",
  plate: "ABC-1D23",
  shippedAt: new Date("2026-12-01T12:00:00Z"),
  notes: "CTR 2026/000001",
  wastes: [
    {
      ibamaCode: "170107",
      quantity: 5,
      unitCode: 20,
      classCode: 3,
      physicalStateCode: 1,
      packagingCode: 1,
      treatmentCode: 9,
      density: 1.2,
      description: "Entulho classe A",
      internalCode: "2026/000001",
    },
  ],
};

const receipt: ReceiptRequest = {
  number: "26120000001",
  receivedAt: new Date("2026-12-01T15:00:00Z"),
  driverName: "João Motorista",
  plate: "ABC1D23",
  responsibleName: "Operador da ATT",
  notes: "Pesado na balança do destinador: 6,6 t.",
  wastes: manifest.wastes.map((w) => ({ ...w, receivedQuantity: 5.5, justification: "Pesado na balança" })),
};

// Compile time: each body the adapter builds is assignable to the client's request type.
const bodies = {
  gettoken: sinirTokenBody(login) satisfies Req.gerarAuthToken,
  salvarManifestoLote: manifestBody(manifest)[0] satisfies Req.gerarLoteMTR | undefined,
  receberManifestoLote: receiptBody(receipt)[0] satisfies Req.receberLoteMTR | undefined,
  alteraRecebimento: receiptChangeBody("300", receipt) satisfies Req.solicitarAlteracaoRecebimentoMTR,
  aceiteAlteracaoRecebimento: receiptChangeAnswerBody(
    "100",
    "26120000001",
    "R",
  ) satisfies Req.aceitarAlteracaoRecebimentoMTR,
  cancelarManifesto: cancelBody("26120000001", "CTR cancelado") satisfies Req.cancelarMTR,
  retornaManifestoSeuCodigo: ourCodeBody("100", manifest.ourCode) satisfies Req.retornaMTRsPorSeuCodigo,
  emiteCDF: cdfBody({
    receiver: manifest.receiver,
    from: new Date("2026-12-01T03:00:00Z"),
    to: new Date("2026-12-31T03:00:00Z"),
    responsibleName: "Operador da ATT",
    numbers: ["26120000001"],
    notes: "",
  }) satisfies Req.gerarCDF,
};

/** The client's request type of each route, and what we send beyond it (each with why). */
const CONTRACT: Record<keyof typeof bodies, { type: string; beyond: Record<string, string> }> = {
  gettoken: { type: "gerarAuthToken", beyond: {} },
  salvarManifestoLote: {
    type: "gerarLoteMTR",
    beyond: {
      gerador:
        "echoed by the client's gerarLoteMTR answer (`gerador`); the fake checks it is the logged unit",
      tipoManifesto: "echoed by the client's gerarLoteMTR answer (`tipoManifesto`)",
      possuiArmazenamentoTemporario: "echoed by the client's gerarLoteMTR answer",
      "listaManifestoResiduos[0].marDescricaoInterna": "echoed by controlelistaDeResiduos",
      "listaManifestoResiduos[0].marCodigoInterno": "echoed by controlelistaDeResiduos",
      "listaManifestoResiduos[0].observacoes": "echoed by controlelistaDeResiduos",
    },
  },
  receberManifestoLote: {
    type: "receberLoteMTR",
    beyond: {
      "listaManifestoResiduos[0].marDescricaoInterna": "echoed by controlelistaDeResiduos",
      "listaManifestoResiduos[0].marCodigoInterno": "echoed by controlelistaDeResiduos",
      "listaManifestoResiduos[0].observacoes": "echoed by controlelistaDeResiduos",
    },
  },
  alteraRecebimento: { type: "solicitarAlteracaoRecebimentoMTR", beyond: {} },
  aceiteAlteracaoRecebimento: { type: "aceitarAlteracaoRecebimentoMTR", beyond: {} },
  cancelarManifesto: { type: "cancelarMTR", beyond: {} },
  retornaManifestoSeuCodigo: { type: "retornaMTRsPorSeuCodigo", beyond: {} },
  emiteCDF: { type: "gerarCDF", beyond: {} },
};

const fromJson = (v: unknown) => JSON.parse(JSON.stringify(v));
const problems = (findings: Finding[], beyond: Record<string, string>) =>
  findings.filter((f) => !(f.problem === "not declared" && f.path in beyond));

describe("the adapter's requests match the public SINIR/SIGOR client's types", () => {
  it.each(Object.keys(CONTRACT) as (keyof typeof bodies)[])("%s", (route) => {
    const { type, beyond } = CONTRACT[route];
    const findings = checkAgainst(fromJson(bodies[route]), "request-config", type);
    expect(problems(findings, beyond)).toEqual([]);
    // Every field we send beyond the client's type is still sent (else drop it from the list).
    const extra = findings.filter((f) => f.problem === "not declared").map((f) => f.path);
    expect(extra.sort()).toEqual(Object.keys(beyond).sort());
  });

  it("armazenadorTemporario goes with 99999 and 99999999999999, the codes for none", () => {
    expect(bodies.salvarManifestoLote?.armazenadorTemporario).toEqual({
      unidade: 99999,
      cpfCnpj: "99999999999999",
    });
  });

  it("a renamed or missing field is caught", () => {
    const { armazenadorTemporario, ...rest } = fromJson(bodies.salvarManifestoLote);
    expect(
      checkAgainst({ ...rest, armazenador: armazenadorTemporario }, "request-config", "gerarLoteMTR"),
    ).toEqual(
      expect.arrayContaining([
        { path: "armazenadorTemporario", problem: "missing" },
        { path: "armazenador", problem: "not declared" },
      ]),
    );
    const answer = { ...bodies.aceiteAlteracaoRecebimento, aceite: "S" };
    expect(checkAgainst(answer, "request-config", "aceitarAlteracaoRecebimentoMTR")).toEqual([
      { path: "aceite", problem: "wrong type" },
    ]);
    const asString = fromJson(bodies.emiteCDF);
    asString.parceiroDestinador = "300";
    expect(checkAgainst(asString, "request-config", "gerarCDF")).toEqual([
      { path: "parceiroDestinador", problem: "wrong type" },
    ]);
  });

  it("each route is one the client names (FEAM's day listing and FEAM/INEA's tecnologia list aside)", () => {
    const known = new Set<string>(Object.values(API_ROUTE));
    for (const system of ["sinir", "sigor"] as const) {
      const unknown = OPERATIONS.map((op) => routeOf(system, op)).filter((r) => !known.has(r));
      expect(unknown).toEqual(["retornaListaCodigoBarasManifesto"]);
    }
    expect(routeOf("feam", "lista:tratamento")).toBe("retornaListaTecnologia");
  });
});

describe("the adapter reads the answers as the client types them", () => {
  const waste = {
    restResponseValido: true,
    restResponseMensagem: "",
    codigoGerado: null,
    manCodigo: null,
    resCodigoIbama: "170107",
    resCodigoIbamaNovo: null,
    marQuantidade: 5,
    marQuantidadeRecebida: null,
    uniCodigo: 20,
    tieCodigo: 1,
    claCodigo: 3,
    tiaCodigo: 1,
    traCodigo: 9,
    traCodigoNovo: null,
    marNumeroONU: null,
    marClasseRisco: null,
    marNomeEmbarque: null,
    greCodigo: null,
    marCodigoInterno: null,
    marDescricaoInterna: null,
    observacoes: null,
    marGrupoEmbalagem: null,
    marJustificativa: null,
    marDensidade: 1.2,
  } satisfies Res.gerarLoteMTR["listaManifestoResiduos"][number];
  const unit = {
    restResponseValido: true,
    restResponseMensagem: "",
    cpfCnpj: "11444777000161",
    unidade: "200",
  };

  it("salvarManifestoLote: the national number, or the reasons", () => {
    const saved = {
      restResponseValido: true,
      restResponseMensagem: "",
      codigoGerado: 1,
      manifestoCodigoEstadual: null,
      manifestoNumeroEstadual: null,
      manifestoNumeroNacional: "26120000001",
      possuiArmazenamentoTemporario: false,
      armazenadorTemporario: null,
      nomeResponsavel: "Responsável",
      transportador: unit,
      nomeMotorista: "JOÃO",
      placaVeiculo: "ABC1D23",
      dataExpedicao: 0,
      destinador: unit,
      gerador: null,
      ufOrigemMtr: "MG",
      tipoManifesto: "1",
      observacoes: "",
      listaManifestoResiduos: [waste],
      erroNacional: false,
      mensagemErroNacional: null,
    } satisfies Res.gerarLoteMTR;
    expect(readSaved([saved])).toEqual({ number: "26120000001" });
    const refused = {
      ...saved,
      restResponseValido: false,
      manifestoNumeroNacional: null as unknown as string,
      listaManifestoResiduos: [
        { ...waste, restResponseValido: false, restResponseMensagem: "Classe inválida" },
      ],
    };
    expect(readSaved([refused])).toEqual({ error: "Classe inválida" });
  });

  it("retornaManifesto: number, situation, parties, plate and wastes", () => {
    const partner = { parCodigo: 300, parDescricao: "ATT", parCnpj: "11222333000181" };
    const found = {
      manNumero: "26120000001",
      manData: 0,
      manResponsavel: "Responsável",
      manDataExpedicao: 0,
      manNomeMotorista: "JOÃO",
      manPlacaVeiculo: "ABC1D23",
      manObservacao: "",
      manJustificativaCancelamento: "",
      estado: { estCodigo: 31, estAbreviacao: "MG" },
      parceiroGerador: { ...partner, parCodigo: 100 },
      parceiroTransportador: { ...partner, parCodigo: 200 },
      parceiroDestinador: partner,
      parceiroArmazenadorTemporario: { parCodigo: null, parDescricao: "", parCnpj: null },
      situacaoManifesto: { simCodigo: 2, simDescricao: "Recebido", simOrdem: 2 },
      manNumeroEstadual: null,
      listaManifestoResiduo: [],
    } satisfies Res.consultarMTR;
    const withWaste = {
      ...found,
      listaManifestoResiduo: [
        { residuo: { resCodigo: 1, resCodigoIbama: "170107", resDescricao: "" }, marQuantidade: 5 },
      ],
    };
    expect(readManifest(withWaste)).toEqual({
      number: "26120000001",
      situation: "recebido",
      receiverUnit: "300",
      transporterUnit: "200",
      plate: "ABC1D23",
      wastes: [{ ibamaCode: "170107", quantity: 5 }],
    });
  });

  it("emiteCDF: the generator's numeroCDF, else codigoGerado; the envelope's erro as the client types it", () => {
    const cdf = {
      restResponseValido: true,
      restResponseMensagem: "",
      codigoGerado: "2026000001",
      cerDataInicial: 0,
      cerDataFinal: 0,
      nomeResponsavel: "Operador",
      parceiroDestinador: "300",
      cnpjDestinador: "11222333000181",
      cerObservacao: null,
      listaParceiroGerador: [],
    } satisfies Res.gerarCDF;
    expect(readCdf(cdf)).toEqual({ number: "2026000001" });
    expect(readCdf({ ...cdf, listaParceiroGerador: [{ numeroCDF: 77 }] })).toEqual({ number: "77" });
    for (const erro of [true, "Token expirado", 1])
      expect(unwrap({ mensagem: null, erro, objetoResposta: null } satisfies Http.response)).toEqual({
        ok: false,
        error: typeof erro === "string" ? erro : "erro sem mensagem",
      });
    for (const erro of [false, "", 0])
      expect(unwrap({ mensagem: null, erro, objetoResposta: cdf })).toEqual({ ok: true, value: cdf });
    expect(readCdf({ ...cdf, restResponseValido: false, restResponseMensagem: "Sem MTR recebido" })).toEqual({
      error: "Sem MTR recebido",
    });
  });
});
