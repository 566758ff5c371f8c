import type { MtrSystem } from "@/domain/mtr";

/**
 * Every route and request field name of the MTR web-service family (SINIR, SIGOR/CETESB, FEAM/MG,
 * INEA/RJ), in one place (the answers are read in ./answers.ts). Which names were checked against the published manuals and which were inferred is
 * listed in docs/mtr-cdf.md ("Field names").
 */

/** A user of a party's unit in one system. The password never leaves the server. */
export interface MtrLogin {
  /** The org whose credentials these are: a token is never shared with another org. */
  orgId: string;
  system: MtrSystem;
  /** CPF of the system's user (SIGOR, FEAM, INEA) or the CPF/CNPJ SINIR logs in with. */
  loginTaxId: string;
  password: string;
  /** CNPJ/CPF of the unit (FEAM `pessoaCnpj`, INEA `cnp`). */
  companyTaxId: string;
  /** The unit's code in the system (`unidade`, FEAM `pessoaCodigo`). */
  unitCode: string;
}

export interface MtrParty {
  taxId: string;
  unitCode: string;
}

export interface ManifestWaste {
  /** IN IBAMA 13/2012 code as the systems write it: `170107`, `170903(*)`. */
  ibamaCode: string;
  quantity: number;
  unitCode: number;
  classCode: number;
  physicalStateCode: number;
  packagingCode: number;
  treatmentCode: number;
  /** t/m³, required by the systems when the unit is a volume. */
  density: number | null;
  description: string;
  internalCode: string;
}

export interface ManifestRequest {
  /** Our own code for the manifest (`seuCodigo`): finds it again after a timeout. */
  ourCode: string;
  generator: MtrParty;
  transporter: MtrParty;
  receiver: MtrParty;
  responsibleName: string;
  driverName: string;
  plate: string;
  shippedAt: Date;
  notes: string;
  wastes: ManifestWaste[];
}

export interface ReceiptRequest {
  number: string;
  receivedAt: Date;
  driverName: string;
  plate: string;
  responsibleName: string;
  notes: string;
  wastes: (ManifestWaste & { receivedQuantity: number; justification: string })[];
}

export interface CdfRequest {
  receiver: MtrParty;
  from: Date;
  to: Date;
  responsibleName: string;
  numbers: string[];
  notes: string;
}

export type ManifestSituation = "salvo" | "recebido" | "cancelado" | "outro";

export interface ManifestFound {
  number: string;
  situation: ManifestSituation;
  /** What `retornaManifesto` says of it: how a manifest found in a listing is told to be ours. */
  receiverUnit: string | null;
  transporterUnit: string | null;
  plate: string | null;
  wastes: { ibamaCode: string; quantity: number }[];
}

/** The generator's answer to a receipt the receiver altered: `A` accepts, `R` refuses. */
export type ReceiptChangeAnswer = "A" | "R";

export const LOOKUP_LISTS = [
  "residuo",
  "classe",
  "unidade",
  "tratamento",
  "estadoFisico",
  "acondicionamento",
] as const;
export type LookupList = (typeof LOOKUP_LISTS)[number];

export interface LookupItem {
  code: string;
  label: string;
  sigla: string | null;
}

/** The route of each operation. FEAM and INEA call the treatment list "tecnologia". */
export function routeOf(system: MtrSystem, op: Operation): string {
  if (op === "lista:tratamento" && (system === "feam" || system === "inea")) return "retornaListaTecnologia";
  if (op.startsWith("lista:")) {
    const list = op.slice("lista:".length);
    return `retornaLista${list[0]?.toUpperCase()}${list.slice(1)}`;
  }
  return ROUTES[op as Exclude<Operation, `lista:${LookupList}`>];
}

const ROUTES = {
  gettoken: "gettoken",
  salvar: "salvarManifestoLote",
  cancelar: "cancelarManifesto",
  retornar: "retornaManifesto",
  retornarSeuCodigo: "retornaManifestoSeuCodigo",
  pdfManifesto: "downloadManifesto",
  receber: "receberManifestoLote",
  alterarRecebimento: "alteraRecebimento",
  aceitarAlteracao: "aceiteAlteracaoRecebimento",
  listarDoDia: "retornaListaCodigoBarasManifesto",
  emitirCdf: "emiteCDF",
  pdfCdf: "downloadCertificado",
} as const;

export type Operation = keyof typeof ROUTES | `lista:${LookupList}`;

/** Every operation the adapter knows (the contract test checks each route against the public client). */
export const OPERATIONS: Operation[] = [
  ...(Object.keys(ROUTES) as (keyof typeof ROUTES)[]),
  ...LOOKUP_LISTS.map((l) => `lista:${l}` as const),
];

/** `gettoken` body: FEAM names the fields its own way; INEA has no token (credentials in the path). */
export function tokenBody(login: MtrLogin) {
  if (login.system === "feam")
    return {
      pessoaCodigo: Number(login.unitCode),
      pessoaCnpj: login.companyTaxId,
      usuarioCpf: login.loginTaxId,
      senha: login.password,
    };
  return sinirTokenBody(login);
}

/** SINIR's and SIGOR's `gettoken` body. */
export function sinirTokenBody(login: MtrLogin) {
  return { cpfCnpj: login.loginTaxId, senha: login.password, unidade: login.unitCode };
}

