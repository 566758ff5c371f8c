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
}

const tag = (xml: string, name: string) => {
  const m = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return (m?.[1] ?? "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
};

export function danfseFacts(accessKey: string, nfseXml: string): DanfseFacts {
  const value = tag(nfseXml, "vServ");
  const [units = "0", cents = "0"] = value.split(".");
  return {
    accessKey,
    nfseNumber: tag(nfseXml, "nNFSe"),
    dpsNumber: tag(nfseXml, "nDPS"),
    series: tag(nfseXml, "serie"),
    processedAt: tag(nfseXml, "dhProc"),
    environment: tag(nfseXml, "tpAmb") === "1" ? "production" : "restricted",
    tribNac: tag(nfseXml, "cTribNac"),
    placeIbge: tag(nfseXml, "cLocPrestacao"),
    description: tag(nfseXml, "xDescServ"),
    valueCents: Number(units) * 100 + Number(cents.padEnd(2, "0")),
  };
}

/** The national public query of a note by its access key: what the DANFSe's QR code opens. */
export const consultaUrl = (accessKey: string) =>
  `https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${accessKey}`;

/** The key in groups of four, as printed under the QR code. */
export const groupedKey = (accessKey: string) => accessKey.replace(/(\d{4})(?=\d)/g, "$1 ");
