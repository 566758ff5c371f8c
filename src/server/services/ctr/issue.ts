import { randomBytes } from "node:crypto";
import { and, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import {
  ctrContentHash,
  ctrCounterName,
  formatCtrNumber,
  gateRefusals,
  type WasteClass,
  type WasteKind,
} from "@/domain/ctr";
import { isoDateIn } from "@/lib/format";
import { ROLE_LABEL } from "@/lib/roles";
import type { Tx } from "@/server/db/client";
import {
  cacambas,
  ctrs,
  drivers,
  haulerClients,
  licences,
  orgs,
  sites,
  trucks,
  users,
} from "@/server/db/schema";
import { conflict, DomainError, invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { nextCounterValue } from "@/server/services/counters";
import { assertHaulerLicensed } from "@/server/services/fleet/licences/assert-licensed";
import { hasCtrForJob } from "./for-job";
import { receiverForCtr } from "./receiver-profile";
import { overdueDaysOf } from "./settings";
import { toView } from "./view";

export interface IssueCtrInput {
  jobId?: string | null;
  generatorOrgId: string;
  siteId?: string | null;
  /** Origin typed by the hauler when the generator has no site registered. */
  originAddress?: string | null;
  originMunicipalityId?: string | null;
  truckId: string;
  driverId: string;
  cacambaId?: string | null;
  wasteKind: WasteKind;
  wasteClass: WasteClass;
  material: string;
  volumeM3: number;
  receiverOrgId: string;
}

async function generatorAndOrigin(tx: Tx, scope: OrgScope, input: IssueCtrInput) {
  const [generator] = await tx
    .select({ id: orgs.id, legalName: orgs.legalName, taxId: orgs.taxId })
    .from(haulerClients)
    .innerJoin(orgs, eq(orgs.id, haulerClients.generatorOrgId))
    .where(and(eq(haulerClients.orgId, scope.orgId), eq(haulerClients.generatorOrgId, input.generatorOrgId)));
  if (!generator) throw notFound("Cliente (gerador)");
  if (input.siteId) {
    const [site] = await tx
      .select({ id: sites.id, address: sites.address, municipalityId: sites.municipalityId })
      .from(sites)
      .where(and(eq(sites.orgId, generator.id), eq(sites.id, input.siteId)));
    if (!site) throw notFound("Obra");
    return { generator, siteId: site.id, address: site.address, municipalityId: site.municipalityId };
  }
  const address = input.originAddress?.trim() ?? "";
  if (address.length < 5)
    throw invalidField(
      "originAddress",
      "Informe o endereço da obra (origem) ou escolha uma obra do cliente.",
    );
  return { generator, siteId: null, address, municipalityId: input.originMunicipalityId ?? "" };
}

/** Numbers of the hauler's licences in force in the municipality, as printed in the transporter block. */
async function licenceNumbers(tx: Tx, orgId: string, municipalityId: string, today: string): Promise<string> {
  const rows = await tx
    .select({ number: licences.number })
    .from(licences)
    .where(
      and(
        eq(licences.orgId, orgId),
        eq(licences.municipalityId, municipalityId),
        inArray(licences.kind, ["municipal_registration", "alvara_localizacao", "environmental_licence"]),
        lte(licences.validFrom, today),
        gte(licences.validUntil, today),
      ),
    )
    .orderBy(desc(licences.validUntil));
  return [...new Set(rows.map((r) => r.number))].join(", ") || "não exigida pela lei municipal";
}

async function fleetOf(tx: Tx, orgId: string, input: IssueCtrInput) {
  const [truck] = await tx
    .select({ id: trucks.id, plate: trucks.plate, active: trucks.active })
    .from(trucks)
    .where(and(eq(trucks.orgId, orgId), eq(trucks.id, input.truckId)));
  if (!truck) throw notFound("Caminhão");
  if (!truck.active) throw invalidField("truckId", "Este caminhão está desativado: escolha outro.");
  const [driver] = await tx
    .select({ id: drivers.id, name: drivers.name, active: drivers.active })
    .from(drivers)
    .where(and(eq(drivers.orgId, orgId), eq(drivers.id, input.driverId)));
  if (!driver) throw notFound("Motorista");
  if (!driver.active) throw invalidField("driverId", "Este motorista está desativado: escolha outro.");
  let cacamba: { id: string; number: number } | null = null;
  if (input.cacambaId) {
    const [row] = await tx
      .select({ id: cacambas.id, number: cacambas.number })
      .from(cacambas)
      .where(and(eq(cacambas.orgId, orgId), eq(cacambas.id, input.cacambaId)));
    if (!row) throw notFound("Caçamba");
    cacamba = row;
  }
  return { truck, driver, cacamba };
}

/**
 * Issues a CTR (JP art. 4º, VI; art. 18, §2º, III): refuses an unlicensed hauler in the origin
 * municipality and a destination that may not take the waste (JP art. 19, §5º; art. 23), takes the
 * next gapless number of the year in the insert's transaction, and audits it.
 */
export async function issueCtr(scope: OrgScope, input: IssueCtrInput, now: Date = new Date()) {
  return scope.db.transaction(async (tx) => {
    if (input.jobId && (await hasCtrForJob(tx, scope.orgId, input.jobId)))
      throw conflict("Este serviço já tem um CTR válido: abra-o ou cancele-o antes de emitir outro.");
    const { generator, siteId, address, municipalityId } = await generatorAndOrigin(tx, scope, input);
    const municipality = resolveMunicipality(municipalityId);
    if (!municipality)
      throw invalidField("originMunicipalityId", "Município da obra desconhecido: escolha um da lista.");
    await assertHaulerLicensed(tx, scope.orgId, municipality.id, now);
    const receiver = await receiverForCtr(tx, input.receiverOrgId);
    if (!receiver) throw notFound("Receptor");
    const today = isoDateIn(now, municipality.timeZone);
    const refusals = gateRefusals(
      { wasteKind: input.wasteKind, wasteClass: input.wasteClass, volumeM3: input.volumeM3 },
      {
        ...receiver,
        acceptedClasses: receiver.acceptedClasses as WasteClass[],
        acceptedKinds: receiver.acceptedKinds as WasteKind[],
      },
      today,
    );
    const first = refusals[0];
    if (first)
      throw new DomainError(
        "PRECONDITION_FAILED",
        `${receiver.legalName} não pode receber esta carga (${first.article}): ${first.message} Escolha outro receptor.`,
        { article: first.article },
      );
    const { truck, driver, cacamba } = await fleetOf(tx, scope.orgId, input);
    const [hauler] = await tx
      .select({ legalName: orgs.legalName, taxId: orgs.taxId })
      .from(orgs)
      .where(eq(orgs.id, scope.orgId));
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, scope.userId));
    if (!hauler || !user) throw notFound("Transportador");
    const haulerLicenceNumber = await licenceNumbers(tx, scope.orgId, municipality.id, today);

    const year = Number(today.slice(0, 4));
    const seq = await nextCounterValue(tx, scope.orgId, ctrCounterName(year));
    const number = formatCtrNumber(year, seq);
    const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const doc = {
      number,
      issuedAt,
      generator: { name: generator.legalName, taxId: generator.taxId, address },
      origin: { address, municipalityId: municipality.id },
      transporter: {
        name: hauler.legalName,
        taxId: hauler.taxId,
        licenceNumber: haulerLicenceNumber,
        truckPlate: truck.plate,
        driverName: driver.name,
        cacambaNumber: cacamba?.number ?? null,
      },
      waste: {
        kind: input.wasteKind,
        class: input.wasteClass,
        material: input.material.trim(),
        volumeM3: input.volumeM3,
      },
      destination: {
        name: receiver.legalName,
        taxId: receiver.taxId,
        licenceNumber: receiver.licenceNumber,
        kind: receiver.kind,
        address: receiver.address,
      },
    };
    const [row] = await tx
      .insert(ctrs)
      .values({
        orgId: scope.orgId,
        year,
        seq,
        number,
        publicCode: randomBytes(12).toString("base64url"),
        jobId: input.jobId ?? null,
        status: "issued",
        issuedAt,
        issuedBy: scope.userId,
        contentHash: await ctrContentHash(doc),
        generatorOrgId: generator.id,
        generatorName: doc.generator.name,
        generatorTaxId: doc.generator.taxId,
        generatorAddress: address,
        siteId,
        originAddress: address,
        originMunicipalityId: municipality.id,
        haulerName: hauler.legalName,
        haulerTaxId: hauler.taxId,
        haulerLicenceNumber,
        truckId: truck.id,
        truckPlate: truck.plate,
        driverId: driver.id,
        driverName: driver.name,
        cacambaId: cacamba?.id ?? null,
        cacambaNumber: cacamba?.number ?? null,
        wasteKind: input.wasteKind,
        wasteClass: input.wasteClass,
        material: doc.waste.material,
        volumeM3: input.volumeM3,
        receiverOrgId: receiver.orgId,
        receiverName: receiver.legalName,
        receiverTaxId: receiver.taxId,
        receiverLicenceNumber: receiver.licenceNumber,
        receiverKind: receiver.kind,
        receiverAddress: receiver.address,
        transporterSignature: { name: user.name, role: ROLE_LABEL[scope.role], at: issuedAt.toISOString() },
      })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "ctr.issued",
      entity: "ctr",
      entityId: row.id,
      after: { number, jobId: row.jobId, receiverOrgId: row.receiverOrgId, contentHash: row.contentHash },
    });
    return toView(row, await overdueDaysOf(tx, scope.orgId), now);
  });
}
