import { parseInput } from "../errors";
import { lawOf } from "../laws/registry";
import { isRegulated } from "../laws/types";
import { type IdentificationResult, identificationInputSchema } from "./schema";

/** The caçamba's markings against its municipality's law, or that law's explicit silence. */
export function checkIdentification(input: unknown): IdentificationResult {
  const { municipality, cacamba } = parseInput(identificationInputSchema, input, "checkIdentification");
  const { identification } = lawOf(municipality);
  if (!isRegulated(identification)) {
    return {
      municipality: municipality.id,
      ok: true,
      nonconformities: [],
      notRegulated: [
        { rule: "identification", article: identification.article, message: identification.reason },
      ],
    };
  }
  const nonconformities = identification.check(cacamba);
  return {
    municipality: municipality.id,
    ok: nonconformities.length === 0,
    nonconformities,
    notRegulated: [],
  };
}
