import { qrPath } from "@/server/pdf/qr-path";
import type { FakeNote } from "./sefin";

/**
 * What the ADN's DANFSe QR code encodes: the query relative to the national portal, as read (zbarimg)
 * from a real DANFSe the ADN served (Pacajá, 12/2025; docs/nfse.md, "DANFSe oficial").
 */
export const officialQrText = (accessKey: string) => `?tpc=1&chave=${accessKey}`;

/**
 * The fake ADN's DANFSe: a one-page PDF written by hand (Helvetica, Latin-1) with the title, the
 * access key, the number and the QR code the real one carries — the real ADN draws the full layout
 * (DANFSe v1.0).
 */
export function danfsePdf(note: Pick<FakeNote, "accessKey" | "number" | "cancelled" | "substitutedBy">) {
  const lines = [
    "DANFSe v1.0 - Documento Auxiliar da NFS-e (simulador do ADN)",
    "Chave de Acesso da NFS-e",
    note.accessKey,
    "Número da NFS-e",
    String(note.number),
    ...(note.cancelled ? ["NFS-e CANCELADA"] : note.substitutedBy ? ["NFS-e SUBSTITUÍDA"] : []),
  ];
  const pdfString = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const qr = qrPath(officialQrText(note.accessKey));
  const scale = 120 / qr.side;
  const content = [
    "BT /F1 11 Tf 50 790 Td 16 TL",
    ...lines.map((l) => `(${pdfString(l)}) Tj T*`),
    "ET",
    // The QR in module units, y down, mapped to a 120-point square at the top right.
    `q ${scale.toFixed(4)} 0 0 ${(-scale).toFixed(4)} 440 810 cm`,
    qr.rects.trimEnd(),
    "f Q",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
