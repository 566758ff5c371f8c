import { randomBytes, randomUUID } from "node:crypto";
import { resolveMunicipality } from "@/domain";
import {
  canonicalCtrAround,
  ctrCounterName,
  gateRefusals,
  jobNeedsCtr,
  RECEIPT_OVERDUE_DAYS_MIN,
  refusalGround,
  type WasteClass,
  type WasteKind,
} from "@/domain/ctr";
import { jobContradictions } from "@/domain/ctr/job-facts";
import { gateOf } from "@/domain/laws/gate";
import { QUANTITY_PLACES, storedDecimal } from "@/domain/quantity";
import { isoDateIn } from "@/lib/format";
import { ROLE_LABEL } from "@/lib/roles";
import { conflict, DomainError, invalidField, notFound } from "@/server/errors";
import type { MemberGate, OrgScope } from "@/server/services/context";
import {
  licensingVerdict,
  refuseUnlicensed,
  requirementsOrRefuse,
} from "@/server/services/fleet/licences/assert-licensed";
import { type IssueFactIds, type IssueFacts, issueFactsRead, readIssueFacts } from "./issue-facts";
import { insertIssuedCtr, type NewCtr } from "./issue-write";
import { decodeSignaturePng, putSignatureImage, signatureRecord } from "./signature-image";
import { canonicalInputAround, toView } from "./view";

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

type Facts = IssueFacts;

/** A fact the CTR states against its job or site: 409 naming the field, nothing written. */
const contradiction = (c: { field: string; message: string }) =>
  new DomainError("CONFLICT", c.message, { fieldErrors: { [c.field]: [c.message] } });

/** A site fixes the origin: a municipality or an address typed beside it must be the site's own. */
function refuseOtherOrigin(site: { address: string; municipalityId: string }, input: IssueCtrInput) {
  const place = resolveMunicipality(site.municipalityId);
  const where = place ? `${place.name}/${place.uf}` : "outro município";
  const conflicts = [
    input.originMunicipalityId && input.originMunicipalityId !== site.municipalityId
      ? {
          field: "originMunicipalityId",
          message: `A obra fica em ${where}: o município de origem informado é outro. Emita o CTR com o município da obra ou escolha a obra certa.`,
        }
      : null,
    input.originAddress?.trim() && input.originAddress.trim() !== site.address.trim()
      ? {
          field: "originAddress",
          message: `A obra fica em ${site.address}: o endereço de origem informado é outro. Emita o CTR com o endereço da obra ou escolha a obra certa.`,
        }
      : null,
  ];
  const first = conflicts.find((c) => c !== null);
  if (first) throw contradiction(first);
}

function originOf(facts: Facts, input: IssueCtrInput) {
  const { generator } = facts;
  if (!generator) throw notFound("Cliente (gerador)");
  // The site is only read as the generator's: a site of another org is not found.
  if (input.siteId) {
    if (!facts.site) throw notFound("Obra");
    refuseOtherOrigin(facts.site, input);
    return {
      generator,
      siteId: facts.site.id,
      address: facts.site.address,
      municipalityId: facts.site.municipalityId,
    };
  }
  const address = input.originAddress?.trim() ?? "";
  if (address.length < 5)
    throw invalidField(
      "originAddress",
      "Informe o endereço da obra (origem) ou escolha uma obra do cliente.",
    );
  return { generator, siteId: null, address, municipalityId: input.originMunicipalityId ?? "" };
}

const PRINTED_LICENCE_KINDS: readonly string[] = [
  "municipal_registration",
  "alvara_localizacao",
  "environmental_licence",
];

/** Numbers of the hauler's licences in force in the municipality, as printed in the transporter block. */
function licenceNumbers(licences: Facts["licences"], municipalityId: string, today: string): string {
  const numbers = licences
    .filter(
      (l) =>
        l.municipalityId === municipalityId &&
        PRINTED_LICENCE_KINDS.includes(l.kind) &&
        l.validFrom <= today &&
        l.validUntil >= today,
    )
    .sort((a, b) => b.validUntil.localeCompare(a.validUntil))
    .map((l) => l.number);
  return [...new Set(numbers)].join(", ") || "não exigida pela lei municipal";
}

function fleetOf(facts: Facts, input: IssueCtrInput) {
  const { truck, driver } = facts;
  if (!truck) throw notFound("Caminhão");
  if (!truck.active) throw invalidField("truckId", "Este caminhão está desativado: escolha outro.");
  if (!driver) throw notFound("Motorista");
  if (!driver.active) throw invalidField("driverId", "Este motorista está desativado: escolha outro.");
  if (input.cacambaId && !facts.cacamba) throw notFound("Caçamba");
  return { truck, driver, cacamba: input.cacambaId ? facts.cacamba : null };
}

/**
 * A CTR for a job is that job's CTR: the job must be the hauler's, move a load and be open, have no
 * valid CTR yet, and every fact it fixes (generator, site, truck, driver, caçamba) must be the CTR's.
 */
