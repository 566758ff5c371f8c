import { RulesInputError, removalDeadline, resolveMunicipality } from "@/domain";
import { formatDateTime, isoDateIn } from "@/lib/format";

export interface DeadlineFacts {
  municipalityId: string;
  placedAt: Date;
  fullAt?: Date | null;
  hazard?: boolean;
  hazardSince?: Date | null;
}

/** The removal deadline from the rules engine (JF art. 12, §1º; CM art. 47), ready to store. */
export function computeDeadline(facts: DeadlineFacts): {
  deadline: Date | null;
  deadlineArticle: string | null;
  deadlineExplanation: string;
} {
  let result: ReturnType<typeof removalDeadline>;
  try {
    result = runRemovalDeadline(facts);
  } catch (e) {
    // A hazard with no known start (CM art. 47, II): no deadline until its time is known.
    if (!(e instanceof RulesInputError)) throw e;
    return { deadline: null, deadlineArticle: null, deadlineExplanation: e.message };
  }
  return {
    deadline: result.deadline ? new Date(result.deadline) : null,
    deadlineArticle: result.article,
    deadlineExplanation: result.explanation,
  };
}

function runRemovalDeadline(facts: DeadlineFacts) {
  return removalDeadline({
    municipality: facts.municipalityId,
    placedAt: facts.placedAt.toISOString(),
    fullAt: facts.fullAt?.toISOString(),
    hazard: facts.hazard || undefined,
    hazardSince: facts.hazardSince?.toISOString(),
  });
}

export type DeadlineStatus = "ok" | "due_today" | "overdue" | "none";

export const DEADLINE_STATUS_LABEL: Record<DeadlineStatus, string> = {
  ok: "ok",
  due_today: "vence hoje",
  overdue: "vencida",
  none: "sem prazo",
};

/** ok / vence hoje / vencida, on the municipality's wall clock. */
export function deadlineStatus(deadline: Date | null, municipalityId: string, now: Date): DeadlineStatus {
  if (!deadline) return "none";
  if (now.getTime() > deadline.getTime()) return "overdue";
  const tz = resolveMunicipality(municipalityId)?.timeZone ?? "America/Sao_Paulo";
  return isoDateIn(deadline, tz) === isoDateIn(now, tz) ? "due_today" : "ok";
}

/**
 * The removal deadline as a message says it, always with its article: "até 05/12/2026 18:00 (JF
 * art. 12, §1º)"; a count that has not started yet in the law's own words ("Ainda sem prazo: as 48 h
 * do CM art. 47, I contam de quando a caçamba estiver cheia."); or that the law sets none.
 */
export function deadlineWording(facts: DeadlineFacts, timeZone: string): string {
  let result: ReturnType<typeof removalDeadline>;
  try {
    result = runRemovalDeadline(facts);
  } catch (e) {
    if (!(e instanceof RulesInputError)) throw e;
    return e.message;
  }
  if (result.deadline)
    return `até ${formatDateTime(new Date(result.deadline), timeZone)} (${result.article})`;
  if (result.status === "notInForce") return result.explanation;
  if (result.status === "notRegulated")
    return `a lei não fixa prazo de permanência da caçamba (${result.article})`;
  return result.explanation.split(/\.\s+(?=[A-ZÀ-Ú])/)[0]?.replace(/\.?$/, ".") ?? result.explanation;
}
