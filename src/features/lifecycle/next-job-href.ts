/** The board's form opened on a job for a placement (`/despacho?colocacao=…&servico=…`). */
export const NEXT_JOB_PARAM = {
  schedule_delivery: "entrega",
  schedule_pickup: "retirada",
  schedule_swap: "troca",
} as const;

export function nextJobHref(placementId: string, action: keyof typeof NEXT_JOB_PARAM): string {
  return `/despacho?colocacao=${placementId}&servico=${NEXT_JOB_PARAM[action]}`;
}
