import { z } from "zod";
import type { NotInForce } from "../laws/in-force";
import { instantSchema, localDateSchema, municipalitySchema } from "../schemas-common";

export const removalDeadlineInputSchema = z.object({
  municipality: municipalitySchema,
  placedAt: instantSchema,
  /** When the caçamba became full (CM art. 47, I). */
  fullAt: instantSchema.optional(),
  /** The caçamba became a health hazard, "foco de insalubridade" (CM art. 47, II). */
  hazard: z.boolean().optional(),
  /** When it became a hazard; defaults to fullAt. */
  hazardSince: instantSchema.optional(),
  /** Municipal holidays, YYYY-MM-DD (national and state ones come from date-holidays). */
  extraHolidays: z.array(localDateSchema).optional(),
});

export type RemovalDeadlineInput = z.input<typeof removalDeadlineInputSchema>;
export type ParsedRemovalDeadlineInput = z.output<typeof removalDeadlineInputSchema>;

export interface RemovalDeadline {
  municipality: string;
  /** ISO 8601 with the municipality's UTC offset, or null when the law sets none or its count has not started (CM art. 47, I before the caçamba is full). */
  deadline: string | null;
  rule: string;
  article: string;
  /** notInForce: the count would start before the law was in force (`notInForce` says since when). */
  status: "regulated" | "notRegulated" | "notInForce";
  /** pt-BR explanation of how the deadline was counted (or why there is none). */
  explanation: string;
  /** JF: the business days counted, YYYY-MM-DD. */
  businessDays?: string[];
  /** JF: non-business days skipped in between, with the reason. */
  skipped?: { date: string; reason: string }[];
  /** The instant the count starts, when not the placement (CM art. 47: when full or a hazard). */
  countsFrom?: string;
  notInForce?: NotInForce;
}
