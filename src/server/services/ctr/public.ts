import { eq } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import { ctrContentHash, ctrDocumentGrounds, isPersonTaxId, maskCpf, maskPersonName } from "@/domain/ctr";
import { formatTaxId } from "@/lib/format";
import type { DbOrTx } from "@/server/db/client";
import { ctrs } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { canonicalInputOf } from "./view";

/**
 * The public check of a CTR by the code in its QR (`/verificar/<code>`): status, dates, hauler,
 * receiver, volume and class, and the content hash. Personal data is masked (LGPD): a person's CPF
 * as `***.456.789-**`, their name reduced to initials, and no address or phone of a person.
 */
export async function getPublicCtr(db: DbOrTx, code: string) {
  const [row] = await db.select().from(ctrs).where(eq(ctrs.publicCode, code));
  if (!row) throw notFound("CTR");
  const person = isPersonTaxId(row.generatorTaxId);
  const municipality = resolveMunicipality(row.originMunicipalityId);
  const recomputed = await ctrContentHash(canonicalInputOf(row));
  return {
    number: row.number,
    status: row.status,
    issuedAt: row.issuedAt,
    departedAt: row.departedAt,
    receivedAt: row.receivedAt,
    rejectedAt: row.rejectedAt,
    cancelledAt: row.cancelledAt,
    rejectionReason: row.rejectionReason,
    rejectionArticle: row.rejectionArticle,
    timeZone: municipality?.timeZone ?? "America/Sao_Paulo",
    origin: {
      municipality: municipality ? `${municipality.name}/${municipality.uf}` : row.originMunicipalityId,
      /** A company's works address is public; a person's home is not. */
      address: person ? null : row.originAddress,
    },
    generator: {
      name: person ? maskPersonName(row.generatorName) : row.generatorName,
      taxId: person ? maskCpf(row.generatorTaxId) : formatTaxId(row.generatorTaxId),
    },
    hauler: {
      name: row.haulerName,
      taxId: formatTaxId(row.haulerTaxId),
      licenceNumber: row.haulerLicenceNumber,
      truckPlate: row.truckPlate,
      cacambaNumber: row.cacambaNumber,
    },
    receiver: {
      name: row.receiverName,
      taxId: formatTaxId(row.receiverTaxId),
      kind: row.receiverKind,
      licenceNumber: row.receiverLicenceNumber,
    },
    waste: { kind: row.wasteKind, class: row.wasteClass, material: row.material, volumeM3: row.volumeM3 },
    receipt:
      row.status === "received"
        ? { weightT: row.receivedWeightT, volumeM3: row.receivedVolumeM3, wasteClass: row.receivedClass }
        : null,
    /** What the CTR cites, by its origin's law (or that the law is silent). */
    grounds: ctrDocumentGrounds(row.originMunicipalityId),
    contentHash: row.contentHash,
    hashMatches: recomputed === row.contentHash,
  };
}
export type PublicCtr = Awaited<ReturnType<typeof getPublicCtr>>;
