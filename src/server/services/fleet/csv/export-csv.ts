import Papa from "papaparse";
import { formatCacambaNumber, formatDecimal, formatIsoDate, formatPlate } from "@/lib/format";
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

const dec = (n: number | null) => (n === null ? "" : formatDecimal(n));
const yesNo = (b: boolean) => (b ? "sim" : "não");

async function rowsOf(scope: OrgScope, list: FleetList): Promise<Record<string, string>[]> {
  if (list === "cacambas")
    return (await listCacambas(scope)).map((c) => ({
      numero: formatCacambaNumber(c.number),
      capacidade_m3: dec(c.capacityM3),
      comprimento_m: dec(c.lengthM),
      largura_m: dec(c.widthM),
      altura_m: dec(c.heightM),
      situacao: CACAMBA_STATUS_LABEL[c.status],
    }));
  if (list === "trucks")
    return (await listTrucks(scope)).map((t) => ({
      placa: formatPlate(t.plate),
      capacidade_t: dec(t.capacityT),
      tipo: "poliguindaste",
      ativo: yesNo(t.active),
    }));
  return (await listDrivers(scope)).map((d) => ({
    nome: d.name,
    cnh: d.cnhNumber,
    categoria: d.cnhCategory,
    validade_cnh: formatIsoDate(d.cnhValidUntil),
    ativo: yesNo(d.active),
  }));
}

/**
 * The list as CSV for Brazilian spreadsheets: `;` separator, decimal comma, dates dd/mm/aaaa, UTF-8
 * with BOM. The same columns are accepted back by the import (`numero`, `tipo` and `ativo` are ignored there).
 */
export async function exportFleetCsv(scope: OrgScope, list: FleetList): Promise<string> {
  const data = await rowsOf(scope, list);
  const csv = Papa.unparse({ fields: EXPORT_FIELDS[list], data }, { delimiter: ";", newline: "\r\n" });
  return `\uFEFF${csv}\r\n`;
}
