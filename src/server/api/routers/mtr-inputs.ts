import { isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";
import { z } from "zod";
import { WASTE_CLASSES } from "@/domain/ctr";
import { BRAZIL_UFS, MTR_CALL_OUTCOMES, MTR_SYSTEMS } from "@/domain/mtr";
import { dateSchema, idSchema, TEXT_MAX, textSchema } from "@/lib/validators";

const digits = (v: string) => v.replace(/\D/g, "");
const cpfOrCnpj = textSchema(TEXT_MAX.code)
  .transform(digits)
  .refine(
    (v) => (v.length === 11 && isValidCpf(v)) || (v.length === 14 && isValidCnpj(v)),
    "CPF ou CNPJ inválido: confira os dígitos.",
  );

export const systemSchema = z.enum(MTR_SYSTEMS, "Sistema de MTR desconhecido: SINIR, SIGOR, FEAM ou INEA.");

export const credentialsInput = z.object({
  system: systemSchema,
  loginTaxId: cpfOrCnpj,
  companyTaxId: cpfOrCnpj,
  unitCode: textSchema(TEXT_MAX.code).refine(
    (v) => /^\d{1,12}$/.test(v),
    "Código da unidade: só números, como aparece no sistema.",
  ),
  password: textSchema(TEXT_MAX.secret, { trim: false }).refine(
    (v) => v.length >= 1,
    "Informe a senha do sistema.",
  ),
});

export const bySystem = z.object({ system: systemSchema });
export const byHauler = z.object({ haulerOrgId: idSchema });
export const byCtr = z.object({ ctrId: idSchema });
export const byMtr = z.object({ id: idSchema });
/** The generator's answer to the receiver's altered receipt: accept (true) or refuse (false). */
export const receiptChangeAnswerInput = z.object({
  id: idSchema,
  accept: z.boolean("Diga se aceita ou recusa a alteração."),
});

export const wasteCodeInput = z.object({
  wasteClass: z.enum(WASTE_CLASSES, "Classe CONAMA 307 inválida: A, B, C ou D."),
  material: textSchema(TEXT_MAX.short),
  ibamaCode: textSchema(TEXT_MAX.code).refine(
    (v) => /^\d{6}(\(\*\))?$/.test(v),
    "Código IBAMA: 6 dígitos, com (*) quando perigoso, como 170107 ou 170903(*).",
  ),
  nbrClass: z.enum(["I", "IIA", "IIB"], "Classe NBR 10.004 inválida: I, IIA ou IIB."),
});

export const periodInput = z.object({ from: dateSchema, to: dateSchema });

export const stateSystemInput = z.object({
  uf: textSchema(2).refine(
    (v) => (BRAZIL_UFS as readonly string[]).includes(v.toUpperCase()),
    "UF desconhecida: use a sigla de um estado, como MG.",
  ),
  system: systemSchema.nullable(),
});

export const callsFilter = z.object({
  document: textSchema(TEXT_MAX.code).nullable().optional(),
  outcome: z.enum(MTR_CALL_OUTCOMES, "Resultado desconhecido.").nullable().optional(),
  from: dateSchema.nullable().optional(),
  to: dateSchema.nullable().optional(),
});