function refuseAgainstJob(facts: Facts, input: IssueCtrInput) {
  const { job } = facts;
  if (!job) throw notFound("Serviço");
  if (!jobNeedsCtr(job.kind))
    throw invalidField("jobId", "Uma entrega não leva carga: este serviço não precisa de CTR.");
  if (job.status === "cancelled" || job.status === "failed")
    throw conflict("Este serviço foi cancelado ou não foi feito: não se emite CTR para ele.");
  if (facts.jobTaken)
    throw conflict("Este serviço já tem um CTR válido: abra-o ou cancele-o antes de emitir outro.");
  const [first] = jobContradictions(job, {
    generatorOrgId: input.generatorOrgId,
    siteId: input.siteId ?? null,
    truckId: input.truckId,
    driverId: input.driverId,
    cacambaId: input.cacambaId ?? null,
  });
  if (first) throw contradiction(first);
}

const factIdsOf = (input: IssueCtrInput): IssueFactIds => ({
  jobId: input.jobId ?? null,
  generatorOrgId: input.generatorOrgId,
  siteId: input.siteId ?? null,
  receiverOrgId: input.receiverOrgId,
  truckId: input.truckId,
  driverId: input.driverId,
  cacambaId: input.cacambaId ?? null,
});

/**
 * Issues a CTR (JP art. 4º, VI; art. 18, §2º, III): refuses an unlicensed hauler in the origin
 * municipality and a destination that may not take the waste under its own law's gate, takes the
 * next gapless number of the year in the insert itself, and audits it. Two statements: every read at
 * once (`readIssueFacts`), then the numbered insert with its audit (`insertIssuedCtr`).
 */
export async function issueCtr(scope: OrgScope, input: IssueCtrInput, now: Date = new Date()) {
  const ids = { orgId: scope.orgId, userId: scope.userId, ...factIdsOf(input) };
  return issueWithFacts(scope, await readIssueFacts(scope.db, ids), input, now);
}

/**
 * `issueCtr` for a caller not yet checked: the facts ride in the membership's statement (`MemberGate`),
 * so the API's issuance is two statements in all, the caller's check included (issue 45).
 */
export async function issueCtrThrough(gate: MemberGate, input: IssueCtrInput, now: Date = new Date()) {
  const { scope, value: facts } = await gate.read(issueFactsRead(factIdsOf(input)));
  return issueWithFacts(scope, facts, input, now);
}

async function issueWithFacts(scope: OrgScope, facts: Facts, input: IssueCtrInput, now: Date) {
  const drawing = input.signaturePng ? decodeSignaturePng(input.signaturePng) : null;
  // The volume as its `numeric(6, 2)` column keeps it: one number is checked, stored and hashed.
  const volumeM3 = storedDecimal(input.volumeM3, QUANTITY_PLACES.volumeM3);
  if (!(volumeM3 > 0)) throw invalidField("volumeM3", "O volume deve ser de ao menos 0,01 m³.");
  if (input.jobId) refuseAgainstJob(facts, input);
  const { generator, siteId, address, municipalityId } = originOf(facts, input);
  const municipality = resolveMunicipality(municipalityId);
  if (!municipality)
    throw invalidField("originMunicipalityId", "Município da obra desconhecido: escolha um da lista.");
  const today = isoDateIn(now, municipality.timeZone);
  const requirements = requirementsOrRefuse(municipality.id);
  refuseUnlicensed(
    licensingVerdict(
      requirements,
      facts.licences.filter((l) => l.municipalityId === requirements.municipalityId),
      now,
    ),
  );
  const haulerLicenceNumber = licenceNumbers(facts.licences, municipality.id, today);
  const receiver = facts.receiver;
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
  const { truck, driver, cacamba } = fleetOf(facts, input);
  const { hauler, userName } = facts;
  if (!hauler || userName === null) throw notFound("Transportador");
  // In storage before the statement; its metadata row goes in with the CTR.
  const signatureFile = drawing ? await putSignatureImage(scope, drawing) : null;

  const year = Number(today.slice(0, 4));
  const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const ctr: NewCtr = {
    id: randomUUID(),
    orgId: scope.orgId,
    year,
    publicCode: randomBytes(12).toString("base64url"),
    jobId: input.jobId ?? null,
    issuedAt,
    issuedBy: scope.userId,
    generatorOrgId: generator.id,
    generatorName: generator.legalName,
    generatorTaxId: generator.taxId,
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
    material: input.material.trim(),
    volumeM3,
    receiverOrgId: receiver.orgId,
    receiverName: receiver.legalName,
    receiverTaxId: receiver.taxId,
    receiverLicenceNumber: receiver.licenceNumber,
    receiverKind: receiver.kind,
    receiverAddress: receiver.address,
    transporterSignature: signatureRecord(
      { name: userName, role: ROLE_LABEL[scope.role], at: issuedAt.toISOString() },
      signatureFile?.id ?? null,
    ),
  };
  // Hashed from the very fields stored, as the check page recomputes it (`canonicalInputOf`).
  const canonical = canonicalCtrAround(canonicalInputAround(ctr));
  const row = await insertIssuedCtr(scope.db, ctr, ctrCounterName(year), canonical, signatureFile);
  // Just issued: not overdue under any setting the hauler may choose.
  return toView(row, RECEIPT_OVERDUE_DAYS_MIN, now);
}
