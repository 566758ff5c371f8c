import forge from "node-forge";

type Asn1 = forge.asn1.Asn1;
const { Class, Type } = forge.asn1;
const PBE = /^1\.2\.840\.113549\.1\.(12\.1\.|5\.(1|3|4|6|10|11|12)$)/;

function rewrite(node: Asn1, count: string, where: { mac: boolean; keys: boolean }): void {
  if (!Array.isArray(node.value)) {
    if (
      node.type === Type.OCTETSTRING &&
      typeof node.value === "string" &&
      node.value.charCodeAt(0) === 0x30
    ) {
      try {
        const inner = forge.asn1.fromDer(node.value, true);
        rewrite(inner, count, where);
        node.value = forge.asn1.toDer(inner).getBytes();
      } catch {
        // not DER: left as it is
      }
    }
    return;
  }
  const kids = node.value as Asn1[];
  const first = kids[0];
  if (where.keys && first?.type === Type.OID && first.tagClass === Class.UNIVERSAL) {
    const oid = forge.asn1.derToOid(first.value as string);
    const params = kids[1]?.value;
    if (PBE.test(oid) && Array.isArray(params) && params[1]?.type === Type.INTEGER) params[1].value = count;
  }
  for (const kid of kids) rewrite(kid, count, where);
}

/**
 * A PKCS#12 file with its key-derivation iteration counts replaced by `iterations` (its MAC's, its
 * key bag's, or both), as `openssl pkcs12 -export -iter N` writes them, without paying N to make it:
 * the MAC and the encrypted key no longer match, which a reader only finds after deriving the keys.
 */
export function withIterations(
  pfx: Uint8Array,
  iterations: number,
  where: { mac: boolean; keys: boolean } = { mac: true, keys: true },
): Buffer {
  const root = forge.asn1.fromDer(Buffer.from(pfx).toString("binary"));
  const count = forge.asn1.integerToDer(iterations).getBytes();
  rewrite(root, count, where);
  const macData = (root.value as Asn1[])[2];
  if (where.mac && macData && Array.isArray(macData.value)) {
    const node = (macData.value as Asn1[])[2];
    if (node) node.value = count;
    else (macData.value as Asn1[]).push(forge.asn1.create(Class.UNIVERSAL, Type.INTEGER, false, count));
  }
  return Buffer.from(forge.asn1.toDer(root).getBytes(), "binary");
}
