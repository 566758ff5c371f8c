import { parseMoney } from "@/domain/pricing/money";

export const MONEY_EMPTY = "Informe o valor; digite 0,00 se não cobra.";
export const MONEY_INVALID = "Valor inválido: use o formato 1.234,56.";

/**
 * What a money field as typed gives on submit: its centavos, or the pt-BR message to show beside it. An
 * empty field is asked for (never called invalid: "0,00" is a valid amount, and the field says how to type
 * it); anything else that is not an amount is refused with the format.
 */
export function readMoneyField(
  text: string,
): { cents: number; error: null } | { cents: null; error: string } {
  if (text.trim() === "") return { cents: null, error: MONEY_EMPTY };
  const cents = parseMoney(text);
  return cents === null ? { cents: null, error: MONEY_INVALID } : { cents, error: null };
}
