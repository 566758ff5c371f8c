/** One rule an inspection found unmet: its article, the rule's summary and what the auditor noted. */
export interface FoundNonconformity {
  article: string;
  message: string;
  note?: string | null;
}

/**
 * The auto's "Fatos" pre-filled from an inspection: what was found wrong, never the rule read as if it
 * were met — "Constatado na vistoria: a caçamba não cumpre JF art. 7º, III (exigido: pintura uniforme e
 * duas faixas…). Observado: faixas ausentes na lateral." The auditor edits it before issuing.
 */
export function nonconformityFacts(found: FoundNonconformity | undefined): string {
  if (!found) return "";
  const rule = found.message.trim().replace(/\.$/, "");
  const required = rule.charAt(0).toLowerCase() + rule.slice(1);
  const note = found.note?.trim();
  return `Constatado na vistoria: a caçamba não cumpre ${found.article} (exigido: ${required}).${note ? ` Observado: ${note}` : ""}`;
}
