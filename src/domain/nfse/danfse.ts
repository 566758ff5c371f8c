import { readNote } from "./note";

/** What the DANFSe shows, read from the NFS-e the Sefin returned (the DPS is inside it). */
export interface DanfseFacts {
  accessKey: string;
  nfseNumber: string;
  dpsNumber: string;
  series: string;
  processedAt: string;
  environment: "restricted" | "production";
  tribNac: string;
  placeIbge: string;
  description: string;
  valueCents: number;
  /** The values the Sefin computed and wrote in the note. */
  issRatePercent: number | null;
  issCents: number | null;
  retainedCents: number | null;
  netCents: number;
}

export function danfseFacts(nfseXml: string): DanfseFacts {
  const note = readNote(nfseXml);
  return {
    accessKey: note.accessKey,
    nfseNumber: note.nfseNumber,
    dpsNumber: note.dps.number,
    series: note.dps.series,
    processedAt: note.processedAt,
    environment: note.environment,
    tribNac: note.dps.tribNac,
    placeIbge: note.dps.placeIbge,
    description: note.dps.description,
    valueCents: note.dps.valueCents,
    issRatePercent: note.values.issRatePercent,
    issCents: note.values.issCents,
    retainedCents: note.values.retainedCents,
    netCents: note.values.netCents,
  };
}

/**
 * What the DANFSe's QR code opens: the national public query of the note. The official generator
 * writes `?tpc=1&chave=…` relative to the portal; printed on paper it needs the portal's address.
 */
export const consultaUrl = (accessKey: string) =>
  `https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${accessKey}`;

/** The key in groups of four, as printed under the QR code. */
export const groupedKey = (accessKey: string) => accessKey.replace(/(\d{4})(?=\d)/g, "$1 ");