/** INEA's credentials as path segments: `/{login}/{senha}/{cnp}/{unidade}`. */
export function ineaPath(login: MtrLogin): string {
  return [login.loginTaxId, login.password, login.companyTaxId, login.unitCode]
    .map(encodeURIComponent)
    .join("/");
}

const party = (p: MtrParty) => ({ cpfCnpj: p.taxId, unidade: Number(p.unitCode) });

/**
 * `armazenadorTemporario` is required in `salvarManifestoLote`; these codes say "none" (SIGOR manual 1.15.0
 * as typed by the public client, tests/fixtures/mtr/sinir-sigor-client/types/request-config.ts).
 */
export const NO_TEMPORARY_STORAGE = { unidade: 99999, cpfCnpj: "99999999999999" } as const;

function wasteBody(w: ManifestWaste) {
  return {
    resCodigoIbama: w.ibamaCode,
    marQuantidade: w.quantity,
    uniCodigo: w.unitCode,
    claCodigo: w.classCode,
    tieCodigo: w.physicalStateCode,
    tiaCodigo: w.packagingCode,
    traCodigo: w.treatmentCode,
    ...(w.density !== null ? { marDensidade: w.density } : {}),
    marDescricaoInterna: w.description,
    marCodigoInterno: w.internalCode,
    observacoes: "",
  };
}

/** `salvarManifestoLote`: a batch of one. */
export function manifestBody(m: ManifestRequest) {
  return [
    {
      seuCodigo: m.ourCode,
      tipoManifesto: 1,
      possuiArmazenamentoTemporario: false,
      armazenadorTemporario: { ...NO_TEMPORARY_STORAGE },
      nomeResponsavel: m.responsibleName,
      nomeMotorista: m.driverName.toUpperCase(),
      placaVeiculo: m.plate.replace(/[^A-Za-z0-9]/g, "").toUpperCase(),
      dataExpedicao: m.shippedAt.getTime(),
      observacoes: m.notes,
      gerador: party(m.generator),
      transportador: party(m.transporter),
      destinador: party(m.receiver),
      listaManifestoResiduos: m.wastes.map(wasteBody),
    },
  ];
}

export function cancelBody(number: string, reason: string) {
  return { manNumero: number, justificativa: reason };
}

/** `retornaManifestoSeuCodigo` (SIGOR only): our code and the unit that saved it, in the body. */
export function ourCodeBody(unitCode: string, ourCode: string) {
  return { suaUnidade: unitCode, seuCodigo: ourCode };
}

/** `receberManifestoLote`: a batch of one, the received quantity beside the shipped one. */
export function receiptBody(r: ReceiptRequest) {
  return [
    {
      manNumero: r.number,
      dataRecebimento: r.receivedAt.getTime(),
      nomeMotorista: r.driverName.toUpperCase(),
      placaVeiculo: r.plate.replace(/[^A-Za-z0-9]/g, "").toUpperCase(),
      nomeResponsavelRecebimento: r.responsibleName,
      observacoes: r.notes,
      listaManifestoResiduos: r.wastes.map((w) => ({
        ...wasteBody(w),
        marQuantidadeRecebida: w.receivedQuantity,
        marJustificativa: w.justification,
      })),
    },
  ];
}

/**
 * `alteraRecebimento`: the receiver's new figures for a receipt the system has, for the generator to
 * accept or refuse. Class and treatment stay as received (`…Novo` equal to the old).
 */
export function receiptChangeBody(receiverUnitCode: string, r: ReceiptRequest) {
  return {
    parCodigoDestinador: receiverUnitCode,
    remObservacao: r.notes,
    manifesto: {
      manNumero: r.number,
      listaManifestoResiduo: r.wastes.map((w) => ({
        resCodigoIbama: w.ibamaCode,
        marQuantidade: w.quantity,
        marQuantidadeRecebida: w.receivedQuantity,
        claCodigo: w.classCode,
        claCodigoNovo: w.classCode,
        traCodigo: w.treatmentCode,
        traCodigoNovo: w.treatmentCode,
      })),
    },
  };
}

/** `aceiteAlteracaoRecebimento`: the generator's answer to the receiver's altered receipt. */
export function receiptChangeAnswerBody(
  generatorUnitCode: string,
  number: string,
  answer: ReceiptChangeAnswer,
) {
  return { parCodigoGerador: generatorUnitCode, manNumero: number, aceite: answer };
}

/** `retornaListaCodigoBarasManifesto/{de}/{até}` (FEAM): the days as `yyyyMMdd`, in Brasília time. */
export function dayListParams(from: Date, to: Date): [string, string] {
  const day = (d: Date) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(d).replaceAll("-", "");
  return [day(from), day(to)];
}

export function cdfBody(c: CdfRequest) {
  return {
    cerDataInicial: c.from.getTime(),
    cerDataFinal: c.to.getTime(),
    cerObservacao: c.notes,
    parceiroDestinador: Number(c.receiver.unitCode),
    cnpjDestinador: c.receiver.taxId,
    tipoCertificadoDestinacao: 1 as const,
    nomeResponsavel: c.responsibleName,
    listaManifesto: c.numbers.map((manNumero) => ({ manNumero })),
  };
}
