import { z } from "zod";
import { parseInput } from "../errors";
import { computeFine } from "../fines/compute-fine";
import { datedDeadlines, defenceDeadline, paymentDeadline } from "../fines/deadline-dates";
import { lawOf } from "../laws/registry";
import { instantSchema } from "../schemas-common";
import { assertInOrder } from "../time/instant-order";
import { silentCitation } from "./silence";

const starts = z.object({
  /** When the offender was notified of the auto (the read confirmation for WhatsApp, IN art. 7º, §1º, II). */
  noticedAt: instantSchema.optional(),
  /** When the authority decided it. */
  decidedAt: instantSchema.optional(),
});

/**
 * The offender is notified of an auto after the act, and the authority decides after the notice: a notice
 * before the infraction, or a decision before the notice or the act, is an impossible pair, refused.
 */
function assertStartsInOrder(at: string, noticedAt?: string, decidedAt?: string, timeZone = "UTC"): void {
  const act = { path: "at", at, label: "infração" };
  const why =
    "O auto notifica uma infração já cometida, e a decisão vem depois da notificação; corrija as datas.";
  const notice = noticedAt ? { path: "noticedAt", at: noticedAt, label: "notificação do auto" } : undefined;
  const decision = decidedAt ? { path: "decidedAt", at: decidedAt, label: "decisão" } : undefined;
  assertInOrder(act, notice, timeZone, why);
  assertInOrder(notice ?? act, decision, timeZone, why);
}

/**
 * The defence, payment and other terms of an auto (`computeFine` then `datedDeadlines`, as issuing,
 * confirming the read and deciding an auto store them): each with its article, and the day it ends once
 * its start is known. A law that sets no defence or payment term says so.
 */
export function autoDeadlines(input: unknown) {
  const { noticedAt, decidedAt } = parseInput(starts, input, "auto-deadlines");
  const { noticedAt: _n, decidedAt: _d, ...fineInput } = (input ?? {}) as Record<string, unknown>;
  const fine = computeFine(fineInput);
  const law = lawOf(fine.municipality);
  const { municipality } = law;
  assertStartsInOrder(String(fineInput.at), noticedAt, decidedAt, municipality.timeZone);
  const deadlines = datedDeadlines(
    fine,
    {
      noticedAt: noticedAt ? new Date(noticedAt) : null,
      decidedAt: decidedAt ? new Date(decidedAt) : null,
    },
    municipality.timeZone,
    municipality.uf,
  );
  const silent = (what: string) => ({
    notRegulated: true as const,
    article: silentCitation(law),
    reason: `A lei não fixa prazo de ${what} para este auto.`,
  });
  return {
    municipality: fine.municipality,
    article: fine.article,
    ...(fine.notDue ? { notDue: fine.notDue } : {}),
    deadlines,
    defence: defenceDeadline(deadlines) ?? silent("defesa"),
    payment: paymentDeadline(deadlines) ?? silent("pagamento"),
  };
}
