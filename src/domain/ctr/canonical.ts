import { formatDecimal, QUANTITY_PLACES } from "../quantity";

/**
 * Canonical form of an issued CTR and its SHA-256 content hash. The hash covers what is printed
 * when the CTR is issued (number, date, parties, waste, destination) — not the later receipt, so a
 * copy printed at issue still matches the public check page after the load is received.
 * Quantities are written as the database keeps them (`formatDecimal`), so the hash is of what is stored.
 * Hashing uses Web Crypto (`crypto.subtle`), present in browsers and in Node ≥ 20: the same
 * function can re-check a printed hash in the browser.
 */
export interface CtrCanonicalInput {
  number: string;
  issuedAt: Date;
  generator: { name: string; taxId: string; address: string };
  origin: { address: string; municipalityId: string };
  transporter: {
    name: string;
    taxId: string;
    licenceNumber: string;
    truckPlate: string;
    driverName: string;
    cacambaNumber: number | null;
  };
  waste: { kind: string; class: string; material: string; volumeM3: number };
  destination: { name: string; taxId: string; licenceNumber: string; kind: string; address: string };
}

export const CTR_CANONICAL_VERSION = "ctr-v1";

function text(s: string): string {
  return s.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** One `key=value` line per field, fixed order, NFC text, ISO UTC time, volume as stored (2 decimals). */
export function canonicalCtr(c: CtrCanonicalInput): string {
  const fields: [string, string][] = [
    ["version", CTR_CANONICAL_VERSION],
    ["number", c.number],
    ["issued_at", c.issuedAt.toISOString()],
    ["generator.name", text(c.generator.name)],
    ["generator.tax_id", c.generator.taxId],
    ["generator.address", text(c.generator.address)],
    ["origin.address", text(c.origin.address)],
    ["origin.municipality", c.origin.municipalityId],
    ["transporter.name", text(c.transporter.name)],
    ["transporter.tax_id", c.transporter.taxId],
    ["transporter.licence", text(c.transporter.licenceNumber)],
    ["transporter.plate", c.transporter.truckPlate],
    ["transporter.driver", text(c.transporter.driverName)],
    ["transporter.cacamba", c.transporter.cacambaNumber === null ? "" : String(c.transporter.cacambaNumber)],
    ["waste.kind", c.waste.kind],
    ["waste.class", c.waste.class],
    ["waste.material", text(c.waste.material)],
    ["waste.volume_m3", formatDecimal(c.waste.volumeM3, QUANTITY_PLACES.volumeM3)],
    ["destination.name", text(c.destination.name)],
    ["destination.tax_id", c.destination.taxId],
    ["destination.licence", text(c.destination.licenceNumber)],
    ["destination.kind", c.destination.kind],
    ["destination.address", text(c.destination.address)],
  ];
  return `${fields.map(([k, v]) => `${k}=${v.replace(/\n/g, " ")}`).join("\n")}\n`;
}

/** Lowercase hex SHA-256 of the canonical form. */
export async function ctrContentHash(c: CtrCanonicalInput): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalCtr(c));
  const digest = await globalThis.crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The hash in groups of 8 for print and screen: easier to compare by eye. */
export function groupHash(hash: string): string {
  return hash.match(/.{1,8}/g)?.join(" ") ?? hash;
}

/**
 * The canonical form of a CTR whose number is not known yet, split where the number goes: the
 * database numbers the CTR and hashes `before + number + after` in the insert itself (issue.ts).
 */
export function canonicalCtrAround(c: Omit<CtrCanonicalInput, "number">): { before: string; after: string } {
  const whole = canonicalCtr({ ...c, number: "" });
  const at = whole.indexOf("\nnumber=\n") + "\nnumber=".length;
  return { before: whole.slice(0, at), after: whole.slice(at) };
}
