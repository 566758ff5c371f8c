import { z } from "zod";
import { idSchema } from "@/lib/validators";
import { municipalityIdSchema } from "./inputs";

export const byId = z.object({ id: idSchema });

const answer = z.object({
  rule: z.string().trim().min(1).max(80),
  answer: z.enum(
    ["ok", "nonconforming", "not_checked"],
    "Responda conforme, não conforme ou não verificado.",
  ),
  note: z.string().trim().max(500).nullable().optional(),
});

const latitude = z.number().min(-90, "Latitude inválida.").max(90, "Latitude inválida.");
const longitude = z.number().min(-180, "Longitude inválida.").max(180, "Longitude inválida.");

export const inspectionInput = z.object({
  placementId: idSchema.nullable().optional(),
  cacambaCode: z.string().trim().min(4).max(40).nullable().optional(),
  address: z.string().trim().max(300).nullable().optional(),
  lat: latitude.nullable().optional(),
  lon: longitude.nullable().optional(),
  accuracyM: z.number().min(0).max(100000).nullable().optional(),
  answers: z.array(answer).max(100),
  photoFileIds: z.array(idSchema).max(10),
  notes: z.string().trim().max(2000).nullable().optional(),
});

const severity = z.enum(["leve", "media", "grave", "muito_grave", "gravissima"]);
const aggravatingInciso = z.enum(["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]);
const attenuatingInciso = z.enum(["I", "II", "III", "IV"]);

export const fineQuery = z.object({
  offenderOrgId: idSchema,
  article: z.string().trim().min(3, "Informe o dispositivo infringido, ex.: JF art. 12, §1º.").max(80),
  severity: severity.nullable().optional(),
  aggravating: z.array(aggravatingInciso).max(9).optional(),
  attenuating: z.array(attenuatingInciso).max(4).optional(),
});

export const citationInput = z.object({
  inspectionId: idSchema.nullable().optional(),
  offenderOrgId: idSchema.nullable().optional(),
  article: z.string().trim().min(3, "Informe o dispositivo infringido, ex.: JF art. 12, §1º.").max(80),
  facts: z
    .string()
    .trim()
    .min(10, "Descreva os fatos em pelo menos 10 caracteres (IN art. 8º, III).")
    .max(4000),
  location: z.string().trim().max(300).nullable().optional(),
  issuedPlace: z.string().trim().min(3, "Informe onde o auto foi lavrado (IN art. 8º, I).").max(300),
  severity: severity.nullable().optional(),
  aggravating: z.array(aggravatingInciso).max(9).optional(),
  attenuating: z.array(attenuatingInciso).max(4).optional(),
  amountCents: z.number().int().positive().max(1_000_000_000).nullable().optional(),
  inspectorPost: z.string().trim().min(2, "Informe o cargo do fiscal (IN art. 8º, V).").max(120),
  signature: z.string().trim().min(2, "Digite seu nome completo para assinar.").max(200),
  noticeChannel: z.enum(
    ["in_person", "email", "whatsapp", "public_notice"],
    "Escolha como o autuado foi notificado.",
  ),
  noticeRecipient: z.string().trim().max(200).nullable().optional(),
  noticedAt: z.coerce.date().nullable().optional(),
});

export const decideInput = z.object({
  id: idSchema,
  outcome: z.enum(["upheld", "cancelled"], "Escolha manter ou cancelar o auto."),
  decision: z.string().trim().min(10, "Fundamente a decisão em pelo menos 10 caracteres.").max(4000),
});

export const paidInput = z.object({ id: idSchema, paidAt: z.coerce.date() });
export const readInput = z.object({ id: idSchema, readAt: z.coerce.date() });

export const defenceInput = z.object({
  citationId: idSchema,
  text: z.string().trim().min(10, "Escreva a defesa com pelo menos 10 caracteres.").max(20000),
  fileIds: z.array(idSchema).max(10),
});

export const settingsInput = z.object({
  updateFactor: z.number().min(1, "O fator acumulado é 1 ou mais.").max(100).nullable(),
  upfCents: z.number().int().positive("Valor da UPF em centavos.").max(100_000_000).nullable(),
  annex: z
    .record(z.string().trim().min(3).max(80), z.object({ amountCents: z.number().int().positive() }))
    .nullable(),
  ctrReceiptDays: z.number().int().min(1, "Pelo menos 1 dia.").max(365),
});

export const volumesInput = z.object({ months: z.number().int().min(1).max(36) }).optional();
export const municipalityInput = z.object({ municipalityId: municipalityIdSchema });
