import { and, asc, eq, gt, or, type SQL } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import { type CsvValue, csvHeader, csvInstant, csvRows } from "@/domain/csv";
import { CTR_STATUS_LABEL, type CtrStatus } from "@/domain/ctr";
import { formatCacambaNumber, formatTaxId } from "@/lib/format";
import { lagTolerantReads, type ReadDb, type ReadReplica } from "@/server/db/read-replica";
import { ctrs } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { type CtrParty, partyFilter } from "./access";
import { type CtrListFilter, periodFilter } from "./read";

/**
 * Columns named after the SINIR/SIGOR MTR web services' fields (generator/transporter/destination
 * CPF-CNPJ, waste class, quantity and unit, driver, plate), so an export to them is a mapping.
 */
export const CTR_CSV_FIELDS = [
  "numero",
  "situacao",
  "data_emissao",
  "gerador_nome",
  "gerador_cpf_cnpj",
  "origem_endereco",
  "origem_municipio",
  "transportador_nome",
  "transportador_cnpj",
  "transportador_licenca",
  "placa",
  "motorista",
  "cacamba",
  "residuo_tipo",
  "residuo_classe",
  "residuo_material",
  "quantidade_m3",
  "destinador_nome",
  "destinador_cnpj",
  "destinador_licenca",
  "destinador_tipo",
  "data_recebimento",
  "quantidade_recebida_t",
  "classe_recebida",
  "motivo_recusa_cancelamento",
  "hash_sha256",
] as const;

/**
 * Times on the wall clock of the CTR's origin municipality, as its documents show them; CPF/CNPJ with
 * their punctuation, so a spreadsheet keeps them as text (14 bare digits become 1,14448E+13).
 */
function line(r: typeof ctrs.$inferSelect): CsvValue[] {
  const tz = resolveMunicipality(r.originMunicipalityId)?.timeZone ?? "America/Sao_Paulo";
  return [
    r.number,
    CTR_STATUS_LABEL[r.status as CtrStatus],
    csvInstant(r.issuedAt, tz),
    r.generatorName,
    formatTaxId(r.generatorTaxId),
    r.originAddress,
    r.originMunicipalityId,
    r.haulerName,
    formatTaxId(r.haulerTaxId),
    r.haulerLicenceNumber,
    r.truckPlate,
    r.driverName,
    r.cacambaNumber === null ? "" : formatCacambaNumber(r.cacambaNumber),
    r.wasteKind,
    r.wasteClass,
    r.material,
    r.volumeM3,
    r.receiverName,
    formatTaxId(r.receiverTaxId),
    r.receiverLicenceNumber,
    r.receiverKind,
    csvInstant(r.receivedAt, tz),
    r.receivedWeightT,
    r.receivedClass ?? "",
    r.rejectionReason ?? r.cancelReason ?? "",
    r.contentHash,
  ];
}

/**
 * CTRs of a period as CSV for Brazilian spreadsheets (`@/domain/csv`: UTF-8 with BOM, `;`, dd/mm/aaaa
 * HH:MM, decimal comma), streamed 500 rows at a time by keyset so a city-wide year does not sit in memory. The first chunk (header
 * and first page) comes only after the first page was read: a route that awaits it before answering
 * reports a failure with its status instead of a 200 cut short. The city's export, a report, reads the
 * replica (`DATABASE_READ_URL`, or `replica`) when there is one within its lag bound.
 */
export async function* exportCtrCsv(
  scope: OrgScope,
  party: CtrParty,
  filter: CtrListFilter,
  replica?: ReadReplica | null,
) {
  const base = and(await partyFilter(scope, party), ...periodFilter(filter)) as SQL;
  const db: ReadDb = party === "city" ? (await lagTolerantReads(scope.db, replica)).db : scope.db;
  let pending = csvHeader(CTR_CSV_FIELDS);
  let after: { issuedAt: Date; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? or(gt(ctrs.issuedAt, after.issuedAt), and(eq(ctrs.issuedAt, after.issuedAt), gt(ctrs.id, after.id)))
      : undefined;
    const rows: (typeof ctrs.$inferSelect)[] = await db
      .select()
      .from(ctrs)
      .where(cursor ? and(base, cursor) : base)
      .orderBy(asc(ctrs.issuedAt), asc(ctrs.id))
      .limit(500);
    pending += csvRows(rows.map(line));
    if (pending) yield pending;
    pending = "";
    const last = rows[rows.length - 1];
    if (!last || rows.length < 500) return;
    after = { issuedAt: last.issuedAt, id: last.id };
  }
}
