import { DOMParser } from "@xmldom/xmldom";

/**
 * What an NFS-e says of itself, read from the XML the Sefin Nacional returns (`NFSe/infNFSe`, layout
 * 1.00 or 1.01, tiposComplexos TCInfNFSe): the number, key, processing time and the values the Sefin
 * computed. The DPS the note embeds gives the DPS number, series, service and declared value.
 */
export interface NfseNote {
  accessKey: string;
  nfseNumber: string;
  /** `dhProc`, as written (AAAA-MM-DDThh:mm:ss±hh:mm). */
  processedAt: string;
  /** `cStat`: 100 generated, 102 by judicial/administrative decision, 103 bypass, 107 replaced by an event. */
  status: string;
  issuingPlace: string;
  /** Where the ISS is due (`cLocIncid`), absent when not due in a municipality (e.g. export). */
  incidenceIbge: string | null;
  incidencePlace: string | null;
  serviceLabel: string;
  environment: "restricted" | "production";
  values: {
    baseCents: number | null;
    issRatePercent: number | null;
    issCents: number | null;
    retainedCents: number | null;
    netCents: number;
  };
  dps: {
    id: string;
    number: string;
    series: string;
    tribNac: string;
    placeIbge: string;
    description: string;
    valueCents: number;
  };
}

export class UnreadableNote extends Error {}

type El = Element;

const children = (el: El | null | undefined, name: string): El[] => {
  if (!el) return [];
  const out: El[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling)
    if (n.nodeType === 1 && (n as El).localName === name) out.push(n as El);
  return out;
};
const child = (el: El | null | undefined, name: string) => children(el, name)[0] ?? null;
const textOf = (el: El | null | undefined) => el?.textContent?.trim() ?? "";
const path = (el: El | null | undefined, ...names: string[]) =>
  names.reduce<El | null>((at, name) => child(at, name), el ?? null);

/** "1234.5" → 123450 (the layout's TSDec15V2); null when absent. */
export function decimalCents(text: string): number | null {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

function required(value: string, what: string) {
  if (!value) throw new UnreadableNote(`A NFS-e não traz ${what}.`);
  return value;
}

export function readNote(xml: string): NfseNote {
  let root: El | null = null;
  try {
    root = new DOMParser({ onError: () => undefined }).parseFromString(xml, "text/xml")
      .documentElement as unknown as El | null;
  } catch {
    root = null;
  }
  if (root?.localName !== "NFSe") throw new UnreadableNote("O documento não é uma NFS-e.");
  const inf = child(root, "infNFSe");
  const id = inf?.getAttribute("Id") ?? "";
  const key = required(/^NFS(\d{50})$/.exec(id)?.[1] ?? "", "a chave de acesso (infNFSe/@Id)");
  const values = child(inf, "valores");
  const infDps = path(inf, "DPS", "infDPS");
  const cents = (el: El | null) => decimalCents(textOf(el));
  const declared = cents(path(infDps, "valores", "vServPrest", "vServ"));
  const net = cents(child(values, "vLiq"));
  if (net === null) throw new UnreadableNote("A NFS-e não traz o valor líquido (valores/vLiq).");
  const rate = textOf(child(values, "pAliqAplic"));
  return {
    accessKey: key,
    nfseNumber: required(textOf(child(inf, "nNFSe")), "o número (nNFSe)"),
    processedAt: required(textOf(child(inf, "dhProc")), "a data de processamento (dhProc)"),
    status: textOf(child(inf, "cStat")),
    issuingPlace: textOf(child(inf, "xLocEmi")),
    incidenceIbge: textOf(child(inf, "cLocIncid")) || null,
    incidencePlace: textOf(child(inf, "xLocIncid")) || null,
    serviceLabel: textOf(child(inf, "xTribNac")),
    environment: textOf(child(infDps, "tpAmb")) === "1" ? "production" : "restricted",
    values: {
      baseCents: cents(child(values, "vBC")),
      issRatePercent: rate ? Number(rate) : null,
      issCents: cents(child(values, "vISSQN")),
      retainedCents: cents(child(values, "vTotalRet")),
      netCents: net,
    },
    dps: {
      id: infDps?.getAttribute("Id") ?? "",
      number: textOf(child(infDps, "nDPS")),
      series: textOf(child(infDps, "serie")),
      tribNac: textOf(path(infDps, "serv", "cServ", "cTribNac")),
      placeIbge: textOf(path(infDps, "serv", "locPrest", "cLocPrestacao")),
      description: textOf(path(infDps, "serv", "cServ", "xDescServ")),
      valueCents: declared ?? 0,
    },
  };
}
