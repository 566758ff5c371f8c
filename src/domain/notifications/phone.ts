/**
 * A Brazilian mobile number as WhatsApp and SMS want it: E.164 digits without "+", 55 + DDD +
 * 9 + eight digits (e.g. 5532987654321). Accepts what people type: "(32) 98765-4321",
 * "+55 32 98765 4321". Null when it is not a mobile number.
 */
export function mobileE164(input: string): string | null {
  let digits = input.replace(/\D/g, "");
  if (digits.length === 13 && digits.startsWith("55")) digits = digits.slice(2);
  if (!/^[1-9][1-9]9\d{8}$/.test(digits)) return null;
  return `55${digits}`;
}

/** "+55 (32) 98765-4321" for the screen. */
export function formatMobile(e164: string): string {
  const d = e164.replace(/^55/, "");
  return `+55 (${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
