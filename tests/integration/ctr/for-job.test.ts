import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { ctrs } from "@/server/db/schema";
import { hasCtrForJob } from "@/server/services/ctr/for-job";
import { freshDatabase } from "../../helpers/db";
import { makeOrg, makeUser } from "../../helpers/factories";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

async function insertCtr(
  orgId: string,
  receiverOrgId: string,
  jobId: string | null,
  seq: number,
  status: "issued" | "cancelled",
) {
  const user = await makeUser(h.db);
  await h.db.insert(ctrs).values({
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

describe("hasCtrForJob", () => {
  it("is true only for a non-cancelled CTR of that job and that hauler", async () => {
    const hauler = await makeOrg(h.db, { kind: "hauler" });
    const other = await makeOrg(h.db, { kind: "hauler" });
    const receiver = await makeOrg(h.db, { kind: "receiver" });
    const job = randomUUID();
    const cancelledJob = randomUUID();
    await insertCtr(hauler.id, receiver.id, job, 1, "issued");
    await insertCtr(hauler.id, receiver.id, cancelledJob, 2, "cancelled");
    await insertCtr(hauler.id, receiver.id, null, 3, "issued");

    expect(await hasCtrForJob(h.db, hauler.id, job)).toBe(true);
    expect(await hasCtrForJob(h.db, hauler.id, cancelledJob)).toBe(false);
    expect(await hasCtrForJob(h.db, hauler.id, randomUUID())).toBe(false);
    expect(await hasCtrForJob(h.db, other.id, job)).toBe(false);
  });
});
