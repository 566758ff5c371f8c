import { z } from "zod";
import { gateForKind, gateVerdict } from "../ctr/gate-verdict";
import { RECEIVER_KINDS } from "../ctr/receiver";
import { WASTE_CLASSES, WASTE_KINDS } from "../ctr/waste";
import { parseInput, RulesInputError } from "../errors";
import { gateOf } from "../laws/gate";
import { isRegulated } from "../laws/types";
import { requirementsFor } from "../licensing/requirements";
import { licensingVerdict } from "../licensing/verdict";
import { instantSchema, localDateSchema, municipalitySchema } from "../schemas-common";
import { localDate } from "../time/zoned";
import { beforeLaw } from "./before-law";
import { heldLicenceSchema, loadSchema } from "./schemas";

const schema = z.object({
  /** The receiver's municipality: its law decides the gate. */
  municipality: municipalitySchema,
  at: instantSchema,
  load: loadSchema,
  receiver: z.object({
    kind: z.enum(RECEIVER_KINDS),
    acceptedClasses: z.array(z.enum(WASTE_CLASSES)),
    acceptedKinds: z.array(z.enum(WASTE_KINDS)),
    licenceValidUntil: localDateSchema.nullable().default(null),
  }),
  /** The hauler's licences in the receiver's municipality, where its law makes the receiver refuse an unlicensed one. */
  hauler: z.object({ licences: z.array(heldLicenceSchema) }).optional(),
});

/** What a receiver must refuse and why (`gateVerdict`, the receiver's gate screen and its confirmation). */
export function receiverRefusals(input: unknown) {
  const { municipality, at, load, receiver, hauler } = parseInput(schema, input, "receiver-refusals");
  const before = beforeLaw(municipality, at);
  if (before) return before;
  const gate = gateForKind(gateOf(municipality.id), receiver.kind);
  const when = new Date(at);
  let verdict = null;
  if (isRegulated(gate.unlicensedHauler)) {
    if (!hauler) {
      const message = `A lei do receptor manda recusar carga de transportador não licenciado (${gate.unlicensedHauler.article}): informe hauler.licences.`;
      throw new RulesInputError(message, [{ path: "hauler", message }]);
    }
    const req = requirementsFor(municipality.id);
    verdict = req ? licensingVerdict(req, hauler.licences, when) : null;
  }
  const refusals = gateVerdict(
    load,
    receiver,
    localDate(when.getTime(), municipality.timeZone),
    gate,
    verdict,
  );
  return { municipality: municipality.id, admissible: refusals.length === 0, refusals, gate };
}
