import { z } from "zod";
import { parseInput } from "../errors";
import { lawOf } from "../laws/registry";
import { isRegulated } from "../laws/types";
import { requirementsFor } from "../licensing/requirements";
import { licenceStatus } from "../licensing/status";
import { licensedThrough, licensingBlocks, licensingVerdict } from "../licensing/verdict";
import { licenceWarningDates } from "../licensing/warnings";
import { instantSchema, municipalitySchema } from "../schemas-common";
import { addDays, localDate } from "../time/zoned";
import { beforeLaw } from "./before-law";
import { heldLicenceSchema } from "./schemas";

const schema = z.object({
  municipality: municipalitySchema,
  at: instantSchema,
  licences: z.array(heldLicenceSchema).default([]),
});

/**
 * A hauler's licences in a municipality on `at` (`licensingVerdict`, as dispatch, CTR issuing, the
 * receiver's gate and the dashboard read them): licensed or what is missing, the day it lapses with what
 * it holds, what that blocks, and when each licence's warnings go out.
 */
export function licenceStatusAnswer(input: unknown) {
  const { municipality, at, licences } = parseInput(schema, input, "licence-status");
  const before = beforeLaw(municipality, at);
  if (before) return before;
  const licensing = lawOf(municipality).licensing;
  const req = requirementsFor(municipality.id);
  if (!req) throw new Error(`no law registered for municipality ${municipality.id}`);
  const when = new Date(at);
  const today = localDate(when.getTime(), municipality.timeZone);
  const verdict = licensingVerdict(req, licences, when);
  const through = isRegulated(licensing) ? licensedThrough(req, licences, today) : null;
  return {
    ...verdict,
    municipality: municipality.id,
    today,
    ...(isRegulated(licensing) ? {} : { notRegulated: licensing }),
    required: req.required,
    licensedThrough: through,
    lapsesOn: through ? addDays(through, 1) : null,
    blocks: licensingBlocks(req),
    licences: licences.map((l) => ({
      ...l,
      status: licenceStatus(l.validFrom, l.validUntil, today),
      warnings: licenceWarningDates(l.validUntil),
    })),
  };
}
