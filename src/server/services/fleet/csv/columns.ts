import { z } from "zod";
import { parseCsvNumber } from "@/domain/csv";
import { CACAMBA_SIZE_M3 } from "@/domain/quantity";
import {
  cnhCategorySchema,
  cnhNumberSchema,
  dateSchema,
  plateSchema,
  type QuantityLabel,
  quantityMessages,
  TEXT_MAX,
  textSchema,
} from "@/lib/validators";
import { CACAMBA_STATUSES } from "../cacambas";

export const FLEET_LISTS = ["cacambas", "trucks", "drivers"] as const;
export type FleetList = (typeof FLEET_LISTS)[number];

export const LIST_LABEL: Record<FleetList, string> = {
  cacambas: "caçambas",
  trucks: "caminhões",
  drivers: "motoristas",
};

export const CACAMBA_STATUS_LABEL = {
  yard: "no pátio",
  placed: "na rua",
  full: "cheia",
  in_transit: "em trânsito",
  maintenance: "em manutenção",
  retired: "desativada",
} as const;

/** A decimal column: refused with a message naming it ("A capacidade máxima é 30 m³."), never adjusted. */
const decimal = (q: { label: QuantityLabel; unit: string; max: number }, required: boolean) => {
  const says = quantityMessages({ ...q, places: 2, min: 0 });
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) {
        if (required) ctx.addIssue({ code: "custom", message: says.missing });
        return null;
      }
      const n = parseCsvNumber(v);
      const problem =
        n === null
          ? `${q.label} em ${q.unit} não é um número: "${v}" (use vírgula, como 2,65).`
          : n <= 0
            ? `${q.label} deve ser maior que 0 ${q.unit}.`
            : n > q.max
              ? says.atMost
              : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
      return problem ? null : n;
    });
};

const statusByWord = new Map<string, (typeof CACAMBA_STATUSES)[number]>(
  CACAMBA_STATUSES.flatMap((s) => [
    [s, s],
    [CACAMBA_STATUS_LABEL[s], s],
  ]),
);

const cacambaRow = z.object({
  capacidade_m3: decimal({ label: "A capacidade", unit: "m³", max: CACAMBA_SIZE_M3.max }, true),
  comprimento_m: decimal({ label: "O comprimento", unit: "m", max: 20 }, false),
  largura_m: decimal({ label: "A largura", unit: "m", max: 20 }, false),
  altura_m: decimal({ label: "A altura", unit: "m", max: 20 }, false),
  situacao: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return "yard" as const;
      const s = statusByWord.get(v.trim().toLowerCase());
      if (!s)
        ctx.addIssue({ code: "custom", message: `Situação desconhecida: "${v}" (use no pátio, na rua…).` });
      return s ?? ("yard" as const);
    }),
});

const truckRow = z.object({
  placa: z.string({ error: "Informe a placa." }).pipe(plateSchema),
  capacidade_t: decimal({ label: "A capacidade", unit: "t", max: 100 }, false),
});

const driverRow = z.object({
  nome: z
    .string({ error: "Informe o nome." })
    .pipe(textSchema(TEXT_MAX.name).min(3, "Informe o nome completo do motorista.")),
  cnh: z.string({ error: "Informe o número da CNH." }).pipe(cnhNumberSchema),
  categoria: z.string({ error: "Informe a categoria da CNH." }).pipe(cnhCategorySchema),
  validade_cnh: z.string({ error: "Informe a validade da CNH (dd/mm/aaaa)." }).pipe(dateSchema),
});

export const ROW_SCHEMAS = { cacambas: cacambaRow, trucks: truckRow, drivers: driverRow } as const;

export type ParsedRow<K extends FleetList> = z.output<(typeof ROW_SCHEMAS)[K]>;

/** Columns of the import template, in order; exports add `numero`/`ativo` first. */
export const IMPORT_HEADERS: Record<FleetList, string[]> = {
  cacambas: Object.keys(cacambaRow.shape),
  trucks: Object.keys(truckRow.shape),
  drivers: Object.keys(driverRow.shape),
};
