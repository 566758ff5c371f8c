"use client";

import QRCode from "qrcode";
import { useEffect, useState } from "react";

/** The QR of the CTR's public check page, drawn on the phone for the receiver to read. */
export function CtrQr({ publicCode, number }: { publicCode: string; number: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    const url = `${window.location.origin}/verificar/${publicCode}`;
    void QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then(setSvg);
  }, [publicCode]);
  if (!svg) return null;
  return (
    <div
      role="img"
      aria-label={`QR code do CTR ${number}`}
      style={{ width: 160, height: 160, background: "#fff" }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated here by qrcode from our own URL
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
