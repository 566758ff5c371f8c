import { parseInput, RulesInputError } from "../errors";
import { notInForceAt } from "../laws/in-force";
import { assertProvision, illegibleFlags } from "../laws/provisions";
import { lawOf } from "../laws/registry";
import type { LawModule } from "../laws/types";
import { articleKey } from "./articles";
import { historyBeforeAct } from "./history";
import { type FineResult, fineInputSchema, type ParsedFineInput } from "./schema";

/**
 * A provision the law fines no breach of (JF art. 1º; CM art. 74) is refused whatever the date, in the law's
 * own words (its `fine` says why), so a date before the law never turns a non-infraction into an answer.
 */
function assertBreachable(law: LawModule, input: ParsedFineInput): void {
  if (law.cites.breached(articleKey(input.article, law.municipality.lawKey))) return;
  law.fine(input);
  const message = `"${input.article}" não é uma infração que a ${law.provisions.law} multe.`;
  throw new RulesInputError(message, [{ path: "article", message }]);
}

/**
 * A fine for a provision whose text or number the copy of the law does not show (CM art. 75, XII, read
 * "XIX") says so. The module's own citations (penalties, terms) are flagged once, in the ruleset.
 */
function withIllegibleFlags(law: LawModule, fine: FineResult): FineResult {
  if (fine.flags.some((f) => f.article === fine.article)) return fine;
  const flags = illegibleFlags(law.provisions, [fine.article]);
  return flags.length > 0 ? { ...fine, flags: [...fine.flags, ...flags] } : fine;
}

/**
 * The fine as the municipality's own law computes it: only for a provision the law has, and never an amount
 * for an act before the law was in force (`notInForce`, with no class and no amount).
 */
export function computeFine(input: unknown): FineResult {
  const asGiven = parseInput(fineInputSchema, input, "computeFine");
  const law = lawOf(asGiven.municipality);
  assertProvision(law.provisions, asGiven.article);
  assertBreachable(law, asGiven);
  const { input: parsed, notes: historyNotes } = historyBeforeAct(asGiven);
  const notInForce = notInForceAt(law.enactment, parsed.municipality, parsed.at);
  if (!notInForce) {
    const fine = withIllegibleFlags(law, law.fine(parsed));
    return historyNotes.length > 0 ? { ...fine, notes: [...fine.notes, ...historyNotes] } : fine;
  }
  return {
    municipality: parsed.municipality.id,
    article: parsed.article,
    class: null,
    notInForce,
    extraPenalties: [],
    reincidence: { applies: false, effect: `Sem multa por esta lei nesta data (${notInForce.article}).` },
    deadlines: [],
    notes: [notInForce.message],
    flags: [],
  };
}
