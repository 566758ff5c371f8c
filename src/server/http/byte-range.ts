/** One byte range of a file of `size` bytes, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * An HTTP `Range` header (RFC 9110 §14) against a file of `size` bytes: null when absent or not one
 * `bytes=` range (the whole file is then served, as the RFC allows), "unsatisfiable" for a range wholly
 * past the end (416). `bytes=a-b`, `bytes=a-` and `bytes=-n` (the last n bytes); `b` past the end is cut.
 */
export function parseByteRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === "" && m[2] === "")) return null;
  const [, first = "", last = ""] = m;
  if (first === "") {
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix) || suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return "unsatisfiable";
  if (end < start) return null;
  return { start, end };
}
