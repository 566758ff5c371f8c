import { z } from "zod";
import { ctrDuty, jobNeedsCtr } from "../ctr/job";
import { parseInput } from "../errors";
import { lawOf } from "../laws/registry";
import { municipalitySchema } from "../schemas-common";
import { JOB_KINDS } from "./schemas";

const schema = z.object({ municipality: municipalitySchema, jobKind: z.enum(JOB_KINDS) });

/**
 * Whether a job needs its CTR where it happens (`jobNeedsCtr`, `ctrDuty`: what the driver's card, the
 * job's CTR panel and the driver's submissions ask), the article requiring it or the law's silence, and
 * whether the works must keep it.
 */
export function ctrRequired(input: unknown) {
  const { municipality, jobKind } = parseInput(schema, input, "ctr-required");
  const ctr = lawOf(municipality).ctr;
  const required = jobNeedsCtr(jobKind);
  const duty = ctrDuty(municipality.id);
  return {
    municipality: municipality.id,
    jobKind,
    required,
    article: required ? duty.article : null,
    grounds: required
      ? duty.grounds
      : "Uma entrega não leva carga: este serviço não precisa de CTR (regra da Caçamba Certa).",
    law: ctr.required,
    keptAtWorks: ctr.keptAtWorks,
  };
}
