import forge from "node-forge";
import { largestIterationCount, MAX_PKCS12_ITERATIONS } from "./pkcs12-iterations";

/** ICP-Brasil's OtherName in subjectAltName holding the company's CNPJ (DOC-ICP-04, 2.16.76.1.3.3). */
const OID_CNPJ = "2.16.76.1.3.3";
/** ICP-Brasil certificate policies: A1 is 2.16.76.1.2.1.n; A3 is 2.16.76.1.2.3.n (DOC-ICP-04). */
const OID_POLICY_A1 = "2.16.76.1.2.1.";
const OID_POLICY_ICP = "2.16.76.1.2.";

export interface A1Certificate {
  cnpj: string;
  holder: string;
  notBefore: Date;
  notAfter: Date;
  /** PEM of the private key and of the holder's certificate (plus the chain it came with). */
  keyPem: string;
  certPem: string;
  chainPem: string[];
}

export type CertificateProblem =
  | "unreadable"
  | "wrong_password"
  | "no_key"
  | "not_a1"
  | "no_cnpj"
  | "expired"
  | "not_yet_valid"
  | "other_cnpj"
  | "too_many_iterations"
  | "too_slow"
  | "busy";

export const CERTIFICATE_PROBLEM_TEXT: Record<CertificateProblem, string> = {
  unreadable: "O arquivo não é um certificado PKCS#12 (.pfx ou .p12) legível.",
  wrong_password: "A senha do certificado está errada.",
  no_key: "O arquivo não traz a chave privada: exporte o certificado A1 com a chave.",
  not_a1: "Este não é um certificado A1 da ICP-Brasil (o A3 fica no cartão ou token e não pode ser enviado).",
  no_cnpj: "O certificado não traz um CNPJ: use o e-CNPJ A1 da empresa.",
  expired: "O certificado está vencido: renove-o com a sua autoridade certificadora.",
  not_yet_valid: "O certificado ainda não começou a valer.",
  other_cnpj: "O certificado é de outro CNPJ: envie o e-CNPJ A1 desta empresa.",
  too_many_iterations: `O arquivo pede mais de ${MAX_PKCS12_ITERATIONS.toLocaleString("pt-BR")} iterações para abrir a chave (um certificado A1 real usa poucos milhares): exporte-o de novo pelo programa da sua autoridade certificadora ou pelo navegador.`,
  too_slow:
    "O arquivo demorou demais para ser lido e foi recusado: exporte o certificado A1 de novo pelo programa da sua autoridade certificadora.",
  busy: "Outros certificados estão sendo lidos agora: tente de novo em alguns segundos.",
};

export class CertificateError extends Error {
  constructor(readonly problem: CertificateProblem) {
    super(CERTIFICATE_PROBLEM_TEXT[problem]);
  }
}

type Asn1 = forge.asn1.Asn1;

/** The CNPJ in the OtherName 2.16.76.1.3.3 of the subjectAltName, or in the CN ("NAME:CNPJ"). */
function cnpjOf(cert: forge.pki.Certificate): string | null {
  const san = cert.getExtension("subjectAltName") as { value?: string } | null;
  if (san?.value) {
    const seq = forge.asn1.fromDer(san.value);
    for (const name of seq.value as Asn1[]) {
      if (name.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || name.type !== 0) continue;
      const [oid, wrapped] = name.value as Asn1[];
      if (!oid || !wrapped || forge.asn1.derToOid(oid.value as string) !== OID_CNPJ) continue;
      const inner = (wrapped.value as Asn1[])[0];
      const digits = String(inner?.value ?? "").replace(/\D/g, "");
      if (digits.length === 14) return digits;
    }
  }
  const cn = String(cert.subject.getField("CN")?.value ?? "");
  const m = /:(\d{14})$/.exec(cn);
  return m?.[1] ?? null;
}

function policiesOf(cert: forge.pki.Certificate): string[] {
  const ext = cert.getExtension("certificatePolicies") as { value?: string } | null;
  if (!ext?.value) return [];
  const seq = forge.asn1.fromDer(ext.value);
  return (seq.value as Asn1[]).flatMap((info) => {
    const oid = (info.value as Asn1[])[0];
    return oid ? [forge.asn1.derToOid(oid.value as string)] : [];
  });
}

/** Reads a PKCS#12 file: the key, the certificate with its CNPJ and holder, or the reason it is refused. */
export function readA1(pfx: Uint8Array, password: string): A1Certificate {
  if (largestIterationCount(pfx) > MAX_PKCS12_ITERATIONS) throw new CertificateError("too_many_iterations");
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = forge.util.createBuffer(Buffer.from(pfx).toString("binary"));
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), false, password);
  } catch (e) {
    const message = e instanceof Error ? e.message : "";
    throw new CertificateError(/password|MAC/i.test(message) ? "wrong_password" : "unreadable");
  }
  const bag = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const oids = forge.pki.oids as Record<string, string>;
  const keyBag = bag(oids.pkcs8ShroudedKeyBag ?? "")[0] ?? bag(oids.keyBag ?? "")[0];
  if (!keyBag?.key) throw new CertificateError("no_key");
  const certs = bag(oids.certBag ?? "")
    .map((b: forge.pkcs12.Bag) => b.cert)
    .filter(
      (c: forge.pki.Certificate | undefined): c is forge.pki.Certificate => c !== undefined && c !== null,
    );
  const key = keyBag.key as forge.pki.rsa.PrivateKey;
  const own = certs.find((c: forge.pki.Certificate) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.equals(key.n);
  });
  if (!own) throw new CertificateError("no_key");
  const policies = policiesOf(own);
  if (!policies.some((p) => p.startsWith(OID_POLICY_A1))) throw new CertificateError("not_a1");
  const cnpj = cnpjOf(own);
  if (!cnpj) throw new CertificateError("no_cnpj");
  const cn = String(own.subject.getField("CN")?.value ?? "");
  return {
    cnpj,
    holder: forge.util.decodeUtf8(cn).replace(/:\d{14}$/, ""),
    notBefore: own.validity.notBefore,
    notAfter: own.validity.notAfter,
    keyPem: forge.pki.privateKeyToPem(key),
    certPem: forge.pki.certificateToPem(own),
    chainPem: certs
      .filter((c: forge.pki.Certificate) => c !== own)
      .map((c: forge.pki.Certificate) => forge.pki.certificateToPem(c)),
  };
}

/** The problem that keeps this certificate from signing for `cnpj` at `now`, or null. */
export function certificateProblem(cert: A1Certificate, cnpj: string, now: Date): CertificateProblem | null {
  if (cert.notAfter.getTime() <= now.getTime()) return "expired";
  if (cert.notBefore.getTime() > now.getTime()) return "not_yet_valid";
  if (cert.cnpj !== cnpj.replace(/\D/g, "")) return "other_cnpj";
  return null;
}

export { OID_CNPJ, OID_POLICY_ICP };
