import { z } from "zod";
import {
  cnhCategorySchema,
  cnhNumberSchema,
  dateSchema,
  parseDecimal,
  plateSchema,
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

const decimal = (label: string, max: number, required: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) {
        if (required) ctx.addIssue({ code: "custom", message: `Informe ${label}.` });
        return null;
      }
      const n = parseDecimal(v);
      if (n === null || n <= 0 || n > max) {
        ctx.addIssue({ code: "custom", message: `${label} inválido(a): "${v}" (use número como 2,65).` });
        return null;
      }
      return n;
    });

const statusByWord = new Map<string, (typeof CACAMBA_STATUSES)[number]>(
  CACAMBA_STATUSES.flatMap((s) => [
    [s, s],
    [CACAMBA_STATUS_LABEL[s], s],
  ]),
);

const cacambaRow = z.object({
  capacidade_m3: decimal("a capacidade em m³", 60, true),
  comprimento_m: decimal("o comprimento em m", 20, false),
  largura_m: decimal("a largura em m", 20, false),
  altura_m: decimal("a altura em m", 20, false),
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
  capacidade_t: decimal("a capacidade em t", 100, false),
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
