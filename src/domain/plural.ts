const count = new Intl.NumberFormat("pt-BR");

/**
 * A count with its noun in pt-BR: `plural(1, "caçamba")` → "1 caçamba", `plural(3, "caçamba")` →
 * "3 caçambas", `plural(2, "motorista ativo", "motoristas ativos")`. Never "caçamba(s)". Zero takes the
 * plural ("0 caçambas"), as pt-BR does; thousands are grouped ("1.200 caçambas").
 */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.format(n)} ${Math.abs(n) === 1 ? singular : pluralForm}`;
}

/** The singular or plural form alone, for a verb or adjective that agrees with `n` ("precisa"/"precisam"). */
export function agree(n: number, singular: string, pluralForm: string): string {
  return Math.abs(n) === 1 ? singular : pluralForm;
}

/** "a", "a e b", "a, b e c": a list in running pt-BR text. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

/** What is left before a date, in parentheses after it: "hoje", "falta 1 dia", "faltam 7 dias". */
export function daysLeft(days: number): string {
  return days <= 0 ? "hoje" : `${agree(days, "falta", "faltam")} ${plural(days, "dia")}`;
}
