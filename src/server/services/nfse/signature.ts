import { DOMParser } from "@xmldom/xmldom";
import { SignedXml } from "xml-crypto";

const EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
const ENVELOPED = "http://www.w3.org/2000/09/xmldsig#enveloped-signature";
const RSA_SHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
const SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const certBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, "");

/**
 * Enveloped XMLDSig over the element `tag` (its `Id` is the reference), with RSA-SHA256 and
 * exclusive C14N, the Signature appended to the root without a prefix, the certificate in KeyInfo.
 * Returns the document with the XML declaration the Sefin asks for (E1229 without it).
 */
export function signEnveloped(xml: string, tag: string, keyPem: string, certPem: string): string {
  const body = xml.startsWith("<?xml") ? xml.slice(xml.indexOf("?>") + 2) : xml;
  const sig = new SignedXml({
    privateKey: keyPem,
    publicCert: certPem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
    getKeyInfoContent: () => `<X509Data><X509Certificate>${certBody(certPem)}</X509Certificate></X509Data>`,
  });
  sig.addReference({
    xpath: `//*[local-name(.)='${tag}']`,
    transforms: [ENVELOPED, EXC_C14N],
    digestAlgorithm: SHA256,
  });
  sig.computeSignature(body, { location: { reference: "/*", action: "append" } });
  return XML_DECLARATION + sig.getSignedXml();
}

export type SignatureProblem = "no_declaration" | "prefixed" | "missing" | "invalid" | "wrong_reference";

/**
 * Checks a signed document as the Sefin does: the declaration, an unprefixed Signature, the reference
 * to `tag`'s Id, and the signature itself with the certificate it carries. Returns that certificate.
 */
export function verifyEnveloped(
  xml: string,
  tag: string,
): { ok: true; certPem: string } | { ok: false; problem: SignatureProblem } {
  if (!xml.startsWith(XML_DECLARATION)) return { ok: false, problem: "no_declaration" };
  if (/<\w+:Signature[\s>]/.test(xml)) return { ok: false, problem: "prefixed" };
  const doc = new DOMParser().parseFromString(xml, "text/xml");
  const signature = doc.getElementsByTagNameNS("http://www.w3.org/2000/09/xmldsig#", "Signature")[0];
  const target = doc.getElementsByTagName(tag)[0];
  if (!signature || !target) return { ok: false, problem: "missing" };
  const certText = signature.getElementsByTagName("X509Certificate")[0]?.textContent?.replace(/\s/g, "");
  if (!certText) return { ok: false, problem: "missing" };
  const certPem = `-----BEGIN CERTIFICATE-----\n${certText.match(/.{1,64}/g)?.join("\n")}\n-----END CERTIFICATE-----\n`;
  const sig = new SignedXml({ publicCert: certPem });
  sig.loadSignature(signature as unknown as Node);
  let valid = false;
  try {
    valid = sig.checkSignature(xml);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, problem: "invalid" };
  const uri = signature.getElementsByTagName("Reference")[0]?.getAttribute("URI");
  if (uri !== `#${target.getAttribute("Id")}`) return { ok: false, problem: "wrong_reference" };
  return { ok: true, certPem };
}
