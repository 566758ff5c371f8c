import { z } from "zod";
import type { NotInForce } from "../laws/in-force";
import { instantSchema, municipalitySchema } from "../schemas-common";

export const FINE_CLASSES = ["leve", "media", "grave", "muito_grave", "gravissima"] as const;
export type FineClass = (typeof FINE_CLASSES)[number];

const romanAggravating = z.enum(["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]);
const romanAttenuating = z.enum(["I", "II", "III", "IV"]);

export const fineInputSchema = z.object({
  municipality: municipalitySchema,
  /** The provision breached, as the law numbers it, e.g. "JF art. 12, §1º" or "CM art. 47, I". */
  article: z.string().min(3),
  at: instantSchema,
  /** IN: the class the authority assigned in the auto de infração (the law does not map infractions to classes). */
  severity: z.enum(FINE_CLASSES).optional(),
  /** CM arts. 67–68: incisos of the attenuating and aggravating circumstances found. */
  circumstances: z
    .object({
      aggravating: z.array(romanAggravating).default([]),
      attenuating: z.array(romanAttenuating).default([]),
    })
    .optional(),
  history: z
    .object({
      /** Earlier infractions with a final administrative decision. */
      priorInfractions: z
        .array(z.object({ article: z.string().min(3), decidedAt: instantSchema }))
        .default([]),
      embargoes: z.array(instantSchema).default([]),
      apprehensions: z.array(instantSchema).default([]),
      suspensions: z.array(instantSchema).default([]),
    })
    .optional(),
  /** Values the laws leave to configuration. */
  fineConfig: z
    .object({
      /** JF art. 31 / CM art. 74, §1º: cumulative monetary update factor since the law's base year. */
      updateFactor: z.number().min(1).max(100).optional(),
      /** IN: value of one UPF in centavos. */
      upfCents: z.number().int().positive().optional(),
      /** JP art. 31, §1º: the Annex's amount per infraction, keyed by article. */
      annex: z
        .record(
          z.string(),
          z.object({ amountCents: z.number().int().positive(), class: z.enum(FINE_CLASSES).optional() }),
        )
        .optional(),
    })
    .optional(),
});

export type FineInput = z.input<typeof fineInputSchema>;
export type ParsedFineInput = z.output<typeof fineInputSchema>;

export interface ExtraPenalty {
  kind:
    | "apprehension"
    | "suspension"
    | "cassation"
    | "embargo"
    | "daily_fine"
    | "warning"
    | "interdiction"
    | "seizure";
  mandatory: boolean;
  article: string;
  description: string;
}

export interface FineDeadline {
  kind: "defence" | "payment" | "appeal" | "compliance" | "prescription";
  days?: number;
  years?: number;
  dayKind: "calendar" | "business";
  from: string;
  article: string;
}

export interface Reincidence {
  applies: boolean;
  kind?: "generic" | "specific";
  article?: string;
  effect: string;
}

/** A fine the law says is not (yet) due on that date, e.g. inside JF art. 30's 90 days for identification. */
export interface FineNotDue {
  article: string;
  /** Last local day (YYYY-MM-DD) on which the fine is not due. */
  until: string;
  message: string;
}

export interface FineResult {
  municipality: string;
  article: string;
  class: FineClass | null;
  /** Present when no fine is due on `at`; then no amount is given. */
  notDue?: FineNotDue;
  /** Present when the law was not in force on `at`: no class, no amount. */
  notInForce?: NotInForce;
  amountCents?: number;
  minCents?: number;
  maxCents?: number;
  upfMin?: number;
  upfMax?: number;
  upf?: number;
  upfCents?: number;
  extraPenalties: ExtraPenalty[];
  reincidence: Reincidence;
  deadlines: FineDeadline[];
  notes: string[];
  flags: { code: string; article: string; message: string }[];
}
