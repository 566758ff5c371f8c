import { z } from "zod";
import { bulletinLines, bulletinPlan, haulerStanding, receiverStanding } from "../bulletin/contents";
import { parseInput } from "../errors";
import { instantSchema, localDateSchema, municipalitySchema } from "../schemas-common";
import { beforeLaw } from "./before-law";
import { heldLicenceSchema } from "./schemas";

const org = { orgId: z.string().min(1), legalName: z.string().min(1), taxId: z.string().default("") };

const schema = z.object({
  municipality: municipalitySchema,
  at: instantSchema,
  haulers: z.array(z.object({ ...org, licences: z.array(heldLicenceSchema) })).default([]),
  receivers: z
    .array(
      z.object({
        ...org,
        licenceNumber: z.string().nullable().default(null),
        licenceValidUntil: localDateSchema.nullable().default(null),
      }),
    )
    .default([]),
});

/**
 * The city's bulletin on `at` (`bulletinPlan`, `haulerStanding`, `receiverStanding`: what the bulletin
 * service lists and archives): its duty or the law's silence, period, contents, and, for the operators
 * given, who is listed and why the others are not.
 */
export function bulletin(input: unknown) {
  const { municipality, at, haulers, receivers } = parseInput(schema, input, "bulletin");
  const before = beforeLaw(municipality, at);
  if (before) return before;
  const when = new Date(at);
  const standings = [
    ...haulers.map((h) => haulerStanding(municipality.id, h, when)),
    ...receivers.map((r) => receiverStanding(municipality.id, r, when, municipality.timeZone)),
  ];
  return {
    ...bulletinPlan(municipality, when),
    entries: bulletinLines(standings),
    notListed: standings
      .filter((s) => !s.licensed)
      .map(({ orgId, kind, legalName, problems, article }) => ({
        orgId,
        kind,
        legalName,
        problems,
        article,
      })),
  };
}
