import { IBAMA_CODE_LABEL, MTR_SYSTEM_LABEL, type MtrSystem } from "@/domain/mtr";
import { formatDate, formatDecimal, formatTaxId } from "@/lib/format";
import { fakeLabel } from "./lists";
import type { Cdf, FakeRegistry, FakeSystemState, Manifest, Unit } from "./types";

type Row = Record<string, unknown>;
const listOf = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);
const day = (ms: unknown) => (typeof ms === "number" ? formatDate(new Date(ms)) : "—");

/** One waste of a manifest as the CDF certifies it: code and description, class, quantity received, treatment. */
function wasteLine(system: MtrSystem, shipped: Row, received: Row | undefined, receipt: Row | null): string {
  const code = String(shipped.resCodigoIbama ?? "");
  const description = [IBAMA_CODE_LABEL[code], shipped.marDescricaoInterna].filter(Boolean).join(" / ");
  const quantity = Number(
    received?.marQuantidadeRecebida ?? receipt?.marQuantidadeRecebida ?? shipped.marQuantidade,
  );
  const treatment = system === "feam" || system === "inea" ? "Tecnologia" : "Tratamento";
  return [
    `${code} - ${description}`,
    fakeLabel("classe", shipped.claCodigo) ?? "classe não informada",
    `${formatDecimal(quantity, 3)} ${fakeLabel("unidade", shipped.uniCodigo) ?? ""}`.trim(),
    `${treatment}: ${fakeLabel("tratamento", shipped.traCodigo) ?? "não informado"}`,
  ].join(" | ");
}

function manifestLines(system: MtrSystem, m: Manifest): string[] {
  const receipt = m.receipt;
  const received = listOf(receipt?.listaManifestoResiduos);
  return [
    `MTR nº ${m.number}, recebido em ${day(receipt?.dataRecebimento)}`,
    ...listOf(m.body.listaManifestoResiduos).map(
      (w, i) => `   ${i + 1}. ${wasteLine(system, w, received[i], receipt)}`,
    ),
  ];
}

const NOT_REGISTERED = "(razão social não cadastrada no simulador)";
const party = async (registry: FakeRegistry, system: MtrSystem, u: Unit) =>
  `${(await registry(system, u)) ?? NOT_REGISTERED}, CPF/CNPJ ${formatTaxId(u.taxId)}`;

/**
 * The CDF's text as the systems print it (the SINFAT family's layout — FEAM, INEA — and SINIR's, as
 * parsers of real CDFs reproduce them): the receiver that certifies, the period, each generator with its
 * manifests and their wastes (code and description, class, quantity received with its unit, treatment),
 * the declaration, the manifests included and the issue date. Portaria MMA 280/2020: the CDF attests the
 * technology applied to the wastes received, in their quantities, contained in one or more MTRs.
 */
export async function cdfDocumentLines(
  system: MtrSystem,
  st: FakeSystemState,
  c: Cdf,
  registry: FakeRegistry,
): Promise<string[]> {
  const manifests = c.numbers.map((n) => st.manifests.get(n)).filter((m): m is Manifest => m !== undefined);
  const generators = new Map<string, { unit: Unit; manifests: Manifest[] }>();
  for (const m of manifests) {
    const key = `${m.generator.taxId}/${m.generator.unitCode}`;
    const g = generators.get(key) ?? { unit: m.generator, manifests: [] };
    g.manifests.push(m);
    generators.set(key, g);
  }
  const lines = [
    `CDF nº ${c.number}`,
    `Certificado de Destinação Final - ${MTR_SYSTEM_LABEL[system]}`,
    `Período: ${day(c.from)} até ${day(c.to)}`,
    `Emitido em ${day(c.issuedAt)}`,
    "",
    `${await party(registry, system, c.receiver)} certifica que recebeu os resíduos abaixo discriminados.`,
  ];
  for (const g of generators.values())
    lines.push(
      "",
      "Identificação do Gerador",
      `Razão Social: ${await party(registry, system, g.unit)}`,
      "Identificação dos Resíduos",
      ...g.manifests.flatMap((m) => manifestLines(system, m)),
    );
  lines.push(
    "",
    "Declaração",
    "Declaramos que os resíduos acima foram recebidos e destinados pela tecnologia indicada (Portaria MMA 280/2020).",
    `Manifestos incluídos: ${c.numbers.join(", ")}`,
    `Responsável: ${c.responsible}`,
    "",
    "Documento de teste (simulador local): sem valor legal.",
  );
  return lines;
}
