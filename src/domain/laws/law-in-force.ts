import { z } from "zod";
import { parseInput } from "../errors";
import { formatLocalDate } from "../format";
import { instantSchema, municipalitySchema } from "../schemas-common";
import { localDate } from "../time/zoned";
import { type Enactment, enactmentOf, type NotInForce, notInForceAt } from "./in-force";
import { lawOf } from "./registry";
import { silenceOf } from "./types";

export const lawInForceInputSchema = z.object({ municipality: municipalitySchema, at: instantSchema });

export type LawInForceResult =
  | (Enactment & {
      municipality: string;
      /** Local date of `at` (YYYY-MM-DD). */
      date: string;
      inForce: boolean;
      notInForce?: NotInForce;
      message: string;
    })
  | { municipality: string; notRegulated: true; article: string; reason: string };

/** Whether the municipality's law was in force at `at`, with the article, its dates and what it revokes. */
export function lawInForce(input: unknown): LawInForceResult {
  const { municipality, at } = parseInput(lawInForceInputSchema, input, "lawInForce");
  const law = lawOf(municipality);
  const enactment = enactmentOf(law.enactment);
  const silence = silenceOf(law.enactment);
  if (silence || !enactment)
    return {
      municipality: municipality.id,
      notRegulated: true,
      article: silence?.article ?? municipality.lawKey,
      reason: silence?.reason ?? "",
    };
  const date = localDate(Date.parse(at), municipality.timeZone);
  const notInForce = notInForceAt(enactment, municipality, at);
  return {
    municipality: municipality.id,
    ...enactment,
    date,
    inForce: notInForce === null,
    ...(notInForce ? { notInForce } : {}),
    message:
      notInForce?.message ??
      `A ${enactment.law} estava em vigor em ${formatLocalDate(date)}: vigora desde ${formatLocalDate(enactment.inForceFrom)} (${enactment.article}; ${enactment.basis}).`,
  };
}
