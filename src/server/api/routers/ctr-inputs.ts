import { z } from "zod";
import {
  CTR_STATUSES,
  FORBIDDEN_WASTE,
  RECEIPT_OVERDUE_DAYS_MAX,
  RECEIPT_OVERDUE_DAYS_MIN,
  RECEIVER_KINDS,
  WASTE_CLASSES,
  WASTE_KINDS,
} from "@/domain/ctr";
import { cepSchema, dateSchema, idSchema } from "@/lib/validators";
import { REJECTION_ARTICLES } from "@/server/services/ctr/receiver-actions";
import { SIGNATURE_MAX_BASE64 } from "@/server/services/ctr/signature-image";
import { municipalityIdSchema } from "./inputs";

export const byId = z.object({ id: idSchema });

export const listFilter = z
  .object({
    from: dateSchema.nullable().optional(),
    to: dateSchema.nullable().optional(),
    statuses: z.array(z.enum(CTR_STATUSES)).max(5).nullable().optional(),
    siteId: idSchema.nullable().optional(),
    overdueOnly: z.boolean().nullable().optional(),
    limit: z.number().int().min(1).max(1000).nullable().optional(),
  })
  .optional();

/** A drawn signature as PNG in base64; its content is checked by the service (`signature-image.ts`). */
const signaturePng = z
  .string()
  .max(SIGNATURE_MAX_BASE64, "A assinatura desenhada passa de 100 KB: toque em “Limpar” e assine de novo.")
  .nullable()
  .optional();

const wasteClass = z.enum(WASTE_CLASSES, "Escolha a classe do resíduo (CONAMA 307): A, B, C ou D.");

export const issueInput = z.object({
  jobId: idSchema.nullable().optional(),
  generatorOrgId: idSchema,
  siteId: idSchema.nullable().optional(),
  originAddress: z.string().trim().max(300).nullable().optional(),
  originMunicipalityId: municipalityIdSchema.nullable().optional(),
  truckId: idSchema,
  driverId: idSchema,
  cacambaId: idSchema.nullable().optional(),
  wasteKind: z.enum(WASTE_KINDS, "Escolha o tipo de resíduo."),
  wasteClass,
  material: z.string().trim().min(3, "Informe o material predominante (ex.: concreto e tijolos).").max(200),
  volumeM3: z
    .number("Informe o volume em m³.")
    .positive("O volume deve ser maior que zero.")
    .max(60, "Volume acima de 60 m³: confira o valor."),
  receiverOrgId: idSchema,
  signaturePng,
});

export const departInput = z.object({
  id: idSchema,
  generatorSignerName: z.string().trim().max(120).nullable().optional(),
  generatorSignerRole: z.string().trim().max(60).nullable().optional(),
  signaturePng,
});

export const cancelInput = z.object({
  id: idSchema,
  reason: z.string().trim().min(5, "Diga por que o CTR é cancelado.").max(500),
});

export const receiveInput = z.object({
  id: idSchema,
  weightT: z
    .number("Informe o peso medido em toneladas.")
    .positive("O peso deve ser maior que zero.")
    .max(80, "Peso acima de 80 t: confira a pesagem."),
  volumeM3: z.number().positive().max(60).nullable().optional(),
  wasteClass,
  forbiddenFound: z.array(z.enum(FORBIDDEN_WASTE)).max(3),
  photoFileId: idSchema.nullable().optional(),
  note: z.string().trim().max(500).nullable().optional(),
  signaturePng,
});

export const rejectInput = z.object({
  id: idSchema,
  reason: z.string().trim().min(5, "Diga por que a carga é recusada.").max(500),
  article: z.enum(REJECTION_ARTICLES).nullable().optional(),
});

export const receiverProfileInput = z.object({
  kind: z.enum(RECEIVER_KINDS, "Escolha o tipo de área de recepção."),
  address: z.string().trim().min(5, "Informe o endereço da área de recepção.").max(300),
  cep: cepSchema,
  licenceNumber: z.string().trim().min(1, "Informe o número da licença de operação.").max(60),
  licenceValidUntil: dateSchema.nullable().optional(),
  acceptedClasses: z.array(wasteClass).min(1, "Marque ao menos uma classe aceita pela licença.").max(4),
  acceptedKinds: z.array(z.enum(WASTE_KINDS)).min(1, "Marque ao menos um tipo de resíduo aceito.").max(2),
});

export const findInput = z.object({
  query: z.string().trim().min(3, "Digite o número do CTR (ex.: 2026/000123) ou leia o QR.").max(300),
});

export const settingsInput = z.object({
  receiptOverdueDays: z
    .number("Informe o número de dias.")
    .int("Informe um número inteiro de dias.")
    .min(RECEIPT_OVERDUE_DAYS_MIN, `O prazo deve ser de ao menos ${RECEIPT_OVERDUE_DAYS_MIN} dia.`)
    .max(RECEIPT_OVERDUE_DAYS_MAX, `O prazo pode ser de no máximo ${RECEIPT_OVERDUE_DAYS_MAX} dias.`),
});
