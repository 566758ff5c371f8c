import { formatDateTime } from "./format";

const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g;

/**
 * A stored text with every ISO instant written as dd/mm/aaaa HH:MM on the municipality's clock: autos
 * signed before the signature was stored that way said "em 2026-12-01T14:08:30.345Z".
 */
export function withLocalTimes(text: string, timeZone: string): string {
  return text.replace(ISO_INSTANT, (iso) => {
    const at = new Date(iso);
    return Number.isNaN(at.getTime()) ? iso : formatDateTime(at, timeZone);
  });
}
