/**
 * Codes a person reads off a caçamba and types: Crockford base32 (digits and capital letters without
 * I, L, O and U), 10 characters = 50 random bits, stored without separators and shown in two groups
 * (`7K3QD-M9XPA`). Reading is forgiving: any case, spaces and dashes, and the look-alikes a person may
 * type for the missing letters (O for 0, I or L for 1) mean the same code.
 */
export const PUBLIC_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const PUBLIC_CODE_LENGTH = 10;

const LOOK_ALIKES: Record<string, string> = { O: "0", I: "1", L: "1" };

/** A new code from a cryptographic random source (Web Crypto: works on the server and in tests). */
export function generatePublicCode(): string {
  const bytes = new Uint8Array(PUBLIC_CODE_LENGTH);
  crypto.getRandomValues(bytes);
  // 256 is a multiple of 32: taking the low 5 bits keeps every symbol equally likely.
  return Array.from(bytes, (b) => PUBLIC_CODE_ALPHABET[b & 31]).join("");
}

/**
 * The stored form of what a person typed, or null when it cannot be a code of this alphabet
 * (e.g. an older base64url code, which lookups still accept as written, in any case).
 */
export function normalizePublicCode(typed: string): string | null {
  const folded = typed
    .toUpperCase()
    .replace(/[\s\-_.]/g, "")
    .replace(/[OIL]/g, (c) => LOOK_ALIKES[c] ?? c);
  if (folded.length !== PUBLIC_CODE_LENGTH) return null;
  for (const c of folded) if (!PUBLIC_CODE_ALPHABET.includes(c)) return null;
  return folded;
}

/** How a code is printed and shown: in two groups of five for a code of this alphabet, else as stored. */
export function formatPublicCode(code: string): string {
  const n = normalizePublicCode(code);
  return n && n === code ? `${n.slice(0, 5)}-${n.slice(5)}` : code;
}
