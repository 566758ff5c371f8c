import { DOMParser } from "@xmldom/xmldom";
import { SignedXml } from "xml-crypto";
import { el, group, money } from "@/domain/nfse/xml";

/**
 * The NFS-e as the Sefin Nacional returns it (NFSe_v1.01.xsd, TCNFSe): `infNFSe` with the number,
 * `dhProc`, `cStat`, the places' names, the values the Sefin computed (base, rate applied, ISS, retained,
 * net), the emitter from its registry, the contributor's signed DPS embedded as received, and the
 * Sefin's own signature over `infNFSe` — RSA-SHA256, exclusive C14N with comments, as the produção
 * restrita note of Pacajá (docs/nfse.md, "A nota como a Sefin a devolve") is signed.
 */
export interface NoteFacts {
  accessKey: string;
  number: number;
  processedAt: string;
  /** What the fake's registries say: municipality names and UF, the place's ISS rate, the emitter. */
  issuingPlace: { name: string; uf: string; cep: string };
  incidencePlace: { ibge: string; name: string; issRate: number };
  serviceLabel: string;
  emitterName: string;
  signedDps: string;
}

const EXC_C14N_WITH_COMMENTS = "http://www.w3.org/2001/10/xml-exc-c14n#WithComments";
const RSA_SHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
const SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";
const ENVELOPED = "http://www.w3.org/2000/09/xmldsig#enveloped-signature";
const NFSE_NS = "http://www.sped.fazenda.gov.br/nfse";

const certBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, "");

function dpsText(doc: Document, path: string[]): string {
  let at: Element | null = doc.documentElement;
  for (const name of path) {
    let next: Element | null = null;
    for (let n = at?.firstChild ?? null; n; n = n.nextSibling)
      if (n.nodeType === 1 && (n as Element).localName === name) next = n as Element;
    at = next;
  }
  return at?.textContent?.trim() ?? "";
}

const cents = (text: string) => {
  const [units = "0", frac = ""] = text.split(".");
  return Number(units) * 100 + Number(frac.padEnd(2, "0").slice(0, 2));
};

/** The values the Sefin computes from the DPS: ISS at the place's rate (or the DPS's pAliq), retained when the taker withholds it. */
export function computeValues(signedDps: string, placeRate: number) {
  const doc = new DOMParser().parseFromString(signedDps, "text/xml") as unknown as Document;
  const v = (...path: string[]) => dpsText(doc, ["infDPS", "valores", ...path]);
  const base = cents(v("vServPrest", "vServ")) - cents(v("vDedRed", "vDR") || "0");
  const declaredRate = v("trib", "tribMun", "pAliq");
  const rate = declaredRate ? Number(declaredRate) : placeRate;
  const iss = Math.round((base * rate) / 100);
  // tpRetISSQN 2 or 3: the taker (or the intermediary) withholds the ISS.
  const retained = ["2", "3"].includes(v("trib", "tribMun", "tpRetISSQN")) ? iss : 0;
  return {
    baseCents: base,
    ratePercent: rate,
    issCents: iss,
    retainedCents: retained,
    netCents: cents(v("vServPrest", "vServ")) - retained,
    emitter: {
      taxId: dpsText(doc, ["infDPS", "prest", "CNPJ"]) || dpsText(doc, ["infDPS", "prest", "CPF"]),
      kind: dpsText(doc, ["infDPS", "prest", "CNPJ"]) ? "CNPJ" : "CPF",
      im: dpsText(doc, ["infDPS", "prest", "IM"]),
      cMun: dpsText(doc, ["infDPS", "cLocEmi"]),
    },
  };
}

export function buildNote(f: NoteFacts): string {
  const values = computeValues(f.signedDps, f.incidencePlace.issRate);
  const dps = f.signedDps.replace(/^<\?xml[^>]*\?>/, "");
  const infNfse = [
    el("xLocEmi", f.issuingPlace.name),
    el("xLocPrestacao", f.incidencePlace.name),
    el("nNFSe", f.number),
    el("cLocIncid", f.incidencePlace.ibge),
    el("xLocIncid", f.incidencePlace.name),
    el("xTribNac", f.serviceLabel),
    el("verAplic", "SefinNac_Fake_1.01"),
    el("ambGer", "2"),
    el("tpEmis", "1"),
    el("procEmi", "1"),
    el("cStat", "100"),
    el("dhProc", f.processedAt),
    el("nDFSe", f.number),
    group(
      "emit",
      el(values.emitter.kind, values.emitter.taxId),
      el("IM", values.emitter.im),
      el("xNome", f.emitterName),
      group(
        "enderNac",
        el("xLgr", "Endereço do cadastro CNPJ (simulador)"),
        el("nro", "S/N"),
        el("xBairro", "Centro"),
        el("cMun", values.emitter.cMun),
        el("UF", f.issuingPlace.uf),
        el("CEP", f.issuingPlace.cep),
      ),
    ),
    group(
      "valores",
      el("vBC", money(values.baseCents)),
      el("pAliqAplic", values.ratePercent.toFixed(2)),
      el("vISSQN", money(values.issCents)),
      el("vTotalRet", money(values.retainedCents)),
      el("vLiq", money(values.netCents)),
    ),
  ].join("");
  return `<?xml version="1.0" encoding="UTF-8"?><NFSe xmlns="${NFSE_NS}" versao="1.01"><infNFSe Id="NFS${f.accessKey}">${infNfse}${dps}</infNFSe></NFSe>`;
}

/** The Sefin's signature over `infNFSe`, appended to `NFSe` (its certificate in KeyInfo). */
export function signNote(xml: string, keyPem: string, certPem: string): string {
  const body = xml.replace(/^<\?xml[^>]*\?>/, "");
  const sig = new SignedXml({
    privateKey: keyPem,
    publicCert: certPem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N_WITH_COMMENTS,
    getKeyInfoContent: () => `<X509Data><X509Certificate>${certBody(certPem)}</X509Certificate></X509Data>`,
  });
  sig.addReference({
    xpath: "/*/*[local-name(.)='infNFSe']",
    transforms: [ENVELOPED, EXC_C14N_WITH_COMMENTS],
    digestAlgorithm: SHA256,
  });
  sig.computeSignature(body, { location: { reference: "/*", action: "append" } });
  return `<?xml version="1.0" encoding="UTF-8"?>${sig.getSignedXml()}`;
}
