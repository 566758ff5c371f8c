import { addDays, instantFromLocal, localDate } from "../time/zoned";
import { EVENT_LABELS } from "./events";

/** The reminders of a removal deadline, in the order they go out, with the event each sends. */
export const DEADLINE_REMINDER_EVENT = {
  before_deadline: "deadline_tomorrow",
  due_today: "deadline_today",
  overdue: "deadline_overdue",
} as const;

export type DeadlineReminderKind = keyof typeof DEADLINE_REMINDER_EVENT;

export interface DeadlineReminder {
  kind: DeadlineReminderKind;
  event: (typeof DEADLINE_REMINDER_EVENT)[DeadlineReminderKind];
  /** pt-BR, as the notification settings name it. */
  label: string;
  dueAt: Date;
}

/** The start of the local day `daysBefore` days before the deadline's, on the municipality's wall clock. */
function startOfDayBefore(deadline: Date, daysBefore: number, timeZone: string): Date {
  const day = addDays(localDate(deadline.getTime(), timeZone), -daysBefore);
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(
    instantFromLocal({ year, month, day: date, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone),
  );
}

/**
 * "vence amanhã" at the start of the day before the deadline's, "vence hoje" at the start of its day
 * (local days of the municipality), "vencida" at the deadline itself. No notice is dated before `startsAt`,
 * the instant the term starts: a caçamba that becomes a hazard at 09:15 has 24 h (CM art. 47, II), and its
 * "vence amanhã" goes at 09:15, not at that day's 00:00.
 */
export function deadlineReminders(deadline: Date, timeZone: string, startsAt?: Date): DeadlineReminder[] {
  const notBefore = (d: Date) => (startsAt && d.getTime() < startsAt.getTime() ? startsAt : d);
  const at: Record<DeadlineReminderKind, Date> = {
    before_deadline: notBefore(startOfDayBefore(deadline, 1, timeZone)),
    due_today: notBefore(startOfDayBefore(deadline, 0, timeZone)),
    overdue: deadline,
  };
  return (Object.keys(DEADLINE_REMINDER_EVENT) as DeadlineReminderKind[]).map((kind) => ({
    kind,
    event: DEADLINE_REMINDER_EVENT[kind],
    label: EVENT_LABELS[DEADLINE_REMINDER_EVENT[kind]],
    dueAt: at[kind],
  }));
}
