import { brInstant } from "../time/instant-order";
import type { ParsedFineInput } from "./schema";

type History = NonNullable<ParsedFineInput["history"]>;

const LISTS = [
  ["embargoes", "embargo"],
  ["apprehensions", "apreensão"],
  ["suspensions", "suspensão"],
] as const;

/**
 * The offender's history as of the act: reincidence (CM art. 68, §§2º–3º; IN art. 31, parágrafo único; JP's
 * doubling) and cassation look only at what came before it. A fine is often computed months later, when more
 * has happened: a later entry is not impossible, it just does not count, and the notes say which were left out.
 */
export function historyBeforeAct(input: ParsedFineInput): { input: ParsedFineInput; notes: string[] } {
  const h = input.history;
  if (!h) return { input, notes: [] };
  const actMs = Date.parse(input.at);
  const before = (at: string) => Date.parse(at) < actMs;
  const tz = input.municipality.timeZone;
  const ignored: string[] = [];
  const priorInfractions = h.priorInfractions.filter((p) => {
    if (before(p.decidedAt)) return true;
    ignored.push(`decisão sobre ${p.article} em ${brInstant(p.decidedAt, tz)}`);
    return false;
  });
  const kept: History = { ...h, priorInfractions };
  for (const [key, label] of LISTS) {
    kept[key] = h[key].filter((at) => {
      if (before(at)) return true;
      ignored.push(`${label} em ${brInstant(at, tz)}`);
      return false;
    });
  }
  if (ignored.length === 0) return { input, notes: [] };
  const note = `Histórico posterior à infração (${brInstant(input.at, tz)}) não conta para esta multa: ${ignored.join("; ")}. A reincidência e a cassação olham só o que houve antes do ato.`;
  return { input: { ...input, history: kept }, notes: [note] };
}
