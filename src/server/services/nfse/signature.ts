import { DOMParser } from "@xmldom/xmldom";
import { SignedXml } from "xml-crypto";
import { type SignatureProfile, signatureProfileFromEnv } from "./config";

const DSIG = "http://www.w3.org/2000/09/xmldsig#";
const ENVELOPED = "http://www.w3.org/2000/09/xmldsig#enveloped-signature";
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The algorithms of one XMLDSig profile: C14N is the SignedInfo's and the Reference's second transform. */
export interface SignatureAlgorithms {
  canonicalization: string;
  signature: string;
  digest: string;
}

/**
 * `sha1`: the profile of the Manual de Integração do Sistema Nacional NFS-e (v1.00.02) — C14N 1.0,
 * RSA-SHA1, SHA-1 digest — the default. `sha256`: exclusive C14N and RSA-SHA256, what the product
 * signed before issue 43, kept as the setting NFSE_SIGNATURE_PROFILE=sha256 (docs/nfse.md).
 */
export const SIGNATURE_PROFILES: Record<SignatureProfile, SignatureAlgorithms> = {
  sha1: {
    canonicalization: "http://www.w3.org/TR/2001/REC-xml-c14n-20010315",
    signature: "http://www.w3.org/2000/09/xmldsig#rsa-sha1",
    digest: "http://www.w3.org/2000/09/xmldsig#sha1",
  },
  sha256: {
    canonicalization: "http://www.w3.org/2001/10/xml-exc-c14n#",
    signature: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    digest: "http://www.w3.org/2001/04/xmlenc#sha256",
  },
};

const certBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, "");

/**
 * Enveloped XMLDSig over the element `tag` (its `Id` is the reference) with the profile's algorithms
 * (NFSE_SIGNATURE_PROFILE unless given), the Signature appended to the root without a prefix, the
 * certificate in KeyInfo. Returns the document with the XML declaration the Sefin asks for (E1229
 * without it).
 */
export function signEnveloped(
  xml: string,
  tag: string,
  keyPem: string,
  certPem: string,
  profile: SignatureProfile = signatureProfileFromEnv(),
): string {
  const algorithms = SIGNATURE_PROFILES[profile];
  const body = xml.startsWith("<?xml") ? xml.slice(xml.indexOf("?>") + 2) : xml;
  const sig = new SignedXml({
    privateKey: keyPem,
    publicCert: certPem,
    signatureAlgorithm: algorithms.signature,
    canonicalizationAlgorithm: algorithms.canonicalization,
    getKeyInfoContent: () => `<X509Data><X509Certificate>${certBody(certPem)}</X509Certificate></X509Data>`,
  });
  sig.addReference({
    xpath: `//*[local-name(.)='${tag}']`,
    transforms: [ENVELOPED, algorithms.canonicalization],
    digestAlgorithm: algorithms.digest,
  });
  sig.computeSignature(body, { location: { reference: "/*", action: "append" } });
  return XML_DECLARATION + sig.getSignedXml();
}

export type SignatureProblem =
  | "no_declaration"
  | "prefixed"
  | "missing"
  | "unsupported_profile"
  | "invalid"
  | "wrong_reference";

const algorithmOf = (parent: Element | undefined, tag: string) =>
  parent?.getElementsByTagNameNS(DSIG, tag)[0]?.getAttribute("Algorithm") ?? null;

/**
 * The profile a Signature follows, or null: its SignedInfo, its one Reference's two transforms
 * (enveloped, then the same C14N) and its digest must all be those of one profile, none mixed.
 */
export function signatureProfileOf(signature: Element): SignatureProfile | null {
  const signedInfo = signature.getElementsByTagNameNS(DSIG, "SignedInfo")[0];
  const references = signedInfo?.getElementsByTagNameNS(DSIG, "Reference");
  if (!signedInfo || references?.length !== 1) return null;
  const reference = references[0];
  const transforms = Array.from(reference?.getElementsByTagNameNS(DSIG, "Transform") ?? []).map((t) =>
    t.getAttribute("Algorithm"),
  );
  const seen = {
    canonicalization: algorithmOf(signedInfo, "CanonicalizationMethod"),
    signature: algorithmOf(signedInfo, "SignatureMethod"),
    digest: algorithmOf(reference, "DigestMethod"),
  };
  const profiles = Object.entries(SIGNATURE_PROFILES) as [SignatureProfile, SignatureAlgorithms][];
  const match = profiles.find(
    ([, a]) =>
      seen.canonicalization === a.canonicalization &&
      seen.signature === a.signature &&
      seen.digest === a.digest &&
      transforms.length === 2 &&
      transforms[0] === ENVELOPED &&
      transforms[1] === a.canonicalization,
  );
  return match?.[0] ?? null;
}

/**
 * Checks a signed document as the Sefin does: the declaration, an unprefixed Signature, one of the
 * accepted profiles, the reference to `tag`'s Id, and the signature itself with the certificate it
 * carries. Returns that certificate and the profile.
 */
export function verifyEnveloped(
  xml: string,
  tag: string,
): { ok: true; certPem: string; profile: SignatureProfile } | { ok: false; problem: SignatureProblem } {
  if (!xml.startsWith(XML_DECLARATION)) return { ok: false, problem: "no_declaration" };
  if (/<\w+:Signature[\s>]/.test(xml)) return { ok: false, problem: "prefixed" };
  const doc = new DOMParser().parseFromString(xml, "text/xml");
  const signatures = doc.getElementsByTagNameNS(DSIG, "Signature");
  const signature = signatures[0];
  const target = doc.getElementsByTagName(tag)[0];
  if (!signature || signatures.length !== 1 || !target) return { ok: false, problem: "missing" };
  const certText = signature.getElementsByTagName("X509Certificate")[0]?.textContent?.replace(/\s/g, "");
  if (!certText) return { ok: false, problem: "missing" };
  const profile = signatureProfileOf(signature as unknown as Element);
  if (!profile) return { ok: false, problem: "unsupported_profile" };
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
  const uri = signature.getElementsByTagNameNS(DSIG, "Reference")[0]?.getAttribute("URI");
  if (uri !== `#${target.getAttribute("Id")}`) return { ok: false, problem: "wrong_reference" };
  return { ok: true, certPem, profile };
}
