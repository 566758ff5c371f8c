import { type CtrCanonicalInput, type CtrStatus, isReceiptOverdue } from "@/domain/ctr";
import type { ctrs } from "@/server/db/schema";

export type CtrRow = typeof ctrs.$inferSelect;

/** What a party sees of a CTR: every printed field, its status and whether receipt is overdue. */
export type CtrView = Omit<CtrRow, "issuedBy" | "receivedBy" | "seq"> & { overdue: boolean };

export function toView(row: CtrRow, overdueDays: number, now: Date): CtrView {
  const { issuedBy: _i, receivedBy: _r, seq: _s, ...rest } = row;
  return { ...rest, overdue: isReceiptOverdue(row.status as CtrStatus, row.issuedAt, now, overdueDays) };
}

/** The canonical input of a stored CTR, to recompute its hash. */
export function canonicalInputOf(row: CtrRow): CtrCanonicalInput {
  return { number: row.number, ...canonicalInputAround(row) };
}

/** The columns the hash covers, but the number. */
type CanonicalFields = Pick<
  CtrRow,
  | "issuedAt"
  | "generatorName"
  | "generatorTaxId"
  | "generatorAddress"
  | "originAddress"
  | "originMunicipalityId"
  | "haulerName"
  | "haulerTaxId"
  | "haulerLicenceNumber"
  | "truckPlate"
  | "driverName"
  | "cacambaNumber"
  | "wasteKind"
  | "wasteClass"
  | "material"
  | "volumeM3"
  | "receiverName"
  | "receiverTaxId"
  | "receiverLicenceNumber"
  | "receiverKind"
  | "receiverAddress"
>;

/** The canonical input of a CTR but its number: what issuing hashes around the number still to come. */
export function canonicalInputAround(row: CanonicalFields): Omit<CtrCanonicalInput, "number"> {
  return {
    issuedAt: row.issuedAt,
    generator: { name: row.generatorName, taxId: row.generatorTaxId, address: row.generatorAddress },
    origin: { address: row.originAddress, municipalityId: row.originMunicipalityId },
    transporter: {
      name: row.haulerName,
      taxId: row.haulerTaxId,
      licenceNumber: row.haulerLicenceNumber,
      truckPlate: row.truckPlate,
      driverName: row.driverName,
      cacambaNumber: row.cacambaNumber,
    },
    waste: { kind: row.wasteKind, class: row.wasteClass, material: row.material, volumeM3: row.volumeM3 },
    destination: {
      name: row.receiverName,
      taxId: row.receiverTaxId,
      licenceNumber: row.receiverLicenceNumber,
      kind: row.receiverKind,
      address: row.receiverAddress,
    },
  };
}
