/** XML text escaping and element writing for the DPS and events (no namespaces beyond the root's). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** `<tag>text</tag>`, or nothing when the value is absent (optional elements are left out, never empty). */
export function el(tag: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  return `<${tag}>${escapeXml(String(value))}</${tag}>`;
}

/** `<tag>children</tag>`, or nothing when every child was left out. */
export function group(tag: string, ...children: string[]): string {
  const body = children.join("");
  return body === "" ? "" : `<${tag}>${body}</${tag}>`;
}

/** Centavos as the layout's decimal: 123456 → "1234.56". */
export function money(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Free text the layout takes: control characters out, spaces collapsed, cut at `max`. */
export function plainText(text: string, max: number): string {
  return text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}
