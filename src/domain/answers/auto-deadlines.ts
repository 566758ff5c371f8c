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
  /** When the authority decided it (first instance; CM art. 99 counts the appeal from its ciência). */
  decidedAt: instantSchema.optional(),
  /** When the offender was notified of the final decision to pay (CM art. 107). */
  finalNoticedAt: instantSchema.optional(),
});

/**
 * The offender is notified of an auto after the act, and the authority decides after the notice: a notice
 * before the infraction, or a decision before the notice or the act, is an impossible pair, refused.
 */
function assertStartsInOrder(
  at: string,
  starts: { noticedAt?: string; decidedAt?: string; finalNoticedAt?: string },
  timeZone: string,
): void {
  const act = { path: "at", at, label: "infração" };
  const why =
    "O auto notifica uma infração já cometida, e a decisão vem depois da notificação; corrija as datas.";
  const { noticedAt, decidedAt, finalNoticedAt } = starts;
  const notice = noticedAt ? { path: "noticedAt", at: noticedAt, label: "notificação do auto" } : undefined;
  const decision = decidedAt ? { path: "decidedAt", at: decidedAt, label: "decisão" } : undefined;
  const final = finalNoticedAt
    ? { path: "finalNoticedAt", at: finalNoticedAt, label: "notificação da decisão definitiva" }
    : undefined;
  assertInOrder(act, notice, timeZone, why);
  assertInOrder(notice ?? act, decision, timeZone, why);
  assertInOrder(decision ?? notice ?? act, final, timeZone, why);
}

/**
 * The defence, payment and other terms of an auto (`computeFine` then `datedDeadlines`, as issuing,
 * confirming the read and deciding an auto store them): each with its article, and the day it ends once
 * its start is known. A law that sets no defence or payment term says so; with no fine on that date
 * (`notInForce`, `notDue`) no term runs, and the answer says why instead of calling the law silent.
 */
export function autoDeadlines(input: unknown) {
  const given = parseInput(starts, input, "auto-deadlines");
  const { noticedAt, decidedAt, finalNoticedAt } = given;
  const {
    noticedAt: _n,
    decidedAt: _d,
    finalNoticedAt: _f,
    ...fineInput
  } = (input ?? {}) as Record<string, unknown>;
  const fine = computeFine(fineInput);
  const law = lawOf(fine.municipality);
  const { municipality } = law;
  assertStartsInOrder(String(fineInput.at), given, municipality.timeZone);
  const date = (iso?: string) => (iso ? new Date(iso) : null);
  const deadlines = datedDeadlines(
    fine,
    { noticedAt: date(noticedAt), decidedAt: date(decidedAt), finalNoticedAt: date(finalNoticedAt) },
    municipality.timeZone,
    municipality.uf,
  );
  /** No fine on that date (`fine` answers the same): no term runs, and the law is not called silent. */
  const noFine = fine.notInForce ?? fine.notDue;
  const none = (what: string) =>
    noFine
      ? {
          noFine: true as const,
          article: noFine.article,
          reason: `Nenhum prazo de ${what} corre: não há multa por esta lei nesta data (${noFine.article}).`,
        }
      : {
          notRegulated: true as const,
          article: silentCitation(law),
          reason: `A lei não fixa prazo de ${what} para este auto.`,
        };
  return {
    municipality: fine.municipality,
    article: fine.article,
    ...(fine.notInForce ? { notInForce: fine.notInForce } : {}),
    ...(fine.notDue ? { notDue: fine.notDue } : {}),
    deadlines,
    defence: defenceDeadline(deadlines) ?? none("defesa"),
    payment: paymentDeadline(deadlines) ?? none("pagamento"),
  };
}
