/**
 * What no text of the product may hold, wherever it comes from (a form, a bank's file): control
 * characters (NUL, which PostgreSQL refuses in text, among them; tab and line breaks pass) and half of
 * a surrogate pair (not text, and refused by PostgreSQL's JSON).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE = new RegExp(`${CONTROL.source}|${LONE_SURROGATE.source}`, "g");

/** `text` without control characters and halves of surrogate pairs; `dropped` when there were some. */
export function withoutUnsafe(text: string): { text: string; dropped: boolean } {
  let dropped = false;
  const kept = text.replace(UNSAFE, () => {
    dropped = true;
    return "";
  });
  return { text: kept, dropped };
}

/** The character a numeric reference (`&#233;`, `&#xE9;`) names, or null when no text may hold it. */
export function referencedCharacter(codePoint: number): string | null {
  if (!Number.isSafeInteger(codePoint) || codePoint < 0 || codePoint > 0x10ffff) return null;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return null;
  const ch = String.fromCodePoint(codePoint);
  return CONTROL.test(ch) ? null : ch;
}

/** At most `max` UTF-16 units of `text`, never ending on the first half of a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
