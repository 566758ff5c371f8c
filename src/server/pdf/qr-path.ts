import QRCode from "qrcode";

export interface QrPath {
  /** SVG path of the dark modules, in module units, with a 4-module quiet zone. */
  d: string;
  /** The same runs as PDF `re` operators, ready for a content stream (cheaper than parsing `d`). */
  rects: string;
  /** Side of the drawing in modules, quiet zone included. */
  side: number;
}

const cache = new Map<string, QrPath>();

/**
 * A QR code as one vector path of horizontal runs (one sub-path per run of dark modules, not per
 * module), computed once per value: the three CTR vias and later renders reuse it.
 */
export function qrPath(value: string): QrPath {
  const hit = cache.get(value);
  if (hit) return hit;
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  const n = modules.size;
  let d = "";
  let rects = "";
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; ) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && modules.get(y, x)) x++;
      d += `M${start + 4} ${y + 4}h${x - start}v1H${start + 4}z`;
      rects += `${start + 4} ${y + 4} ${x - start} 1 re\n`;
    }
  if (cache.size > 500) cache.clear();
  const path = { d, rects, side: n + 8 };
  cache.set(value, path);
  return path;
}
