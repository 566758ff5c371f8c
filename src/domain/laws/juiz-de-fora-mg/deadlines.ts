import { holidayOn } from "../../deadlines/business-days";
import type { ParsedRemovalDeadlineInput, RemovalDeadline } from "../../deadlines/schema";
import { ruleById } from "../../rulesets/types";
import { addDays, endOfLocalDay, localDate, toZonedIso, weekday } from "../../time/zoned";
import { juizDeForaRuleset } from "./ruleset";

/** JF art. 12, §1º: three business days, counting the day it is placed and the day it is removed. */
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

export function juizDeForaDeadline(input: ParsedRemovalDeadlineInput): RemovalDeadline {
  const { municipality } = input;
  const rule = ruleById(juizDeForaRuleset, "max_dwell");
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
    : ` Nenhum feriado municipal informado: confira o calendário de ${municipality.name}.`;
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
