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

/** What to type, said wherever a code is asked for: the CTR's number is not its code. */
export const CODE_CHECK_HINT =
  "Está no adesivo da caçamba e no CTR, junto do QR, como “Código de conferência”. O número do CTR (como 2026/000006) não serve.";

/**
 * Why what was typed cannot be checked, in pt-BR, before any page is opened; null when it may be a code.
 * Nothing typed, or a CTR's number ("2026/000006", "000006"), which people read on the CTR and type first.
 */
export function codeCheckError(typed: string): string | null {
  const compact = typed.replace(/\s+/g, "");
  if (!compact) return "Digite o código impresso na caçamba ou no CTR.";
  if (/^\d{4}\/\d{1,6}$|^\d{1,6}$/.test(compact))
    return "Este é o número do CTR, não o código. Digite o “Código de conferência”, impresso no CTR junto do QR.";
  return null;
}
