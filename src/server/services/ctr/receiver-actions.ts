import { and, eq } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import {
  type CtrStatus,
  ctrTransition,
  type ForbiddenWaste,
  type GateRefusal,
  gateForKind,
  gateVerdict,
  refusalGround,
  type WasteClass,
  type WasteKind,
} from "@/domain/ctr";
import { gateArticles, gateOf } from "@/domain/laws/gate";
import { type GateProvisions, isRegulated } from "@/domain/laws/types";
import { isoDateIn } from "@/lib/format";
import { ROLE_LABEL } from "@/lib/roles";
import type { DbOrTx } from "@/server/db/client";
import { ctrs, orgs, users } from "@/server/db/schema";
import { conflict, DomainError, invalidField, notFound } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { releaseCacambaOfLoad } from "@/server/services/dispatch/cacamba-availability";
import { assertOwnFiles } from "@/server/services/files/files";
import { checkHaulerLicensing } from "@/server/services/fleet/licences/assert-licensed";
import { askMtrReceipt, pushMtr } from "@/server/services/mtr/ctr-hooks";
import { notifyCtrReceived } from "@/server/services/notifications/ctr-notices";
import { receiverForCtr } from "./receiver-profile";
import { overdueDaysOf } from "./settings";
import { decodeSignaturePng, signatureRecord, storeSignatureImage } from "./signature-image";
import { applyTransition, lockCtr } from "./transitions";
import { type CtrRow, toView } from "./view";

export const RECEIPT_PHOTO_PURPOSE = "ctr_receipt_photo";

/** The receiver's municipality: its calendar day and its law's gate. */
async function receiverPlace(db: DbOrTx, receiverOrgId: string) {
  const [org] = await db
    .select({ municipalityId: orgs.municipalityId })
    .from(orgs)
    .where(eq(orgs.id, receiverOrgId));
  const m = resolveMunicipality(org?.municipalityId ?? "");
  const municipalityId = m?.id ?? org?.municipalityId ?? "";
  return { municipalityId, timeZone: m?.timeZone ?? "America/Sao_Paulo", gate: gateOf(municipalityId) };
}

/**
 * Everything the operator must know before taking the load, by the law of the receiver's municipality:
 * whether it makes the receiver refuse a hauler unlicensed there (JP art. 19, §5º, I) and whether the
 * waste is admissible (`gateRefusals`).
 */
async function loadVerdict(
  db: DbOrTx,
  row: CtrRow,
  load: { wasteClass: WasteClass; forbiddenFound: readonly ForbiddenWaste[] },
  now: Date,
): Promise<{ refusals: GateRefusal[]; gate: GateProvisions }> {
  const place = await receiverPlace(db, row.receiverOrgId);
  const receiver = await receiverForCtr(db, row.receiverOrgId);
  if (!receiver) throw notFound("Perfil do receptor");
  const gate = gateForKind(place.gate, receiver.kind);
  const hauler = isRegulated(gate.unlicensedHauler)
    ? await checkHaulerLicensing(db, row.orgId, place.municipalityId, now)
    : null;
  const refusals = gateVerdict(
    {
      wasteKind: row.wasteKind as WasteKind,
      wasteClass: load.wasteClass,
      volumeM3: row.volumeM3,
      forbiddenFound: load.forbiddenFound,
    },
    {
      ...receiver,
      acceptedClasses: receiver.acceptedClasses as WasteClass[],
      acceptedKinds: receiver.acceptedKinds as WasteKind[],
    },
    isoDateIn(now, place.timeZone),
    gate,
    hauler,
  );
  return { refusals, gate };
}

const mine = (scope: OrgScope, id: string) => and(eq(ctrs.receiverOrgId, scope.orgId), eq(ctrs.id, id));

/** The load as the gate sees it, with the refusals the law imposes before anyone confirms. */
export async function checkLoad(scope: OrgScope, id: string, now: Date = new Date()) {
  const [row] = await scope.db.select().from(ctrs).where(mine(scope, id));
  if (!row) throw notFound("CTR");
  const { refusals, gate } = await loadVerdict(
    scope.db,
    row,
    { wasteClass: row.wasteClass as WasteClass, forbiddenFound: [] },
    now,
  );
  const forbidden = gate.forbiddenWaste;
  return {
    ctr: toView(row, await overdueDaysOf(scope.db, row.orgId), now),
    refusals,
    /** The article for waste found in the load, or null where the receiver's law is silent. */
    forbiddenWasteArticle: isRegulated(forbidden) ? forbidden.article : null,
  };
}

