import { parseInput } from "../errors";
import { rulesetFor } from "../rulesets";
import { checkJuizDeFora } from "./jf";
import { checkJoaoPessoa } from "./jp";
import { type IdentificationResult, identificationInputSchema } from "./schema";

export function checkIdentification(input: unknown): IdentificationResult {
  const { municipality, cacamba } = parseInput(identificationInputSchema, input, "checkIdentification");
  if (municipality.lawKey === "JF" || municipality.lawKey === "JP") {
    const nonconformities =
      municipality.lawKey === "JF" ? checkJuizDeFora(cacamba) : checkJoaoPessoa(cacamba);
    return {
      municipality: municipality.id,
      ok: nonconformities.length === 0,
      nonconformities,
      notRegulated: [],
    };
  }
  const notRegulated = rulesetFor(municipality)
    .rules.filter((rule) => rule.topic === "identification" && rule.status === "notRegulated")
    .map((rule) => ({ rule: rule.id, article: rule.article, message: rule.explanation ?? rule.summary }));
  return { municipality: municipality.id, ok: true, nonconformities: [], notRegulated };
}
