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
import { hoursProblems, UNLOAD_MINUTES } from "@/domain/fleet/day-settings";
import { QUANTITY_PLACES } from "@/domain/quantity";
import {
  cepSchema,
  dateSchema,
  fieldProblems,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  quantitySchema,
  TEXT_MAX,
  textSchema,
  timeOfDaySchema,
  wholeSchema,
} from "@/lib/validators";
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
const signaturePng = textSchema(SIGNATURE_MAX_BASE64, {
  trim: false,
  tooLong: "A assinatura desenhada passa de 100 KB: toque em “Limpar” e assine de novo.",
})
  .nullable()
  .optional();

/** Volumes to the hundredth of a m³ (`numeric(6, 2)`): what is validated is what is stored and hashed. */
const volume = quantitySchema({
  places: QUANTITY_PLACES.volumeM3,
  min: 0.01,
  max: 60,
  label: "O volume",
  unit: "m³",
});

const wasteClass = z.enum(WASTE_CLASSES, "Escolha a classe do resíduo (CONAMA 307): A, B, C ou D.");

export const issueInput = z.object({
  jobId: idSchema.nullable().optional(),
  generatorOrgId: idSchema,
  siteId: idSchema.nullable().optional(),
  originAddress: textSchema(TEXT_MAX.address).nullable().optional(),
  originMunicipalityId: municipalityIdSchema.nullable().optional(),
  truckId: idSchema,
  driverId: idSchema,
  cacambaId: idSchema.nullable().optional(),
  wasteKind: z.enum(WASTE_KINDS, "Escolha o tipo de resíduo."),
  wasteClass,
  material: textSchema(TEXT_MAX.name).min(3, "Informe o material predominante (ex.: concreto e tijolos)."),
  volumeM3: volume,
  receiverOrgId: idSchema,
  signaturePng,
});

export const departInput = z.object({
  id: idSchema,
  generatorSignerName: textSchema(TEXT_MAX.short).nullable().optional(),
  generatorSignerRole: textSchema(60).nullable().optional(),
  signaturePng,
});

export const cancelInput = z.object({
  id: idSchema,
  reason: textSchema(500).min(5, "Diga por que o CTR é cancelado."),
});

export const receiveInput = z.object({
  id: idSchema,
  weightT: quantitySchema({
    places: QUANTITY_PLACES.weightT,
    min: 0.001,
    max: 80,
    label: "O peso",
    unit: "t",
  }),
  volumeM3: volume.nullable().optional(),
  wasteClass,
  forbiddenFound: z.array(z.enum(FORBIDDEN_WASTE)).max(3),
  photoFileId: idSchema.nullable().optional(),
  note: textSchema(500).nullable().optional(),
  signaturePng,
});

/** The receiver corrects the quantity of a load it already confirmed (a weighing error, a second weighing). */
export const correctReceiptInput = z.object({
  id: idSchema,
  weightT: receiveInput.shape.weightT,
  volumeM3: volume.nullable().optional(),
  reason: textSchema(500).min(5, "Diga por que a quantidade foi corrigida."),
});

export const rejectInput = z.object({
  id: idSchema,
  reason: textSchema(500).min(5, "Diga por que a carga é recusada."),
  /** Checked against the receiver's own law by the service. */
  article: textSchema(TEXT_MAX.code).nullable().optional(),
});

export const receiverProfileInput = z
  .object({
    kind: z.enum(RECEIVER_KINDS, "Escolha o tipo de área de recepção."),
    address: textSchema(TEXT_MAX.address).min(5, "Informe o endereço da área de recepção."),
    cep: cepSchema,
    licenceNumber: textSchema(TEXT_MAX.code).min(1, "Informe o número da licença de operação."),
    licenceValidUntil: dateSchema.nullable().optional(),
    acceptedClasses: z.array(wasteClass).min(1, "Marque ao menos uma classe aceita pela licença.").max(4),
    acceptedKinds: z.array(z.enum(WASTE_KINDS)).min(1, "Marque ao menos um tipo de resíduo aceito.").max(2),
    /** The gate on the map (both, or neither while it is not placed yet). */
    lat: latitudeSchema.nullable(),
    lon: longitudeSchema.nullable(),
    opensAt: timeOfDaySchema,
    closesAt: timeOfDaySchema,
    unloadMinutes: wholeSchema("O tempo de descarga", UNLOAD_MINUTES, "min"),
  })
  .superRefine(
    fieldProblems((p) => ({
      ...hoursProblems(p),
      ...((p.lat === null) !== (p.lon === null) && {
        [p.lat === null ? "lat" : "lon"]: "Marque o portão no mapa: informe latitude e longitude juntas.",
      }),
    })),
  );

export const findInput = z.object({
  query: textSchema(300).min(1, "Digite o número do CTR (ex.: 2026/000123 ou 123) ou leia o QR."),
});

export const settingsInput = z.object({
  receiptOverdueDays: z
    .number("Informe o número de dias.")
    .int("Informe um número inteiro de dias.")
    .min(RECEIPT_OVERDUE_DAYS_MIN, `O prazo deve ser de ao menos ${RECEIPT_OVERDUE_DAYS_MIN} dia.`)
    .max(RECEIPT_OVERDUE_DAYS_MAX, `O prazo pode ser de no máximo ${RECEIPT_OVERDUE_DAYS_MAX} dias.`),
});
