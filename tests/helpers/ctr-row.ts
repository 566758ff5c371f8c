import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db/client";
import { ctrs } from "@/server/db/schema";
import { makeUser } from "./factories";

/** A CTR row written directly (no issuance rules): for tests that need one to exist for a job. */
export async function insertCtrRow(
  db: Db,
  orgId: string,
  receiverOrgId: string,
  jobId: string | null,
  seq: number,
  status: "issued" | "cancelled",
) {
  const user = await makeUser(db);
  await db.insert(ctrs).values({
    orgId,
    year: 2026,
    seq,
    number: `2026/${String(seq).padStart(6, "0")}`,
    publicCode: randomUUID(),
    jobId,
    status,
    issuedAt: new Date(),
    issuedBy: user.id,
    contentHash: "0".repeat(64),
    generatorName: "Gerador",
    generatorTaxId: "11144477735",
    generatorAddress: "Rua A, 1",
    originAddress: "Rua A, 1",
    originMunicipalityId: "juiz-de-fora-mg",
    haulerName: "Transportadora",
    haulerTaxId: "11222333000181",
    haulerLicenceNumber: "ALV-1",
    truckPlate: "ABC1D23",
    driverName: "Motorista",
    wasteKind: "rcc",
    wasteClass: "A",
    material: "Concreto",
    volumeM3: 4,
    receiverOrgId,
    receiverName: "ATT",
    receiverTaxId: "11222333000181",
    receiverLicenceNumber: "LO-1",
    receiverKind: "att",
    receiverAddress: "Estrada B, 2",
    transporterSignature: { name: "Motorista", role: "motorista", at: new Date().toISOString() },
  });
}
