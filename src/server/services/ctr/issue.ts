import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import {
  ctrContentHash,
  ctrCounterName,
  formatCtrNumber,
  gateRefusals,
  RECEIPT_OVERDUE_DAYS_MIN,
  refusalGround,
  type WasteClass,
  type WasteKind,
} from "@/domain/ctr";
import { gateOf } from "@/domain/laws/gate";
import { QUANTITY_PLACES, storedDecimal } from "@/domain/quantity";
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
import { decodeSignaturePng, signatureRecord, storeSignatureImage } from "./signature-image";
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
  /** Transporter's drawn signature (PNG, base64), optional. */
  signaturePng?: string | null;
}

async function generatorAndOrigin(tx: Tx, scope: OrgScope, input: IssueCtrInput) {
  // Both reads are sent at once (pipelined on the transaction's connection); the site is only used
  // when the generator is the hauler's client.
  const [[generator], siteRows] = await Promise.all([
    tx
      .select({ id: orgs.id, legalName: orgs.legalName, taxId: orgs.taxId })
      .from(haulerClients)
      .innerJoin(orgs, eq(orgs.id, haulerClients.generatorOrgId))
      .where(
        and(eq(haulerClients.orgId, scope.orgId), eq(haulerClients.generatorOrgId, input.generatorOrgId)),
      ),
    input.siteId
      ? tx
          .select({ id: sites.id, address: sites.address, municipalityId: sites.municipalityId })
          .from(sites)
          .where(and(eq(sites.orgId, input.generatorOrgId), eq(sites.id, input.siteId)))
      : Promise.resolve([]),
  ]);
  if (!generator) throw notFound("Cliente (gerador)");
  if (input.siteId) {
    const site = siteRows[0];
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
  const [[truck], [driver], cacambaRows] = await Promise.all([
    tx
      .select({ id: trucks.id, plate: trucks.plate, active: trucks.active })
      .from(trucks)
      .where(and(eq(trucks.orgId, orgId), eq(trucks.id, input.truckId))),
    tx
      .select({ id: drivers.id, name: drivers.name, active: drivers.active })
      .from(drivers)
      .where(and(eq(drivers.orgId, orgId), eq(drivers.id, input.driverId))),
    input.cacambaId
      ? tx
          .select({ id: cacambas.id, number: cacambas.number })
          .from(cacambas)
          .where(and(eq(cacambas.orgId, orgId), eq(cacambas.id, input.cacambaId)))
      : Promise.resolve([]),
  ]);
  if (!truck) throw notFound("Caminhão");
  if (!truck.active) throw invalidField("truckId", "Este caminhão está desativado: escolha outro.");
  if (!driver) throw notFound("Motorista");
  if (!driver.active) throw invalidField("driverId", "Este motorista está desativado: escolha outro.");
  let cacamba: { id: string; number: number } | null = null;
  if (input.cacambaId) {
    const row = cacambaRows[0];
    if (!row) throw notFound("Caçamba");
    cacamba = row;
  }
  return { truck, driver, cacamba };
}

/** Settles every promise, then returns their values or throws the first failure in argument order. */
async function inOrder<T extends readonly unknown[]>(
  promises: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const settled = await Promise.allSettled(promises);
  for (const r of settled) if (r.status === "rejected") throw r.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * Issues a CTR (JP art. 4º, VI; art. 18, §2º, III): refuses an unlicensed hauler in the origin
 * municipality and a destination that may not take the waste under its own law's gate, takes the
 * next gapless number of the year in the insert's transaction, and audits it.
 */
export async function issueCtr(scope: OrgScope, input: IssueCtrInput, now: Date = new Date()) {
  const drawing = input.signaturePng ? decodeSignaturePng(input.signaturePng) : null;
  // The volume as its `numeric(6, 2)` column keeps it: one number is checked, stored and hashed.
  const volumeM3 = storedDecimal(input.volumeM3, QUANTITY_PLACES.volumeM3);
  if (!(volumeM3 > 0)) throw invalidField("volumeM3", "O volume deve ser de ao menos 0,01 m³.");
  return scope.db.transaction(async (tx) => {
    // Fewer round trips: the independent reads go out together (postgres.js pipelines them on the
    // transaction's connection); failures are still reported in the order of the checks.
    const jobTaken = input.jobId ? hasCtrForJob(tx, scope.orgId, input.jobId) : Promise.resolve(false);
    const origin = generatorAndOrigin(tx, scope, input);
    const receiverP = receiverForCtr(tx, input.receiverOrgId);
    const fleetP = fleetOf(tx, scope.orgId, input);
    // Drizzle builders run on every `then`: `execute()` makes each read a promise that runs once.
    const haulerP = tx
      .select({ legalName: orgs.legalName, taxId: orgs.taxId })
      .from(orgs)
      .where(eq(orgs.id, scope.orgId))
      .execute();
    const userP = tx.select({ name: users.name }).from(users).where(eq(users.id, scope.userId)).execute();
    await Promise.allSettled([jobTaken, origin, receiverP, fleetP, haulerP, userP]);
    if (await jobTaken)
      throw conflict("Este serviço já tem um CTR válido: abra-o ou cancele-o antes de emitir outro.");
    const { generator, siteId, address, municipalityId } = await origin;
    const municipality = resolveMunicipality(municipalityId);
    if (!municipality)
      throw invalidField("originMunicipalityId", "Município da obra desconhecido: escolha um da lista.");
    const today = isoDateIn(now, municipality.timeZone);
    const [, haulerLicenceNumber] = await inOrder<[unknown, string]>([
      assertHaulerLicensed(tx, scope.orgId, municipality.id, now),
      licenceNumbers(tx, scope.orgId, municipality.id, today),
    ]);
    const receiver = await receiverP;
    if (!receiver) throw notFound("Receptor");
    const refusals = gateRefusals(
      { wasteKind: input.wasteKind, wasteClass: input.wasteClass, volumeM3 },
      {
        ...receiver,
        acceptedClasses: receiver.acceptedClasses as WasteClass[],
        acceptedKinds: receiver.acceptedKinds as WasteKind[],
      },
      today,
      gateOf(receiver.municipalityId ?? ""),
    );
    const first = refusals[0];
    if (first)
      throw new DomainError(
        "PRECONDITION_FAILED",
        `${receiver.legalName} não pode receber esta carga (${refusalGround(first)}): ${first.message} Escolha outro receptor.`,
        { article: first.article ?? undefined },
      );
    const { truck, driver, cacamba } = await fleetP;
    const [hauler] = await haulerP;
    const [user] = await userP;
    if (!hauler || !user) throw notFound("Transportador");
    // Before the counter row is locked: storing the drawing must not hold up other issues.
    const imageFileId = drawing ? await storeSignatureImage(tx, scope, drawing) : null;

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
        volumeM3,
      },
      destination: {
        name: receiver.legalName,
        taxId: receiver.taxId,
        licenceNumber: receiver.licenceNumber,
        kind: receiver.kind,
        address: receiver.address,
      },
    };
    const contentHash = await ctrContentHash(doc);
    // The counter row stays locked until commit: the insert and its audit go out together.
    const id = randomUUID();
    const [[row]] = await Promise.all([
      tx
        .insert(ctrs)
        .values({
          id,
          orgId: scope.orgId,
          year,
          seq,
          number,
          publicCode: randomBytes(12).toString("base64url"),
          jobId: input.jobId ?? null,
          status: "issued",
          issuedAt,
          issuedBy: scope.userId,
          contentHash,
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
          volumeM3,
          receiverOrgId: receiver.orgId,
          receiverName: receiver.legalName,
          receiverTaxId: receiver.taxId,
          receiverLicenceNumber: receiver.licenceNumber,
          receiverKind: receiver.kind,
          receiverAddress: receiver.address,
          transporterSignature: signatureRecord(
            { name: user.name, role: ROLE_LABEL[scope.role], at: issuedAt.toISOString() },
            imageFileId,
          ),
        })
        .returning(),
      writeAudit(tx, {
        orgId: scope.orgId,
        actorUserId: scope.userId,
        action: "ctr.issued",
        entity: "ctr",
        entityId: id,
        after: { number, jobId: input.jobId ?? null, receiverOrgId: receiver.orgId, contentHash },
      }),
    ]);
    if (!row) throw new Error("insert returned nothing");
    // Just issued: not overdue under any setting the hauler may choose.
    return toView(row, RECEIPT_OVERDUE_DAYS_MIN, now);
  });
}
