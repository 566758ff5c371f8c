import { z } from "zod";
import { FORBIDDEN_WASTE, WASTE_CLASSES, WASTE_KINDS } from "../ctr/waste";
import { formatLocalDate as brDate } from "../format";
import { LICENCE_KINDS } from "../licensing/requirements";
import { localDateSchema } from "../schemas-common";

/** A job's kinds (`jobs.kind`): a delivery, a swap, a pick-up, a dump at the receiver. */
export const JOB_KINDS = ["drop_off", "swap", "pick_up", "dump"] as const;

/** A licence the hauler holds; one valid until a day before it starts is an impossible pair, refused. */
export const heldLicenceSchema = z
  .object({
    kind: z.enum(LICENCE_KINDS),
    number: z.string().default(""),
    validFrom: localDateSchema,
    validUntil: localDateSchema,
  })
  .superRefine((l, ctx) => {
    if (l.validUntil >= l.validFrom) return;
    ctx.addIssue({
      code: "custom",
      path: ["validUntil"],
      message: `Datas impossíveis: a licença vale até ${brDate(l.validUntil)}, antes de começar a valer (${brDate(l.validFrom)}). Corrija as datas.`,
    });
  });

export const loadSchema = z.object({
  wasteKind: z.enum(WASTE_KINDS),
  wasteClass: z.enum(WASTE_CLASSES),
  volumeM3: z.number().positive().max(100),
  forbiddenFound: z.array(z.enum(FORBIDDEN_WASTE)).default([]),
});
