import { RulesInputError } from "../errors";
import { computeFine } from "../fines/compute-fine";
import type { FineClass } from "../fines/schema";
import { formatCents, formatLocalDate } from "../format";
import { localDate } from "../time/zoned";

const CLASS: Record<FineClass, string> = {
  leve: "leve",
  media: "média",
  grave: "grave",
  muito_grave: "muito grave",
  gravissima: "gravíssima",
};

/**
 * The fine a caçamba left past `article`'s deadline risks, by the law's own table before the city's yearly
 * correction (JF art. 31, CM art. 74, §1º: the city keeps the factor, the hauler's screens don't). Where the
 * law's text carries no amount (JP's Annex), it says so.
 */
export function riskedFine(municipalityId: string, article: string, at: Date): string {
  try {
    const fine = computeFine({
      municipality: municipalityId,
      article,
      at: at.toISOString(),
      fineConfig: { updateFactor: 1 },
    } as Parameters<typeof computeFine>[0]);
    const kind = fine.class ? ` ${CLASS[fine.class]}` : "";
    if (fine.amountCents !== undefined)
      return `sujeita a auto de infração e multa${kind} de ${formatCents(fine.amountCents)} pela tabela da lei, antes da correção anual`;
    if (fine.minCents !== undefined && fine.maxCents !== undefined)
      return `sujeita a auto de infração e multa${kind} de ${formatCents(fine.minCents)} a ${formatCents(fine.maxCents)} pela tabela da lei, antes da correção anual`;
    return "sujeita a auto de infração";
  } catch (e) {
    if (!(e instanceof RulesInputError)) throw e;
    return "sujeita a auto de infração (o valor da multa não está no texto publicado da lei)";
  }
}

/**
 * A pick-up booked for a day after the caçamba's removal deadline (JF art. 12, §1º; CM art. 47), while
 * that deadline is still ahead: the caçamba will stand on the street past it, open to an auto de infração.
 * The sentence the hauler's screens show, or null when the pick-up is in time, nothing is booked, there is
 * no deadline, or it has passed already (the deadline's own "vencida" says that).
 */
export function pickupAfterDeadline(facts: {
  pickup: string | null;
  deadline: Date | null;
  deadlineArticle: string | null;
  municipalityId: string;
  timeZone: string;
  now: Date;
}): string | null {
  const { pickup, deadline, deadlineArticle, timeZone, now } = facts;
  if (!pickup || !deadline || deadline.getTime() <= now.getTime()) return null;
  const lastDay = localDate(deadline.getTime(), timeZone);
  if (pickup <= lastDay) return null;
  const law = deadlineArticle ? `, ${deadlineArticle}` : "";
  const risk = deadlineArticle
    ? riskedFine(facts.municipalityId, deadlineArticle, deadline)
    : "sujeita a auto de infração";
  return `Retirada agendada para ${formatLocalDate(pickup)}, depois do prazo (até ${formatLocalDate(lastDay)}${law}): a caçamba ficará vencida na rua, ${risk}. Antecipe a retirada.`;
}
