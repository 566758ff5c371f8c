import { and, eq } from "drizzle-orm";
import type { WasteClass } from "@/domain/ctr";
import { wasteCodeFor } from "@/domain/mtr";
import { seal } from "@/server/crypto/secret-box";
import type { Tx } from "@/server/db/client";
import { ctrs, mtrConsents, mtrCredentials, mtrs } from "@/server/db/schema";
import { receivedQuantity, weighed } from "@/server/services/mtr/ctr-hooks";
import type { MtrFacts } from "@/server/services/mtr/facts";

type Ids = { hauler: string; receiver: string; generator: string; adminUserId: string; clientUserId: string };
type TaxIds = { hauler: string; receiver: string; generator: string };

/** Each party's unit in MTR-MG, as its credentials below say. */
const UNITS = { generator: "1001", hauler: "1002", receiver: "1003" } as const;

/**
 * The demo parties' access to MTR-MG (FEAM, Juiz de Fora's state), answered by the built-in fake
 * (MTR_MODE=fake); the construction company's consent for its hauler to issue its MTRs (Portaria MMA
 * 280/2020 puts the MTR on the generator); and the MTR of the load received at the ATT, received in the
 * system too, so the receiver can issue its CDF at once (the fake learns it at start: restore.ts).
 */
export async function seedMtrDemo(tx: Tx, ids: Ids, taxIds: TaxIds) {
  const row = (orgId: string, companyTaxId: string, unitCode: string) => ({
    orgId,
    system: "feam" as const,
    loginTaxId: "52998224725",
    companyTaxId,
    unitCode,
    passwordSealed: seal("demo-mtr"),
    updatedBy: ids.adminUserId,
  });
  await tx
    .insert(mtrCredentials)
    .values([
      row(ids.generator, taxIds.generator, UNITS.generator),
      row(ids.hauler, taxIds.hauler, UNITS.hauler),
      row(ids.receiver, taxIds.receiver, UNITS.receiver),
    ]);
  const [received] = await tx
    .select()
    .from(ctrs)
    .where(and(eq(ctrs.orgId, ids.hauler), eq(ctrs.publicCode, "demo-ctr-recebido")));
  if (!received?.departedAt || !received.receivedAt) throw new Error("MTR demo needs the received CTR");
  await tx.insert(mtrConsents).values({
    orgId: ids.generator,
    haulerOrgId: ids.hauler,
    grantedBy: ids.clientUserId,
    grantedAt: new Date(received.issuedAt.getTime() - 86_400_000),
  });
  const rule = wasteCodeFor(received.wasteClass as WasteClass, received.material);
  const facts: MtrFacts = {
    ctrNumber: received.number,
    generator: { taxId: taxIds.generator, unitCode: UNITS.generator, name: received.generatorName },
    transporter: { taxId: taxIds.hauler, unitCode: UNITS.hauler, name: received.haulerName },
    receiver: {
      taxId: taxIds.receiver,
      unitCode: UNITS.receiver,
      name: received.receiverName,
      kind: received.receiverKind,
    },
    responsibleName: received.transporterSignature.name,
    driverName: received.driverName,
    plate: received.truckPlate,
    shippedAt: received.departedAt.toISOString(),
    ibamaCode: rule.ibamaCode,
    nbrClass: rule.nbrClass,
    material: received.material,
    quantityM3: received.volumeM3,
  };
  const issuedAt = received.issuedAt;
  await tx.insert(mtrs).values({
    orgId: ids.hauler,
    ctrId: received.id,
    system: "feam",
    generatorOrgId: ids.generator,
    receiverOrgId: ids.receiver,
    status: "received",
    // MTR-MG's national numbering: AAMM of the issue, then the system's sequence.
    number: `${String(issuedAt.getUTCFullYear()).slice(2)}${String(issuedAt.getUTCMonth() + 1).padStart(2, "0")}0000001`,
    ourCode: `CC-${received.number.replace("/", "-")}-${received.id.slice(0, 8)}`,
    facts,
    receiptRequestedAt: received.receivedAt,
    receivedQuantity: receivedQuantity(received),
    receiptNote: weighed(received),
    receiptSyncedAt: received.receivedAt,
    requestedBy: ids.adminUserId,
    createdAt: issuedAt,
    updatedAt: received.receivedAt,
  });
}
