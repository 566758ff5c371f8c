import type { Db } from "@/server/db/client";
import type { CtrSignatureRecord } from "@/server/db/schema";
import { ctrs } from "@/server/db/schema";
import { mapRow, runStatement } from "@/server/db/statement";
import { DomainError } from "@/server/errors";
import type { SignatureFileRow } from "./signature-image";
import type { CtrRow } from "./view";

/** Every column of the new CTR but its number, sequence and hash, which the statement fills in. */
export type NewCtr = Omit<
  CtrRow,
  | "seq"
  | "number"
  | "contentHash"
  | "status"
  | "generatorSignature"
  | "receiverSignature"
  | "departedAt"
  | "receivedAt"
  | "receivedBy"
  | "receivedWeightT"
  | "receivedVolumeM3"
  | "receivedClass"
  | "receivedPhotoFileId"
  | "receiptNote"
  | "rejectedAt"
  | "rejectionReason"
  | "rejectionArticle"
  | "cancelledAt"
  | "cancelReason"
  | "updatedAt"
>;

const NOT_NULL_VIOLATION = "23502";

/*
 * One statement, so it is one transaction of its own and holds the counter row's lock only while it
 * runs (JP art. 18: gapless numbers per hauler and year): the next number of the year (a 7th digit
 * fails on the NOT NULL, as `formatCtrNumber` refuses it), the CTR with the SHA-256 of its canonical
 * form around that number (`canonicalCtrAround`), its audit event and, when one was drawn, the
 * signature's file row. Nothing is written when any part fails.
 */
const ISSUE = `
with counter as (
  insert into org_counters (org_id, name, value) values ($1::uuid, $2, 1)
  on conflict (org_id, name) do update set value = org_counters.value + 1
  returning value
), numbered as (
  select value as seq,
    case when value between 1 and 999999 then $3::int || '/' || lpad(value::text, 6, '0') end as number
  from counter
), signature_file as (
  insert into stored_files (org_id, id, storage_key, purpose, original_name, content_type, size_bytes, sha256,
    uploaded_by)
  select $1::uuid, $38::uuid, $39, $40, $41, $42, $43::bigint, $44, $7::uuid where $38::uuid is not null
), ctr as (
  insert into ctrs (org_id, id, year, seq, number, content_hash, public_code, job_id, status, issued_at, issued_by,
    generator_org_id, generator_name, generator_tax_id, generator_address, site_id, origin_address,
    origin_municipality_id, hauler_name, hauler_tax_id, hauler_licence_number, truck_id, truck_plate, driver_id,
    driver_name, cacamba_id, cacamba_number, waste_kind, waste_class, material, volume_m3, receiver_org_id,
    receiver_name, receiver_tax_id, receiver_licence_number, receiver_kind, receiver_address, transporter_signature)
  select $1::uuid, $4::uuid, $3::int, seq, number,
    encode(sha256(convert_to($8 || number || $9, 'UTF8')), 'hex'),
    $5, $6::uuid, 'issued', $10::timestamptz, $7::uuid,
    $11::uuid, $12, $13, $14, $15::uuid, $16,
    $17, $18, $19, $20, $21::uuid, $22, $23::uuid,
    $24, $25::uuid, $26::int, $27, $28, $29, $30::numeric, $31::uuid,
    $32, $33, $34, $35, $36, $37::text::jsonb
  from numbered
  returning *
), audit as (
  insert into audit_events (org_id, actor_user_id, action, entity, entity_id, after)
  select org_id, issued_by, 'ctr.issued', 'ctr', id::text, jsonb_build_object('number', number, 'jobId', job_id,
    'receiverOrgId', receiver_org_id, 'contentHash', content_hash)
  from ctr
)
select * from ctr
`;

/**
 * Numbers, hashes, inserts and audits the CTR in one statement (see `ISSUE`); `canonical` is its
 * canonical form split where the number goes.
 */
export async function insertIssuedCtr(
  db: Db,
  ctr: NewCtr,
  counterName: string,
  canonical: { before: string; after: string },
  signatureFile: SignatureFileRow | null,
): Promise<CtrRow> {
  const signature: CtrSignatureRecord = ctr.transporterSignature;
  const [raw] = await runStatement<Record<string, unknown>>(db, ISSUE, [
    ctr.orgId,
    counterName,
    ctr.year,
    ctr.id,
    ctr.publicCode,
    ctr.jobId,
    ctr.issuedBy,
    canonical.before,
    canonical.after,
    ctr.issuedAt.toISOString(),
    ctr.generatorOrgId,
    ctr.generatorName,
    ctr.generatorTaxId,
    ctr.generatorAddress,
    ctr.siteId,
    ctr.originAddress,
    ctr.originMunicipalityId,
    ctr.haulerName,
    ctr.haulerTaxId,
    ctr.haulerLicenceNumber,
    ctr.truckId,
    ctr.truckPlate,
    ctr.driverId,
    ctr.driverName,
    ctr.cacambaId,
    ctr.cacambaNumber,
    ctr.wasteKind,
    ctr.wasteClass,
    ctr.material,
    String(ctr.volumeM3),
    ctr.receiverOrgId,
    ctr.receiverName,
    ctr.receiverTaxId,
    ctr.receiverLicenceNumber,
    ctr.receiverKind,
    ctr.receiverAddress,
    JSON.stringify(signature),
    signatureFile?.id ?? null,
    signatureFile?.storageKey ?? null,
    signatureFile?.purpose ?? null,
    signatureFile?.originalName ?? null,
    signatureFile?.contentType ?? null,
    signatureFile?.sizeBytes ?? null,
    signatureFile?.sha256 ?? null,
  ]).catch((e: unknown) => {
    // The number's NOT NULL refuses a seventh digit (see ISSUE).
    const pg = e as { code?: string; column_name?: string; column?: string };
    if (pg.code === NOT_NULL_VIOLATION && (pg.column_name ?? pg.column) === "number")
      throw new DomainError(
        "PRECONDITION_FAILED",
        `O número do CTR tem seis dígitos por ano: ${ctr.year} já chegou a 999.999 CTRs deste transportador.`,
      );
    throw e;
  });
  if (!raw) throw new Error("CTR insert returned nothing");
  return mapRow(ctrs, raw);
}