export interface ReceiveInput {
  id: string;
  weightT: number;
  volumeM3?: number | null;
  /** Class confirmed or corrected at the gate. */
  wasteClass: WasteClass;
  forbiddenFound: ForbiddenWaste[];
  photoFileId?: string | null;
  note?: string | null;
  /** The operator's drawn signature (PNG, base64), optional. */
  signaturePng?: string | null;
}

/**
 * Confirms receipt (baixa): refuses, changing nothing, when the law forbids taking the load. The
 * CTR's MTR, if any, gets its receipt recorded in the system with the quantity received.
 */
export async function receiveCtr(scope: OrgScope, input: ReceiveInput, now: Date = new Date()) {
  const drawing = input.signaturePng ? decodeSignaturePng(input.signaturePng) : null;
  const { view, mtrId, haulerOrgId } = await scope.db.transaction(async (tx) => {
    const row = await lockCtr(tx, mine(scope, input.id));
    // Illegal first (a cancelled or already received CTR), before the gate checks: nothing changes.
    const legal = ctrTransition(row.status as CtrStatus, "receive");
    if (!legal.ok) throw conflict(legal.message);
    const { refusals } = await loadVerdict(tx, row, input, now);
    const first = refusals[0];
    if (first)
      throw new DomainError(
        "PRECONDITION_FAILED",
        `Carga não pode ser recebida (${refusalGround(first)}): ${first.message} Recuse o CTR informando o motivo.`,
        { article: first.article ?? undefined },
      );
    if (input.photoFileId)
      await assertOwnFiles(tx, scope.orgId, [input.photoFileId], RECEIPT_PHOTO_PURPOSE, "Foto da carga");
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, scope.userId));
    const imageFileId = drawing ? await storeSignatureImage(tx, scope, drawing) : null;
    const updated = await applyTransition(
      tx,
      scope,
      row,
      "receive",
      {
        receivedAt: now,
        receivedBy: scope.userId,
        receivedWeightT: input.weightT,
        receivedVolumeM3: input.volumeM3 ?? null,
        receivedClass: input.wasteClass,
        receivedPhotoFileId: input.photoFileId ?? null,
        receiptNote: input.note?.trim() || null,
        receiverSignature: signatureRecord(
          { name: user?.name ?? "", role: ROLE_LABEL[scope.role], at: now.toISOString() },
          imageFileId,
        ),
      },
      {
        weightT: input.weightT,
        wasteClass: input.wasteClass,
        corrected: input.wasteClass !== row.wasteClass,
        drawnSignature: imageFileId !== null,
      },
    );
    await releaseCacambaOfLoad(tx, row.orgId, row.jobId);
    await notifyCtrReceived(tx, updated, now);
    const mtrId = await askMtrReceipt(tx, updated, now);
    return { view: toView(updated, await overdueDaysOf(tx, row.orgId), now), mtrId, haulerOrgId: row.orgId };
  });
  await pushMtr(scope.db, haulerOrgId, mtrId, now);
  return view;
}

/** Rejects the load with a reason (and the article that grounds it, when one does). */
export function rejectCtr(
  scope: OrgScope,
  input: { id: string; reason: string; article?: string | null },
  now: Date = new Date(),
) {
  return scope.db.transaction(async (tx) => {
    const row = await lockCtr(tx, mine(scope, input.id));
    if (input.article) {
      const allowed = gateArticles((await receiverPlace(tx, row.receiverOrgId)).gate);
      if (!allowed.includes(input.article))
        throw invalidField(
          "article",
          `Este artigo não é da lei do município do receptor: cite ${allowed.join(" ou ")}, ou deixe em branco.`,
        );
    }
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, scope.userId));
    const updated = await applyTransition(
      tx,
      scope,
      row,
      "reject",
      {
        rejectedAt: now,
        rejectionReason: input.reason.trim(),
        rejectionArticle: input.article ?? null,
        receiverSignature: { name: user?.name ?? "", role: ROLE_LABEL[scope.role], at: now.toISOString() },
      },
      { reason: input.reason.trim(), article: input.article ?? null },
    );
    return toView(updated, await overdueDaysOf(tx, row.orgId), now);
  });
}
