import { parseInput, RulesInputError } from "../errors";
import { rulesetFor } from "../rulesets";
import { ruleById } from "../rulesets/types";
import { addDays, endOfLocalDay, localDate, toZonedIso, weekday } from "../time/zoned";
import { holidayOn } from "./business-days";
import { type ParsedRemovalDeadlineInput, type RemovalDeadline, removalDeadlineInputSchema } from "./schema";

const HOUR_MS = 3_600_000;

function brDate(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}

function nonBusinessReason(date: string, uf: string, extra: readonly string[]): string | null {
  const day = weekday(date);
  if (day === 6) return "sábado";
  if (day === 0) return "domingo";
  const holiday = holidayOn(date, uf, extra);
  return holiday ? `feriado: ${holiday.name}` : null;
}

function juizDeFora(input: ParsedRemovalDeadlineInput): RemovalDeadline {
  const { municipality } = input;
  const rule = ruleById(rulesetFor(municipality), "max_dwell");
  const limit = rule.value?.quantity ?? 3;
  const extra = input.extraHolidays ?? [];
  const businessDays: string[] = [];
  const skipped: { date: string; reason: string }[] = [];
  let date = localDate(Date.parse(input.placedAt), municipality.timeZone);
  while (businessDays.length < limit) {
    const reason = nonBusinessReason(date, municipality.uf, extra);
    if (reason) skipped.push({ date, reason });
    else businessDays.push(date);
    date = addDays(date, 1);
  }
  const last = businessDays[businessDays.length - 1] ?? date;
  const deadline = toZonedIso(endOfLocalDay(last, municipality.timeZone), municipality.timeZone);
  const skippedText = skipped.length
    ? ` Dias não úteis pulados: ${skipped.map((s) => `${brDate(s.date)} (${s.reason})`).join(", ")}.`
    : "";
  const holidaysNote = extra.length
    ? ""
    : " Nenhum feriado municipal informado: confira o calendário de Juiz de Fora.";
  return {
    municipality: municipality.id,
    deadline,
    rule: rule.id,
    article: rule.article,
    status: "regulated",
    explanation:
      `Até ${limit} dias úteis contando o dia da colocação e o da retirada: ${businessDays.map(brDate).join(", ")}. ` +
      `Retire até o fim de ${brDate(last)} (23:59).${skippedText}${holidaysNote}`,
    businessDays,
    skipped,
  };
}

/**
 * CM art. 47: removal within 48 h after the caçamba is full (I) and within 24 h after it becomes a health
 * hazard (II). Both may run at once: the deadline is whichever ends first, citing that inciso.
 */
function cachoeiras(input: ParsedRemovalDeadlineInput): RemovalDeadline {
  const { municipality } = input;
  const ruleset = rulesetFor(municipality);
  const full = ruleById(ruleset, "removal_full");
  const hazard = ruleById(ruleset, "removal_hazard");
  const hazardStart = input.hazard ? (input.hazardSince ?? input.fullAt) : undefined;
  const candidates: { rule: typeof full; hours: number; endMs: number }[] = [];
  if (input.fullAt) {
    const hours = full.value?.quantity ?? 48;
    candidates.push({ rule: full, hours, endMs: Date.parse(input.fullAt) + hours * HOUR_MS });
  }
  if (hazardStart) {
    const hours = hazard.value?.quantity ?? 24;
    candidates.push({ rule: hazard, hours, endMs: Date.parse(hazardStart) + hours * HOUR_MS });
  }
  const earliest = candidates.reduce<(typeof candidates)[number] | undefined>(
    (best, c) => (!best || c.endMs < best.endMs ? c : best),
    undefined,
  );
  if (!earliest) {
    const field = input.hazard ? "hazardSince" : "fullAt";
    const message = input.hazard
      ? "Informe hazardSince (ou fullAt): o prazo de 24 h do CM art. 47, II conta de quando a caçamba virou foco de insalubridade."
      : "Informe fullAt: o prazo de 48 h do CM art. 47, I conta de quando a caçamba ficou cheia.";
    throw new RulesInputError(message, [{ path: field, message }]);
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
    explanation: `${text.charAt(0).toUpperCase()}${text.slice(1)}.${both} O contratante deve avisar a empresa (art. 47, parágrafo único).`,
  };
}

function notRegulated(input: ParsedRemovalDeadlineInput): RemovalDeadline {
  const rule = ruleById(rulesetFor(input.municipality), "max_dwell");
  return {
    municipality: input.municipality.id,
    deadline: null,
    rule: rule.id,
    article: rule.article,
    status: "notRegulated",
    explanation: rule.explanation ?? "A lei não fixa prazo de permanência.",
  };
}

export function removalDeadline(input: unknown): RemovalDeadline {
  const parsed = parseInput(removalDeadlineInputSchema, input, "removalDeadline");
  switch (parsed.municipality.lawKey) {
    case "JF":
      return juizDeFora(parsed);
    case "CM":
      return cachoeiras(parsed);
    default:
      return notRegulated(parsed);
  }
}
