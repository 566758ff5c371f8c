import { lawOf, missingProvision, RulesInputError } from "@/domain";
import { invalidField } from "@/server/errors";
import type { CityScope } from "./scope";

/**
 * A fine annex line (JP art. 31, §1º) names a provision of the city's own law that exists: the law's one list
 * of provisions (`LawModule.provisions`) decides, so no amount is stored for an inciso the law does not have.
 */
export function assertAnnexProvisions(
  city: CityScope,
  annex: Record<string, { amountCents: number }> | null,
): void {
  const provisions = lawOf(city.municipality).provisions;
  for (const article of Object.keys(annex ?? {})) {
    let problem: string | null;
    try {
      problem = missingProvision(provisions, article);
    } catch (e) {
      if (!(e instanceof RulesInputError)) throw e;
      problem = e.message;
    }
    if (problem) throw invalidField("annex", `Anexo: ${problem}`);
  }
}
