import { Path, Svg } from "@react-pdf/renderer";
import QRCode from "qrcode";

const cache = new Map<string, { d: string; n: number }>();

/**
 * The check-page QR as one vector path of horizontal runs (one sub-path per run of dark modules, not
 * per module), computed once per URL and reused by the three vias and later renders.
 */
function qrPath(value: string): { d: string; n: number } {
  const hit = cache.get(value);
  if (hit) return hit;
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  const n = modules.size;
  let d = "";
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; ) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && modules.get(y, x)) x++;
      d += `M${start + 4} ${y + 4}h${x - start}v1H${start + 4}z`;
    }
  if (cache.size > 500) cache.clear();
  const path = { d, n };
  cache.set(value, path);
  return path;
}

export function CtrQrCode({ value, size }: { value: string; size: number }) {
  const { d, n } = qrPath(value);
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${n + 8} ${n + 8}`}>
      <Path d={d} fill="#000000" />
    </Svg>
  );
}
