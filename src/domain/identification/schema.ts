import { z } from "zod";
import { municipalitySchema } from "../schemas-common";

const text = z.string().trim().nullable().default(null);

/** What is painted or fixed on the caçamba, as recorded by the hauler or the inspector. */
export const cacambaMarkingsSchema = z.object({
  /** Number painted on the caçamba, as written ("07"). */
  number: text,
  /** Warning inscription as written ("PROIBIDO DEPOSITAR LIXO DOMÉSTICO"). */
  inscriptionText: text,
  ownerName: text,
  phone: text,
  complaintsPhone: text,
  licenceNumber: text,
  uniformPaint: z.boolean().nullable().default(null),
  /** Retroreflective strips (JF art. 7º, III). */
  retroreflectiveStrips: z
    .object({
      count: z.number().int().min(0),
      heightCm: z.number().min(0),
      widthCm: z.number().min(0),
      onTop: z.boolean(),
      onAllSides: z.boolean(),
    })
    .nullable()
    .default(null),
  /** Black zebra band (JP arts. 16 and 17, VIII). */
  zebraBand: z
    .object({
      heightCm: z.number().min(0),
      stripeWidthCm: z.number().min(0),
      colour: z.string(),
      onAllSides: z.boolean(),
    })
    .nullable()
    .default(null),
  /** Distance from which the retroreflective paint is visible (JP art. 16, §1º). */
  retroreflectiveVisibleFromM: z.number().min(0).nullable().default(null),
  /** Reflective adhesive (JP art. 17, II): colour and grade, e.g. "red", "diamond". */
  reflectiveAdhesive: z
    .object({ colour: z.string(), grade: z.string(), onAllSides: z.boolean() })
    .nullable()
    .default(null),
  topBorders: z.boolean().nullable().default(null),
  outerDimensionsM: z
    .object({ length: z.number().positive(), width: z.number().positive(), height: z.number().positive() })
    .nullable()
    .default(null),
  condition: z
    .object({
      rust: z.boolean(),
      structuralDamage: z.boolean(),
      paintLegible: z.boolean(),
      standingWaterOrTrash: z.boolean().default(false),
    })
    .nullable()
    .default(null),
});

export const identificationInputSchema = z.object({
  municipality: municipalitySchema,
  cacamba: cacambaMarkingsSchema,
});

export type IdentificationInput = z.input<typeof identificationInputSchema>;
export type CacambaMarkings = z.output<typeof cacambaMarkingsSchema>;

export interface Nonconformity {
  rule: string;
  article: string;
  field: string;
  message: string;
}

export interface IdentificationResult {
  municipality: string;
  ok: boolean;
  nonconformities: Nonconformity[];
  notRegulated: { rule: string; article: string; message: string }[];
}
