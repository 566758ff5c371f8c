/** The search parameter that carries where to go back to after a detour (e.g. the city's settings). */
export const RETURN_PARAM = "voltar";

const BASE = "http://same-origin.invalid";

/**
 * `typed` as a path of this site to go back to, or null: only a relative path starting with one `/`
 * (never `//host`, `/\host`, a scheme, or a control character), resolved against a fake origin and kept
 * only if it stays on it. What comes back is the normalised path, query and fragment.
 */
export function safeReturnPath(typed: string | null | undefined): string | null {
  if (!typed?.startsWith("/") || typed.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(typed)) return null;
  let url: URL;
  try {
    url = new URL(typed, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `?voltar=<back>` (or `&voltar=`), so the page at `path` can send the person back. */
export function withReturnPath(path: string, back: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
