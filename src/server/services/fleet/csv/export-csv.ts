import { type CsvValue, csvDate, writeCsv } from "@/domain/csv";
import { formatCacambaNumber, formatPlate } from "@/lib/format";
import type { OrgScope } from "@/server/services/context";
import { listCacambas } from "../cacambas";
import { listDrivers } from "../drivers";
import { listTrucks } from "../trucks";
import { CACAMBA_STATUS_LABEL, type FleetList } from "./columns";

const EXPORT_FIELDS: Record<FleetList, string[]> = {
  cacambas: ["numero", "capacidade_m3", "comprimento_m", "largura_m", "altura_m", "situacao"],
  trucks: ["placa", "capacidade_t", "tipo", "ativo"],
  drivers: ["nome", "cnh", "categoria", "validade_cnh", "ativo"],
};

async function rowsOf(scope: OrgScope, list: FleetList): Promise<CsvValue[][]> {
  if (list === "cacambas")
    return (await listCacambas(scope)).map((c) => [
      formatCacambaNumber(c.number),
      c.capacityM3,
      c.lengthM,
      c.widthM,
      c.heightM,
      CACAMBA_STATUS_LABEL[c.status],
    ]);
  if (list === "trucks")
    return (await listTrucks(scope)).map((t) => [
      formatPlate(t.plate),
      t.capacityT,
      "poliguindaste",
      t.active,
    ]);
  return (await listDrivers(scope)).map((d) => [
    d.name,
    d.cnhNumber,
    d.cnhCategory,
    csvDate(d.cnhValidUntil),
    d.active,
  ]);
}

/**
 * The list as CSV for Brazilian spreadsheets (`@/domain/csv`: UTF-8 with BOM, `;`, decimal comma, dates
 * dd/mm/aaaa). The same file is accepted back by the import (`numero`, `tipo` and `ativo` are ignored there).
 */
export async function exportFleetCsv(scope: OrgScope, list: FleetList): Promise<string> {
  return writeCsv(EXPORT_FIELDS[list], await rowsOf(scope, list));
}
