import { DOMParser } from "@xmldom/xmldom";
import { afterEach, describe, expect, it } from "vitest";
import { SignedXml } from "xml-crypto";
import { buildCancelRequest } from "@/domain/nfse/events";
import { readA1 } from "@/server/services/nfse/certificate";
import { signatureProfileFromEnv } from "@/server/services/nfse/config";
import { makeA1, makeTestCa } from "@/server/services/nfse/fake/pki";
import { SIGNATURE_PROFILES, signEnveloped, verifyEnveloped } from "@/server/services/nfse/signature";
import { validateAgainst } from "@/server/services/nfse/xsd";
import { sampleDps } from "../../helpers/sample-dps";

const DSIG = "http://www.w3.org/2000/09/xmldsig#";
const a1 = makeA1(makeTestCa(), { cnpj: "11222333000181", holder: "CAÇAMBAS HALFELD LTDA" });
const cert = readA1(a1.pfx, a1.password);

const dps = (number: number) => sampleDps(number);

/** The algorithm URIs of the document's one Signature, in document order. */
function algorithmsOf(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "text/xml");
  const at = (tag: string) =>
    Array.from(doc.getElementsByTagNameNS(DSIG, tag)).map((e) => e.getAttribute("Algorithm"));
  return {
    canonicalization: at("CanonicalizationMethod"),
    signature: at("SignatureMethod"),
    transforms: at("Transform"),
    digest: at("DigestMethod"),
  };
}

/** xml-crypto on its own, with the certificate given here (not the one the document carries). */
function xmlCryptoVerifies(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "text/xml");
  const verifier = new SignedXml({ publicCert: cert.certPem });
  verifier.loadSignature(doc.getElementsByTagNameNS(DSIG, "Signature")[0] as unknown as Node);
  return verifier.checkSignature(xml);
}

const saved = process.env.NFSE_SIGNATURE_PROFILE;
afterEach(() => {
  if (saved === undefined) delete process.env.NFSE_SIGNATURE_PROFILE;
  else process.env.NFSE_SIGNATURE_PROFILE = saved;
});

