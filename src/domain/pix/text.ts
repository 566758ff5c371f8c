/**
 * The BR Code's merchant name (59) and city (60) in the characters every bank app reads: accents
 * removed, anything outside printable ASCII dropped, spaces collapsed, cut to the field's limit.
 */
export function brCodeText(value: string, max: number): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

export const NAME_MAX = 25;
export const CITY_MAX = 15;
export const TXID_MAX = 25;
