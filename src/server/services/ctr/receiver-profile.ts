import { and, asc, eq } from "drizzle-orm";
import type { ReceiverKind, WasteClass, WasteKind } from "@/domain/ctr";
import type { DbOrTx } from "@/server/db/client";
import { orgs, receiverProfiles } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

export interface ReceiverProfileInput {
  kind: ReceiverKind;
  address: string;
  cep: string;
  licenceNumber: string;
  licenceValidUntil: string | null;
  acceptedClasses: WasteClass[];
  acceptedKinds: WasteKind[];
  /** The gate where trucks unload; null until placed on the map. */
  lat: number | null;
  lon: number | null;
  /** Opening hours "HH:MM" and the minutes one unloading takes. */
  opensAt: string;
  closesAt: string;
  unloadMinutes: number;
}

const columns = {
  orgId: receiverProfiles.orgId,
  kind: receiverProfiles.kind,
  address: receiverProfiles.address,
  cep: receiverProfiles.cep,
  licenceNumber: receiverProfiles.licenceNumber,
  licenceValidUntil: receiverProfiles.licenceValidUntil,
  acceptedClasses: receiverProfiles.acceptedClasses,
  acceptedKinds: receiverProfiles.acceptedKinds,
  lat: receiverProfiles.lat,
  lon: receiverProfiles.lon,
  opensAt: receiverProfiles.opensAt,
  closesAt: receiverProfiles.closesAt,
  unloadMinutes: receiverProfiles.unloadMinutes,
};

export async function getReceiverProfile(scope: OrgScope) {
  const [row] = await scope.db
    .select(columns)
    .from(receiverProfiles)
    .where(eq(receiverProfiles.orgId, scope.orgId));
  return row ?? null;
}

export function saveReceiverProfile(scope: OrgScope, input: ReceiverProfileInput) {
  return scope.db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(receiverProfiles)
      .where(eq(receiverProfiles.orgId, scope.orgId));
    const values = {
      ...input,
      acceptedClasses: [...new Set(input.acceptedClasses)].sort(),
      acceptedKinds: [...new Set(input.acceptedKinds)],
    };
    await tx
      .insert(receiverProfiles)
      .values({ orgId: scope.orgId, ...values })
      .onConflictDoUpdate({ target: receiverProfiles.orgId, set: { ...values, updatedAt: new Date() } });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "receiver_profile.saved",
      entity: "receiver_profile",
      entityId: scope.orgId,
      before: before ?? null,
      after: values,
    });
    return values;
  });
}

/** One receiver with its org data, for the CTR's destination block; null unless active with a profile. */
export async function receiverForCtr(db: DbOrTx, receiverOrgId: string) {
  const [row] = await db
    .select({ ...columns, legalName: orgs.legalName, taxId: orgs.taxId, municipalityId: orgs.municipalityId })
    .from(receiverProfiles)
    .innerJoin(orgs, eq(orgs.id, receiverProfiles.orgId))
    .where(
      and(eq(receiverProfiles.orgId, receiverOrgId), eq(orgs.kind, "receiver"), eq(orgs.status, "active")),
    );
  return row ?? null;
}

/**
 * Receivers a hauler may address a CTR to: active receiver orgs that published a profile. This is
 * public registry data (JP art. 12, §2º: the city publishes the receivers with a valid licence).
 */
export function receiverDirectory(db: DbOrTx) {
  return db
    .select({
      orgId: orgs.id,
      legalName: orgs.legalName,
      taxId: orgs.taxId,
      municipalityId: orgs.municipalityId,
      kind: receiverProfiles.kind,
      address: receiverProfiles.address,
      licenceNumber: receiverProfiles.licenceNumber,
      licenceValidUntil: receiverProfiles.licenceValidUntil,
      acceptedClasses: receiverProfiles.acceptedClasses,
      acceptedKinds: receiverProfiles.acceptedKinds,
    })
    .from(receiverProfiles)
    .innerJoin(orgs, eq(orgs.id, receiverProfiles.orgId))
    .where(and(eq(orgs.kind, "receiver"), eq(orgs.status, "active")))
    .orderBy(asc(orgs.legalName));
}
