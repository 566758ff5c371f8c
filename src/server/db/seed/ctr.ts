import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ctrContentHash, ctrCounterName, formatCtrNumber } from "@/domain/ctr";
import { isoDateIn } from "@/lib/format";
import type { Tx } from "@/server/db/client";
import {
  cacambas,
  ctrs,
  drivers,
  haulerClients,
  orgs,
  receiverProfiles,
  sites,
  trucks,
  users,
} from "@/server/db/schema";
import { nextCounterValue } from "@/server/services/counters";
import { type CtrRow, canonicalInputOf } from "@/server/services/ctr/view";
import { DEMO_RECEIVER_GATE, DEMO_SITE } from "./demo-places";

type Ids = {
  hauler: string;
  receiver: string;
  generator: string;
  adminUserId: string;
  operatorUserId: string;
};

const DAY = 86_400_000;

/**
 * CTR demo data: ATT Paraibuna's receiver profile (class A and B RCC), the demo generator as the
 * demo hauler's client, and CTRs in every state — received, in transit, issued, overdue, rejected,
 * cancelled — so each portal has something to show.
 */
export async function seedCtrDemo(tx: Tx, ids: Ids, now = new Date()): Promise<void> {
  await tx.insert(receiverProfiles).values({
    orgId: ids.receiver,
    kind: "att",
    address: "Estrada Engenheiro Gentil Forn, 2500 — Distrito Industrial, Juiz de Fora/MG",
    cep: "36092060",
    licenceNumber: "LO-SEMAUR-0457/2024",
    licenceValidUntil: isoDateIn(new Date(now.getTime() + 400 * DAY)),
    acceptedClasses: ["A", "B"],
    acceptedKinds: ["rcc"],
    ...DEMO_RECEIVER_GATE,
  });
  await tx
    .insert(haulerClients)
    .values({ orgId: ids.hauler, generatorOrgId: ids.generator, createdBy: ids.adminUserId })
    .onConflictDoNothing();
  const [hauler] = await tx.select().from(orgs).where(eq(orgs.id, ids.hauler));
  const [receiver] = await tx.select().from(orgs).where(eq(orgs.id, ids.receiver));
  const [generator] = await tx.select().from(orgs).where(eq(orgs.id, ids.generator));
  const [site] = await tx
    .select()
    .from(sites)
    .where(and(eq(sites.orgId, ids.generator), eq(sites.name, DEMO_SITE.name)));
  const [truck] = await tx.select().from(trucks).where(eq(trucks.orgId, ids.hauler));
  const [driver] = await tx.select().from(drivers).where(eq(drivers.orgId, ids.hauler));
  const [operator] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, ids.operatorUserId));
  const [admin] = await tx.select({ name: users.name }).from(users).where(eq(users.id, ids.adminUserId));
  if (!hauler || !receiver || !generator || !site || !truck || !driver || !operator || !admin)
    throw new Error("CTR demo: base data missing");

  const plan = [
    {
      daysAgo: 2,
      status: "received",
      cls: "A",
      material: "Concreto, tijolos e argamassa",
      m3: 5,
      t: 6.8,
      cac: 2,
    },
    { daysAgo: 0.1, status: "in_transit", cls: "A", material: "Blocos cerâmicos e argamassa", m3: 4, cac: 3 },
    { daysAgo: 0.05, status: "issued", cls: "B", material: "Madeira de fôrmas e gesso", m3: 4, cac: 4 },
    { daysAgo: 4, status: "issued", cls: "A", material: "Solo de escavação e entulho", m3: 5, cac: 5 },
    {
      daysAgo: 1,
      status: "rejected",
      cls: "A",
      material: "Entulho com lixo doméstico misturado",
      m3: 3,
      cac: 1,
    },
    { daysAgo: 3, status: "cancelled", cls: "A", material: "Concreto", m3: 5, cac: 6 },
  ] as const;
  // Numbers follow issue time, as they would in real use.
  for (const p of [...plan].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const issuedAt = new Date(Math.floor((now.getTime() - p.daysAgo * DAY) / 1000) * 1000);
    const year = Number(isoDateIn(issuedAt).slice(0, 4));
    const seq = await nextCounterValue(tx, ids.hauler, ctrCounterName(year));
    const [cac] = await tx
      .select({ id: cacambas.id, number: cacambas.number })
      .from(cacambas)
      .where(and(eq(cacambas.orgId, ids.hauler), eq(cacambas.number, p.cac)));
    const at = (h: number) => new Date(issuedAt.getTime() + h * 3_600_000);
    const row = {
      orgId: ids.hauler,
      year,
      seq,
      number: formatCtrNumber(year, seq),
      publicCode: p.status === "received" ? "demo-ctr-recebido" : randomBytes(12).toString("base64url"),
      jobId: null,
      status: p.status,
      issuedAt,
      issuedBy: ids.adminUserId,
      contentHash: "",
      generatorOrgId: generator.id,
      generatorName: generator.legalName,
      generatorTaxId: generator.taxId,
      generatorAddress: site.address,
      siteId: site.id,
      originAddress: site.address,
      originMunicipalityId: site.municipalityId,
      haulerName: hauler.legalName,
      haulerTaxId: hauler.taxId,
      haulerLicenceNumber: "ALV-2025/0412",
      truckId: truck.id,
      truckPlate: truck.plate,
      driverId: driver.id,
      driverName: driver.name,
      cacambaId: cac?.id ?? null,
      cacambaNumber: cac?.number ?? null,
      wasteKind: "rcc",
      wasteClass: p.cls,
      material: p.material,
      volumeM3: p.m3,
      receiverOrgId: receiver.id,
      receiverName: receiver.legalName,
      receiverTaxId: receiver.taxId,
      receiverLicenceNumber: "LO-SEMAUR-0457/2024",
      receiverKind: "att",
      receiverAddress: "Estrada Engenheiro Gentil Forn, 2500 — Distrito Industrial, Juiz de Fora/MG",
      transporterSignature: { name: admin.name, role: "Administrador", at: issuedAt.toISOString() },
      departedAt: p.status === "issued" || p.status === "cancelled" ? null : at(0.5),
      receivedAt: p.status === "received" ? at(1.5) : null,
      receivedBy: p.status === "received" ? ids.operatorUserId : null,
      receivedWeightT: "t" in p ? p.t : null,
      receivedClass: p.status === "received" ? p.cls : null,
      receiverSignature:
        p.status === "received" || p.status === "rejected"
          ? { name: operator.name, role: "Operador do receptor", at: at(1.5).toISOString() }
          : null,
      rejectedAt: p.status === "rejected" ? at(1.5) : null,
      rejectionReason: p.status === "rejected" ? "Carga com resíduo domiciliar misturado ao entulho" : null,
      rejectionArticle: p.status === "rejected" ? "JP art. 19, §5º, II" : null,
      cancelledAt: p.status === "cancelled" ? at(0.2) : null,
      cancelReason: p.status === "cancelled" ? "Cliente adiou a retirada da caçamba" : null,
    };
    row.contentHash = await ctrContentHash(canonicalInputOf(row as unknown as CtrRow));
    await tx.insert(ctrs).values(row);
  }
}
