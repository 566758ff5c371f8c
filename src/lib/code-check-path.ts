import { normalizePublicCode } from "./public-code";

/**
 * The public page for a code a person typed: a caçamba's code (10 characters of the caçamba alphabet,
 * read forgivingly) opens `/c/<code>`, anything else is tried as a CTR's code on `/verificar/<code>`;
 * null when nothing was typed.
 */
export function codeCheckPath(typed: string): string | null {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  const cacamba = normalizePublicCode(trimmed);
  if (cacamba) return `/c/${cacamba}`;
  return `/verificar/${encodeURIComponent(trimmed.replace(/\s+/g, ""))}`;
}
