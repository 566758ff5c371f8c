import { generateKeyPairSync } from "node:crypto";
import forge from "node-forge";

/**
 * A test ICP-Brasil-like PKI made locally (at test time, or by `npm start` for the demo in its data
 * directory: ./demo.ts): a root CA, A1 e-CNPJ certificates (CNPJ in the
 * subjectAltName OtherName 2.16.76.1.3.3 and in the CN as "NAME:CNPJ", A1 policy 2.16.76.1.2.1.x)
 * and a TLS server certificate for 127.0.0.1 / localhost.
 */
export interface TestCa {
  certPem: string;
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

let serial = 1;
const DAY = 86_400_000;

function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  return {
    privateKey: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey,
    publicKey: forge.pki.publicKeyFromPem(publicKey) as forge.pki.rsa.PublicKey,
  };
}

function newCert(publicKey: forge.pki.PublicKey, from: Date, until: Date) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  serial += 1;
  cert.serialNumber = (Date.now() * 100 + serial).toString(16);
  cert.validity.notBefore = from;
  cert.validity.notAfter = until;
  return cert;
}

export function makeTestCa(name = "AC Teste Caçamba Certa"): TestCa {
  const { privateKey, publicKey } = rsaKeys();
  const cert = newCert(publicKey, new Date(Date.now() - DAY), new Date(Date.now() + 3650 * DAY));
  const subject = [
    { name: "countryName", value: "BR" },
    { name: "organizationName", value: "ICP-Brasil (teste)" },
    { name: "commonName", value: forge.util.encodeUtf8(name) },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: true, critical: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  return { cert, key: privateKey, certPem: forge.pki.certificateToPem(cert) };
}

/** The CA kept as two PEM texts (certificate and private key), e.g. in the demo's data directory. */
export function caToPems(ca: TestCa): { certPem: string; keyPem: string } {
  return { certPem: ca.certPem, keyPem: forge.pki.privateKeyToPem(ca.key) };
}

export function caFromPems(pems: { certPem: string; keyPem: string }): TestCa {
  return {
    certPem: pems.certPem,
    cert: forge.pki.certificateFromPem(pems.certPem),
    key: forge.pki.privateKeyFromPem(pems.keyPem) as forge.pki.rsa.PrivateKey,
  };
}

const { asn1 } = forge;

/** subjectAltName with ICP-Brasil's OtherName for the CNPJ (DER built by hand: forge has no OtherName writer). */
function icpSubjectAltName(cnpj: string) {
  const otherName = (oid: string, value: string) =>
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes()),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, value),
      ]),
    ]);
  const seq = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    otherName("2.16.76.1.3.3", cnpj),
    otherName("2.16.76.1.3.4", `01011980${"0".repeat(11)}${"0".repeat(15)}`),
  ]);
  return { id: "2.5.29.17", name: "subjectAltName", value: asn1.toDer(seq).getBytes() };
}

function policies(oid: string) {
  const seq = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes()),
    ]),
  ]);
  return { id: "2.5.29.32", name: "certificatePolicies", value: asn1.toDer(seq).getBytes() };
}

export interface TestA1 {
  pfx: Buffer;
  password: string;
  keyPem: string;
  certPem: string;
  cnpj: string;
  holder: string;
  notAfter: Date;
}

/** An e-CNPJ A1 (or A3 when `kind` says so) issued by `ca`, packed as PKCS#12 with `password`. */
export function makeA1(
  ca: TestCa,
  opts: { cnpj: string; holder: string; validDays?: number; kind?: "A1" | "A3"; password?: string },
): TestA1 {
  const { privateKey, publicKey } = rsaKeys();
  const validDays = opts.validDays ?? 365;
  const notAfter = new Date(Date.now() + validDays * DAY);
  const cert = newCert(publicKey, new Date(Date.now() - 2 * DAY + Math.min(0, validDays) * DAY), notAfter);
  cert.setSubject([
    { name: "countryName", value: "BR" },
    { name: "organizationName", value: "ICP-Brasil (teste)" },
    { name: "commonName", value: forge.util.encodeUtf8(`${opts.holder}:${opts.cnpj}`) },
  ]);
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
    { name: "extKeyUsage", clientAuth: true, emailProtection: true },
    icpSubjectAltName(opts.cnpj),
    policies(opts.kind === "A3" ? "2.16.76.1.2.3.1" : "2.16.76.1.2.1.1"),
  ]);
  cert.sign(ca.key, forge.md.sha256.create());
  const password = opts.password ?? "senha-teste";
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert, ca.cert], password, { algorithm: "3des" });
  return {
    pfx: Buffer.from(asn1.toDer(p12).getBytes(), "binary"),
    password,
    keyPem: forge.pki.privateKeyToPem(privateKey),
    certPem: forge.pki.certificateToPem(cert),
    cnpj: opts.cnpj,
    holder: opts.holder,
    notAfter,
  };
}

/** The TLS certificate of a local fake server (127.0.0.1 and localhost), issued by `ca`. */
export function makeServerCert(ca: TestCa) {
  const { privateKey, publicKey } = rsaKeys();
  const cert = newCert(publicKey, new Date(Date.now() - DAY), new Date(Date.now() + 365 * DAY));
  cert.setSubject([{ name: "commonName", value: "localhost" }]);
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "extKeyUsage", serverAuth: true },
    {
      name: "subjectAltName",
      altNames: [
        { type: 2, value: "localhost" },
        { type: 7, ip: "127.0.0.1" },
      ],
    },
  ]);
  cert.sign(ca.key, forge.md.sha256.create());
  return { keyPem: forge.pki.privateKeyToPem(privateKey), certPem: forge.pki.certificateToPem(cert) };
}
