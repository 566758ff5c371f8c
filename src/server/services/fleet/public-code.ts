import { eq, or, type SQL, sql } from "drizzle-orm";
import { generatePublicCode, normalizePublicCode } from "@/lib/public-code";
import { cacambas } from "@/server/db/schema";

/** A caçamba's public code (its page and QR): 50 random bits a person can type, never derived from its number. */
export function newPublicCode(): string {
  return generatePublicCode();
}

/**
 * The caçambas a typed or scanned code may name: a code of the current alphabet in any case, spacing
 * or grouping, or an older base64url code (8 characters, mixed case, printed on earlier decals) in any
 * case. Older codes are not rewritten: their QR stickers are on the street.
 */
export function cacambaCodeMatches(typed: string): SQL {
  const canonical = normalizePublicCode(typed);
  const legacy = typed.replace(/\s/g, "").toLowerCase();
  const byLegacy = sql`lower(${cacambas.publicCode}) = ${legacy}`;
  return canonical ? (or(eq(cacambas.publicCode, canonical), byLegacy) as SQL) : byLegacy;
}

/**
 * The one row a code names among `cacambaCodeMatches`' rows. Two older codes may differ only in case:
 * then the exact spelling decides, and without it the code names none (a person must not reach
 * another caçamba by a case slip).
 */
export function pickByCode<T extends { publicCode: string }>(rows: T[], typed: string): T | undefined {
  if (rows.length <= 1) return rows[0];
  const exact = typed.replace(/\s/g, "");
  const canonical = normalizePublicCode(typed);
  return rows.find((r) => r.publicCode === exact) ?? rows.find((r) => r.publicCode === canonical);
}
