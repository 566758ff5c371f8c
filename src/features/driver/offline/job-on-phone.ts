import type { StoredReport } from "./report-store";

/**
 * A job as the phone knows it: the server's status moved on by the reports still waiting on the phone,
 * so a drop-off done without signal shows as done and the next job comes up.
 */
export function jobOnPhone<J extends { id: string; status: string }>(
  job: J,
  reports: readonly StoredReport[],
): J & { waiting: StoredReport[] } {
  const waiting = reports.filter((r) => r.jobId === job.id && !r.refused);
  let status = job.status;
  if (waiting.some((r) => r.action === "complete")) status = "done";
  else if (waiting.some((r) => r.action === "start") && status === "scheduled") status = "en_route";
  return { ...job, status, waiting };
}

export function waitingLabel(n: number): string {
  return n === 1 ? "1 registro aguardando envio" : `${n} registros aguardando envio`;
}
