import { Path, Svg } from "@react-pdf/renderer";
import { qrPath } from "./qr-path";

/** A QR code drawn as one vector path (no PNG to encode), `size` points wide. */
export function QrCode({ value, size }: { value: string; size: number }) {
  const { d, side } = qrPath(value);
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${side} ${side}`}>
      <Path d={d} fill="#000000" />
    </Svg>
  );
}
