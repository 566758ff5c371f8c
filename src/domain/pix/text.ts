/** Letters and signs without a decomposition to ASCII, written as a Brazilian cartório would. */
const SPELLED: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  đ: "d",
  Đ: "D",
  ł: "l",
  Ł: "L",
  "‘": "'",
  "’": "'",
  "“": '"',
  "”": '"',
  "–": "-",
  "—": "-",
};
const SPELLED_RE = new RegExp(`[${Object.keys(SPELLED).join("")}]`, "g");

/**
 * The BR Code's merchant name (59) and city (60) in the characters every bank app reads (EMV "ans",
 * printable ASCII; the BCB's manual asks for them without accents): accents removed, a few letters
 * spelled out (ß → ss, Æ → AE, ’ → '), anything else outside printable ASCII dropped, spaces
 * collapsed, cut to the field's limit.
 */
export function brCodeText(value: string, max: number): string {
  return value
    .replace(SPELLED_RE, (ch) => SPELLED[ch] ?? "")
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
