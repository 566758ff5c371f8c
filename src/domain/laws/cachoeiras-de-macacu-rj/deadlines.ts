import type { ParsedRemovalDeadlineInput, RemovalDeadline } from "../../deadlines/schema";
import { RulesInputError } from "../../errors";
import { ruleById } from "../../rulesets/types";
import { toZonedIso } from "../../time/zoned";
import { cachoeirasDeMacacuRuleset } from "./ruleset";

const HOUR_MS = 3_600_000;

/**
 * CM art. 47: removal within 48 h after the caçamba is full (I) and within 24 h after it becomes a health
 * hazard (II). Both may run at once: the deadline is whichever ends first, citing that inciso. Before the
 * caçamba is full no count has started: `deadline: null` with the reason (a hazard with no known time is an
 * input error).
 */
export function cachoeirasDeadline(input: ParsedRemovalDeadlineInput): RemovalDeadline {
  const { municipality } = input;
  const ruleset = cachoeirasDeMacacuRuleset;
  const full = ruleById(ruleset, "removal_full");
  const hazard = ruleById(ruleset, "removal_hazard");
  const hazardStart = input.hazard ? (input.hazardSince ?? input.fullAt) : undefined;
  const candidates: { rule: typeof full; hours: number; from: string; endMs: number }[] = [];
  if (input.fullAt) {
    const hours = full.value?.quantity ?? 48;
    candidates.push({
      rule: full,
      hours,
      from: input.fullAt,
      endMs: Date.parse(input.fullAt) + hours * HOUR_MS,
    });
  }
  if (hazardStart) {
    const hours = hazard.value?.quantity ?? 24;
    candidates.push({
      rule: hazard,
      hours,
      from: hazardStart,
      endMs: Date.parse(hazardStart) + hours * HOUR_MS,
    });
  }
  const earliest = candidates.reduce<(typeof candidates)[number] | undefined>(
    (best, c) => (!best || c.endMs < best.endMs ? c : best),
    undefined,
  );
  if (!earliest) {
    if (input.hazard) {
      const message =
        "Informe hazardSince (ou fullAt): o prazo de 24 h do CM art. 47, II conta de quando a caçamba virou foco de insalubridade.";
      throw new RulesInputError(message, [{ path: "hazardSince", message }]);
    }
    return {
      municipality: municipality.id,
      deadline: null,
      rule: full.id,
      article: full.article,
      status: "regulated",
      explanation: `Ainda sem prazo: as ${full.value?.quantity ?? 48} h do CM art. 47, I contam de quando a caçamba estiver cheia. Informe quando ela encher (o contratante deve avisar a empresa, art. 47, parágrafo único); se virar foco de insalubridade antes, são 24 h (art. 47, II).`,
    };
  }
  const reason = (c: (typeof candidates)[number]) =>
    c.rule === hazard
      ? `foco de insalubridade: remover em até ${c.hours} h (art. 47, II)`
      : `caçamba cheia: remover em até ${c.hours} h (art. 47, I)`;
  const other = candidates.find((c) => c !== earliest);
  const both = other
    ? ` Vale o prazo que vence primeiro; o outro (${reason(other)}) venceria em ${toZonedIso(other.endMs, municipality.timeZone)}.`
    : "";
  const text = reason(earliest);
  return {
    municipality: municipality.id,
    deadline: toZonedIso(earliest.endMs, municipality.timeZone),
    rule: earliest.rule.id,
    article: earliest.rule.article,
    status: "regulated",
    countsFrom: earliest.from,
    explanation: `${text.charAt(0).toUpperCase()}${text.slice(1)}.${both} O contratante deve avisar a empresa (art. 47, parágrafo único).`,
  };
}
