import { removalDeadline } from "../deadlines/removal-deadline";
import { lawOf } from "../laws/registry";
import { deadlineReminders } from "../notifications/deadline-reminders";
import { toZonedIso } from "../time/zoned";

/**
 * The notices due before and at a removal deadline (`deadlineReminders`, what the reminder scheduler
 * stores): "vence amanhã", "vence hoje", "vencida", each at its instant on the municipality's wall clock
 * and citing the deadline's article, none before the term starts (`countsFrom`, else the placement); none
 * while the law sets no deadline yet, with its reason.
 */
export function deadlineNotices(input: unknown) {
  const deadline = removalDeadline(input);
  const { timeZone } = lawOf(deadline.municipality).municipality;
  const startsAt = new Date(deadline.countsFrom ?? (input as { placedAt: string }).placedAt);
  const notices = deadline.deadline
    ? deadlineReminders(new Date(deadline.deadline), timeZone, startsAt).map((r) => ({
        kind: r.kind,
        event: r.event,
        label: r.label,
        at: toZonedIso(r.dueAt.getTime(), timeZone),
        article: deadline.article,
      }))
    : [];
  return { ...deadline, notices };
}
