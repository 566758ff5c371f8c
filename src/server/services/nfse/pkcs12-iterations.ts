import forge from "node-forge";

/**
 * The most key-derivation iterations a PKCS#12 file may ask for. Real A1 files use a few thousand:
 * OpenSSL's `pkcs12 -export` 2,048, Windows' export 2,000, Java's keytool 10,000. Each iteration is
 * paid in JavaScript by node-forge (100,000 took 1.7 s for one file here); a file asking 2³¹−1 would
 * hold a thread for hours.
 */
export const MAX_PKCS12_ITERATIONS = 100_000;

type Asn1 = forge.asn1.Asn1;

/** PKCS#12 PBE (1.2.840.113549.1.12.1.n) and PBES1 (1.2.840.113549.1.5.n): params are (salt, iterations). */
const PBE_PREFIXES = ["1.2.840.113549.1.12.1.", "1.2.840.113549.1.5."];
const OID_PBES2 = "1.2.840.113549.1.5.13";
const OID_PBKDF2 = "1.2.840.113549.1.5.12";
/** Deeper than any real file nests; a deeper one is not read further (and forge refuses it anyway). */
const MAX_DEPTH = 64;

const { Class, Type } = forge.asn1;

/** node-forge's `fromDer` takes these options (its typings know only the `strict` flag). */
const fromDer = forge.asn1.fromDer as unknown as (
  bytes: string,
  options: { strict: boolean; parseAllBytes: boolean; decodeBitStrings: boolean },
) => Asn1;

/** An INTEGER's value; past 31 bits (or negative) it is `Infinity`: no real count comes near. */
function integerValue(node: Asn1 | undefined): number {
  if (!node || node.tagClass !== Class.UNIVERSAL || node.type !== Type.INTEGER) return 0;
  const bytes = String(node.value).replace(/^\0+/, "");
  if (bytes.length > 4 || (bytes.length > 0 && bytes.charCodeAt(0) >= 0x80 && bytes.length === 4))
    return Number.POSITIVE_INFINITY;
  let n = 0;
  for (let i = 0; i < bytes.length; i++) n = n * 256 + bytes.charCodeAt(i);
  return n;
}

const children = (node: Asn1): Asn1[] => (Array.isArray(node.value) ? (node.value as Asn1[]) : []);

function oidOf(node: Asn1 | undefined): string | null {
  if (!node || node.tagClass !== Class.UNIVERSAL || node.type !== Type.OID) return null;
  try {
    return forge.asn1.derToOid(node.value as string);
  } catch {
    return null;
  }
}

/** The iteration count an AlgorithmIdentifier asks for, when it is a password-based one. */
function algorithmIterations(node: Asn1): number {
  const [first, params] = children(node);
  const oid = oidOf(first);
  if (!oid || !params) return 0;
  if (oid === OID_PBKDF2) return integerValue(children(params)[1]);
  if (oid === OID_PBES2) {
    const [kdf] = children(params);
    return kdf ? algorithmIterations(kdf) : 0;
  }
  if (PBE_PREFIXES.some((p) => oid.startsWith(p))) return integerValue(children(params)[1]);
  return 0;
}

/** DER inside an OCTET STRING (PKCS#12 wraps its contents so), or null when it is not. */
function innerDer(node: Asn1): Asn1 | null {
  const bytes = node.value;
  if (typeof bytes !== "string" || bytes.charCodeAt(0) !== 0x30) return null;
  try {
    return fromDer(bytes, { strict: true, parseAllBytes: true, decodeBitStrings: false });
  } catch {
    return null;
  }
}

function largestIn(node: Asn1, depth: number): number {
  if (depth > MAX_DEPTH) return 0;
  let largest = algorithmIterations(node);
  if (node.tagClass === Class.UNIVERSAL && node.type === Type.OCTETSTRING && !node.constructed) {
    const inner = innerDer(node);
    if (inner) largest = Math.max(largest, largestIn(inner, depth + 1));
  }
  for (const child of children(node)) largest = Math.max(largest, largestIn(child, depth + 1));
  return largest;
}

/**
 * The largest iteration count a PKCS#12 file asks for before its password is tried: its MAC's
 * (MacData) and every password-based algorithm readable without the password (the key bag, the
 * encrypted contents' own parameters). A bag hidden inside encrypted contents is only seen once
 * decrypted: the time budget of `readA1OffThread` covers that one. A file that is not DER gives 0
 * (the reader refuses it as unreadable).
 */
export function largestIterationCount(der: Uint8Array): number {
  let root: Asn1;
  try {
    root = fromDer(Buffer.from(der).toString("binary"), {
      strict: true,
      parseAllBytes: false,
      decodeBitStrings: false,
    });
  } catch {
    return 0;
  }
  const macData = children(root)[2];
  const macIterations = macData ? integerValue(children(macData)[2]) || 1 : 0;
  return Math.max(macIterations, largestIn(root, 0));
}
