/** `1.234,56`, `1234,5`, `R$ 80` or `80.00` → centavos; null when it is not an amount. */
export function parseMoneyToCents(input: string): number | null {
  let s = input.replace(/R\$|\s/g, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(s)) return null;
  if (/,\d{1,2}$/.test(s) || /^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, "").replace(",", ".");
  const value = Math.round(Number(s) * 100);
  return Number.isFinite(value) ? value : null;
}
