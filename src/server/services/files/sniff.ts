/** File types accepted for uploads, recognised by their first bytes (never by name or browser header). */
export type SniffedType = "application/pdf" | "image/jpeg" | "image/png";

const SIGNATURES: { type: SniffedType; bytes: number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export const SNIFF_BYTES = 8;

export function sniffType(head: Uint8Array): SniffedType | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.type ?? null;
}

export const TYPE_LABEL: Record<SniffedType, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
};

export const EXTENSION: Record<SniffedType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
};

/** The file name extension for a stored file's type (`bin` for a type uploads no longer accept). */
export const extensionOf = (contentType: string): string =>
  (EXTENSION as Record<string, string>)[contentType] ?? "bin";
