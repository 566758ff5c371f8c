/**
 * Why a payment cannot have been received on `receivedOn` (YYYY-MM-DD), or null when it can: not
 * after today (`future`), nor before the invoice was issued (`before_issue`: no one pays a fatura
 * that did not exist yet). All three are calendar days in the hauler's time zone. The law is silent
 * here: this is bookkeeping sense.
 */
export function paymentDateProblem(
  receivedOn: string,
  today: string,
  issuedOn: string,
): "future" | "before_issue" | null {
  if (receivedOn > today) return "future";
  if (receivedOn < issuedOn) return "before_issue";
  return null;
}
