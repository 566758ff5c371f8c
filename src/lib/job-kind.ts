/** A job's kind in pt-BR, as the board, the audit log and the documents name it. */
export const JOB_KIND_LABEL: Record<string, string> = {
  drop_off: "Entrega",
  swap: "Troca",
  pick_up: "Retirada",
  dump: "Descarga",
};
