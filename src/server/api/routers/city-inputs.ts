import { z } from "zod";
import { QUANTITY_PLACES } from "@/domain/quantity";
import {
  idSchema,
  instantSchema,
  quantitySchema,
  RESERVED_KEYS,
  TEXT_MAX,
  textSchema,
} from "@/lib/validators";
import { municipalityIdSchema } from "./inputs";

export const byId = z.object({ id: idSchema });

const answer = z.object({
  rule: textSchema(80).min(1),
  answer: z.enum(
    ["ok", "nonconforming", "not_checked"],
    "Responda conforme, não conforme ou não verificado.",
  ),
  note: textSchema(500).nullable().optional(),
});

const latitude = z.number().min(-90, "Latitude inválida.").max(90, "Latitude inválida.");
const longitude = z.number().min(-180, "Longitude inválida.").max(180, "Longitude inválida.");

export const inspectionInput = z.object({
  placementId: idSchema.nullable().optional(),
  cacambaCode: textSchema(40).min(4, "Código da caçamba inválido.").nullable().optional(),
  address: textSchema(TEXT_MAX.address).nullable().optional(),
  lat: latitude.nullable().optional(),
  lon: longitude.nullable().optional(),
  accuracyM: z.number().min(0).max(100000).nullable().optional(),
  positionSource: z.enum(
    ["gps", "placement", "typed"],
    "Registre a posição da vistoria: GPS, posição registrada da caçamba ou coordenadas digitadas.",
  ),
  answers: z.array(answer).max(100),
  photoFileIds: z.array(idSchema).max(10),
  noPhotoReason: textSchema(TEXT_MAX.note).nullable().optional(),
  notes: textSchema(TEXT_MAX.note).nullable().optional(),
});

const severity = z.enum(["leve", "media", "grave", "muito_grave", "gravissima"]);
const aggravatingInciso = z.enum(["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]);
const attenuatingInciso = z.enum(["I", "II", "III", "IV"]);

export const fineQuery = z.object({
  offenderOrgId: idSchema,
  article: textSchema(80).min(3, "Informe o dispositivo infringido, como a lei o numera."),
  severity: severity.nullable().optional(),
  aggravating: z.array(aggravatingInciso).max(9).optional(),
  attenuating: z.array(attenuatingInciso).max(4).optional(),
});

export const citationInput = z.object({
  inspectionId: idSchema.nullable().optional(),
  offenderOrgId: idSchema.nullable().optional(),
  article: textSchema(80).min(3, "Informe o dispositivo infringido, como a lei o numera."),
  facts: textSchema(TEXT_MAX.text).min(10, "Descreva os fatos em pelo menos 10 caracteres."),
  location: textSchema(TEXT_MAX.address).nullable().optional(),
  issuedPlace: textSchema(TEXT_MAX.address).min(3, "Informe onde o auto foi lavrado."),
  severity: severity.nullable().optional(),
  aggravating: z.array(aggravatingInciso).max(9).optional(),
  attenuating: z.array(attenuatingInciso).max(4).optional(),
  amountCents: z.number().int().positive().max(1_000_000_000).nullable().optional(),
  inspectorPost: textSchema(TEXT_MAX.short).min(2, "Informe o cargo do fiscal."),
  signature: textSchema(TEXT_MAX.name).min(2, "Digite seu nome completo para assinar."),
  noticeChannel: z.enum(
    ["in_person", "email", "whatsapp", "public_notice"],
    "Escolha como o autuado foi notificado.",
  ),
  noticeRecipient: textSchema(TEXT_MAX.name).nullable().optional(),
  noticedAt: instantSchema.nullable().optional(),
});

export const decideInput = z.object({
  id: idSchema,
  outcome: z.enum(["upheld", "cancelled"], "Escolha manter ou cancelar o auto."),
  decision: textSchema(TEXT_MAX.text).min(10, "Fundamente a decisão em pelo menos 10 caracteres."),
});

export const finalDecisionInput = z.object({
  id: idSchema,
  appeal: z.enum(["none", "judged"], "Diga se houve recurso julgado ou se o prazo passou sem recurso."),
  decision: textSchema(TEXT_MAX.text).min(10, "Descreva a decisão definitiva em pelo menos 10 caracteres."),
  noticedAt: instantSchema,
});

export const paidInput = z.object({ id: idSchema, paidAt: instantSchema });
export const readInput = z.object({ id: idSchema, readAt: instantSchema });

export const defenceInput = z.object({
  citationId: idSchema,
  text: textSchema(20_000).min(10, "Escreva a defesa com pelo menos 10 caracteres."),
  fileIds: z.array(idSchema).max(10),
});

export const settingsInput = z.object({
  updateFactor: quantitySchema({
    places: QUANTITY_PLACES.factor,
    min: 1,
    max: 100,
    label: "O fator acumulado",
    unit: "",
  }).nullable(),
  upfCents: z
    .number("Informe o valor da UPF em reais.")
    .int("O valor da UPF aceita até 2 casas decimais (centavos).")
    .positive("O valor da UPF deve ser maior que zero.")
    .max(100_000_000, "O valor da UPF máximo é R$ 1.000.000,00.")
    .nullable(),
  annex: z
    .record(
      textSchema(80)
        .min(3, "Informe o dispositivo, ex.: JP art. 28, I.")
        .refine((k) => !RESERVED_KEYS.has(k), "Dispositivo inválido."),
      z.object({
        amountCents: z
          .number("Informe o valor da multa em reais.")
          .int("O valor da multa aceita até 2 casas decimais (centavos).")
          .positive("O valor da multa deve ser maior que zero.")
          .max(1_000_000_000, "O valor máximo de uma multa é R$ 10.000.000,00."),
      }),
    )
    .nullable(),
  ctrReceiptDays: z
    .number("Informe o número de dias.")
    .int("Use um número inteiro de dias.")
    .min(1, "O prazo mínimo é 1 dia.")
    .max(365, "O prazo máximo é 365 dias."),
});

export const volumesInput = z.object({ months: z.number().int().min(1).max(36) }).optional();
export const municipalityInput = z.object({ municipalityId: municipalityIdSchema });
