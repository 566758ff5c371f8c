import { isBusinessDay } from "../deadlines/business-days";
import { addDays, endOfLocalDay, localDate } from "../time/zoned";
import type { FineDeadline, FineResult } from "./schema";

/** A deadline of an auto with the instant it ends, when its start is known (null until then). */
export type DatedDeadline = FineDeadline & { dueAt: string | null };

/** What the defence and payment pickers read: a stored deadline has the same shape. */
type DeadlineLike = { kind: string; from: string };

/**
 * When a deadline starts: the notice of the auto, the (first-instance) decision, the notice of the final
 * decision (CM art. 107), or never computed here (prescription).
 */
export type DeadlineStart = "notice" | "decision" | "finalNotice" | "none";

/**
 * Reads the law's "a partir de" text. Where the law fixes no start (JF art. 28, parágrafo único) the
 * deadline counts from the notice, the earliest moment the offender can know of the auto. A term that runs
 * from the final decision ("decisão definitiva", CM art. 107) waits for its notice: the appeal against the
 * first decision suspends the fine (CM art. 102).
 */
export function startOf(d: DeadlineLike): DeadlineStart {
  if (d.kind === "prescription") return "none";
  if (/definitiva/i.test(d.from)) return "finalNotice";
  if (/decis/i.test(d.from)) return "decision";
  return "notice";
}

/** The day `days` calendar or business days after `from`, closed at 23:59:59.999 local. */
export function dueDate(
  from: Date,
  days: number,
  dayKind: "calendar" | "business",
  timeZone: string,
  uf: string,
): Date {
  let date = localDate(from.getTime(), timeZone);
  if (dayKind === "calendar") date = addDays(date, days);
  else {
    let left = days;
    while (left > 0) {
      date = addDays(date, 1);
      if (isBusinessDay(date, uf)) left -= 1;
    }
  }
  return new Date(endOfLocalDay(date, timeZone));
}

/**
 * Dates each deadline falls on, for the starts known so far (`decidedAt` null until the decision,
 * `finalNoticedAt` until the offender is notified of the final decision).
 */
export function datedDeadlines(
  fine: FineResult,
  starts: { noticedAt: Date | null; decidedAt: Date | null; finalNoticedAt?: Date | null },
  timeZone: string,
  uf: string,
): DatedDeadline[] {
  const fromOf: Record<DeadlineStart, Date | null> = {
    notice: starts.noticedAt,
    decision: starts.decidedAt,
    finalNotice: starts.finalNoticedAt ?? null,
    none: null,
  };
  return fine.deadlines.map((d) => {
    const from = fromOf[startOf(d)];
    const dueAt = from && d.days !== undefined ? dueDate(from, d.days, d.dayKind, timeZone, uf) : null;
    return { ...d, dueAt: dueAt?.toISOString() ?? null };
  });
}

/** The defence deadline: the law's `defence`, else an `appeal` against the auto itself (IN art. 10). */
export function defenceDeadline<D extends DeadlineLike>(deadlines: readonly D[]): D | null {
  return (
    deadlines.find((d) => d.kind === "defence") ??
    deadlines.find((d) => d.kind === "appeal" && !/decis/i.test(d.from)) ??
    null
  );
}

export function paymentDeadline<D extends DeadlineLike>(deadlines: readonly D[]): D | null {
  return deadlines.find((d) => d.kind === "payment") ?? null;
}