describe("XMLDSig profile of the DPS and events", () => {
  it("by default the manual's: C14N 1.0, RSA-SHA1, SHA-1, enveloped; xml-crypto and our check verify it; the XSD accepts it", async () => {
    delete process.env.NFSE_SIGNATURE_PROFILE;
    const signed = signEnveloped(dps(1), "infDPS", cert.keyPem, cert.certPem);
    expect(algorithmsOf(signed)).toEqual({
      canonicalization: ["http://www.w3.org/TR/2001/REC-xml-c14n-20010315"],
      signature: ["http://www.w3.org/2000/09/xmldsig#rsa-sha1"],
      transforms: [
        "http://www.w3.org/2000/09/xmldsig#enveloped-signature",
        "http://www.w3.org/TR/2001/REC-xml-c14n-20010315",
      ],
      digest: ["http://www.w3.org/2000/09/xmldsig#sha1"],
    });
    expect(signed).toMatch(/<Reference URI="#DPS\d{42}">/);
    expect(signed).toMatch(/<DigestValue>[A-Za-z0-9+/]{27}=<\/DigestValue>/);
    expect(xmlCryptoVerifies(signed)).toBe(true);
    expect(verifyEnveloped(signed, "infDPS")).toMatchObject({ ok: true, profile: "sha1" });
    expect((await validateAgainst("DPS_v1.01.xsd", signed)).errors).toEqual([]);
  });

  it("NFSE_SIGNATURE_PROFILE=sha256: exclusive C14N, RSA-SHA256, SHA-256; verified the same way", async () => {
    process.env.NFSE_SIGNATURE_PROFILE = "sha256";
    const signed = signEnveloped(dps(2), "infDPS", cert.keyPem, cert.certPem);
    expect(algorithmsOf(signed)).toEqual({
      canonicalization: ["http://www.w3.org/2001/10/xml-exc-c14n#"],
      signature: ["http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"],
      transforms: [
        "http://www.w3.org/2000/09/xmldsig#enveloped-signature",
        "http://www.w3.org/2001/10/xml-exc-c14n#",
      ],
      digest: ["http://www.w3.org/2001/04/xmlenc#sha256"],
    });
    expect(xmlCryptoVerifies(signed)).toBe(true);
    expect(verifyEnveloped(signed, "infDPS")).toMatchObject({ ok: true, profile: "sha256" });
    expect((await validateAgainst("DPS_v1.01.xsd", signed)).errors).toEqual([]);
  });

  it("the cancellation request is signed with the same profile", async () => {
    const { xml } = buildCancelRequest({
      environment: "restricted",
      at: new Date("2026-03-06T12:00:00Z"),
      appVersion: "CacambaCerta-1.0",
      authorCnpj: "11222333000181",
      accessKey: "3".repeat(50),
      reason: "2",
      text: "Serviço não prestado: pedido desistido",
    });
    for (const profile of ["sha1", "sha256"] as const) {
      const signed = signEnveloped(xml, "infPedReg", cert.keyPem, cert.certPem, profile);
      expect(algorithmsOf(signed).signature).toEqual([SIGNATURE_PROFILES[profile].signature]);
      expect(verifyEnveloped(signed, "infPedReg")).toMatchObject({ ok: true, profile });
      expect((await validateAgainst("pedRegEvento_v1.01.xsd", signed)).errors).toEqual([]);
    }
  });

  it("the setting: sha1 when unset or empty, either name in any case; anything else refused in pt-BR", () => {
    expect(signatureProfileFromEnv({})).toBe("sha1");
    expect(signatureProfileFromEnv({ NFSE_SIGNATURE_PROFILE: "" })).toBe("sha1");
    expect(signatureProfileFromEnv({ NFSE_SIGNATURE_PROFILE: " SHA256 " })).toBe("sha256");
    expect(() => signatureProfileFromEnv({ NFSE_SIGNATURE_PROFILE: "rsa-sha512" })).toThrow(
      /não é um perfil de assinatura da NFS-e: use sha1 .* ou sha256/,
    );
    process.env.NFSE_SIGNATURE_PROFILE = "md5";
    expect(() => signEnveloped(dps(3), "infDPS", cert.keyPem, cert.certPem)).toThrow(
      /NFSE_SIGNATURE_PROFILE=md5/,
    );
  });

  it("the check accepts only those two profiles, unmixed, and refuses broken signatures", () => {
    const sha1 = signEnveloped(dps(4), "infDPS", cert.keyPem, cert.certPem, "sha1");
    const sha256 = signEnveloped(dps(5), "infDPS", cert.keyPem, cert.certPem, "sha256");
    // A third profile, validly signed (xml-crypto verifies it): RSA-SHA512 over exclusive C14N.
    const other = new SignedXml({
      privateKey: cert.keyPem,
      publicCert: cert.certPem,
      signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha512",
      canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
      getKeyInfoContent: () =>
        `<X509Data><X509Certificate>${cert.certPem.replace(/-----[^-]+-----|\s/g, "")}</X509Certificate></X509Data>`,
    });
    other.addReference({
      xpath: "//*[local-name(.)='infDPS']",
      transforms: [
        "http://www.w3.org/2000/09/xmldsig#enveloped-signature",
        "http://www.w3.org/2001/10/xml-exc-c14n#",
      ],
      digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha512",
    });
    other.computeSignature(dps(6), { location: { reference: "/*", action: "append" } });
    const sha512 = `<?xml version="1.0" encoding="UTF-8"?>${other.getSignedXml()}`;
    expect(xmlCryptoVerifies(sha512)).toBe(true);
    expect(verifyEnveloped(sha512, "infDPS")).toEqual({ ok: false, problem: "unsupported_profile" });
    // Mixed: the manual's SignedInfo with the SHA-256 digest (the signature no longer matches either).
    const mixed = sha1.replace(
      "http://www.w3.org/2000/09/xmldsig#sha1",
      "http://www.w3.org/2001/04/xmlenc#sha256",
    );
    expect(verifyEnveloped(mixed, "infDPS")).toEqual({ ok: false, problem: "unsupported_profile" });
    // One transform only (what a real national NFS-e carries at its root, not a DPS of ours).
    const oneTransform = sha1.replace(
      '<Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>',
      "",
    );
    expect(verifyEnveloped(oneTransform, "infDPS")).toEqual({ ok: false, problem: "unsupported_profile" });
    for (const signed of [sha1, sha256]) {
      expect(verifyEnveloped(signed.replace("1234.56", "1234.57"), "infDPS")).toEqual({
        ok: false,
        problem: "invalid",
      });
      const value = signed.match(/<SignatureValue>([^<]+)</)?.[1] ?? "";
      const flipped = `${value.startsWith("A") ? "B" : "A"}${value.slice(1)}`;
      expect(verifyEnveloped(signed.replace(value, flipped), "infDPS")).toEqual({
        ok: false,
        problem: "invalid",
      });
    }
  });
});
