import { Path, Svg } from "@react-pdf/renderer";
import QRCode from "qrcode";

/** A QR code drawn as one vector path (no PNG to encode), `size` points wide. */
export function QrCode({ value, size }: { value: string; size: number }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  const n = modules.size;
  let d = "";
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) if (modules.get(y, x)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${n + 8} ${n + 8}`}>
      <Path d={d} fill="#000000" />
    </Svg>
  );
}
