import { and, eq, sql } from "drizzle-orm";
import { isDpsSeries } from "@/domain/nfse/ids";
import { certificateWarning } from "@/domain/nfse/status";
import type { DbOrTx } from "@/server/db/client";
import { nfseDocuments, nfseSettings, orgCounters, orgs } from "@/server/db/schema";
import { DomainError, invalidField } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { sealIdentity } from "./cert-store";
import {
  type A1Certificate,
  CERTIFICATE_PROBLEM_TEXT,
  CertificateError,
  certificateProblem,
} from "./certificate";
import { readA1OffThread } from "./certificate-thread";

export type NfseSettingsRow = typeof nfseSettings.$inferSelect;

export async function loadNfseSettings(db: DbOrTx, orgId: string): Promise<NfseSettingsRow | null> {
  const [row] = await db.select().from(nfseSettings).where(eq(nfseSettings.orgId, orgId));
  return row ?? null;
}

/** Name of the gapless counter of one series in one environment. */
export const dpsCounter = (environment: string, series: string) => `nfse_dps:${environment}:${series}`;

async function counterValue(db: DbOrTx, orgId: string, name: string) {
  const [row] = await db
    .select({ value: orgCounters.value })
    .from(orgCounters)
    .where(and(eq(orgCounters.orgId, orgId), eq(orgCounters.name, name)));
  return row?.value ?? 0;
}

/** What the admin sees: the set-up, the certificate's CNPJ, holder and validity (never the key), the next number. */
export async function getNfseSettings(scope: OrgScope, now = new Date()) {
  const row = await loadNfseSettings(scope.db, scope.orgId);
  const environment = row?.environment ?? "restricted";
  const series = row?.series ?? "1";
  return {
    configured: row !== null && row.certCiphertext !== null,
    municipalRegistration: row?.municipalRegistration ?? null,
    simples: row?.simples ?? "none",
    simplesIssRate: row?.simplesIssRate ?? null,
    simplesTotalRate: row?.simplesTotalRate ?? null,
    series,
    environment,
    autoIssue: row?.autoIssue ?? false,
    defaultTribNac: row?.defaultTribNac ?? "070901",
    nextNumber: (await counterValue(scope.db, scope.orgId, dpsCounter(environment, series))) + 1,
    certificate:
      row?.certCiphertext && row.certNotAfter && row.certNotBefore
        ? {
            cnpj: row.certCnpj,
            holder: row.certHolder,
            notBefore: row.certNotBefore,
            notAfter: row.certNotAfter,
            uploadedAt: row.certUploadedAt,
            warning: certificateWarning(row.certNotAfter, now),
          }
        : null,
  };
}

export interface NfseSettingsInput {
  municipalRegistration: string | null;
  simples: "none" | "mei" | "me_epp";
  simplesIssRate: number | null;
  simplesTotalRate: number | null;
  series: string;
  nextNumber: number;
  environment: "restricted" | "production";
  autoIssue: boolean;
  defaultTribNac: string;
}

/**
 * Saves the set-up. The next DPS number may only move forward past every DPS already made in that
 * series (numbers are never given twice); it is kept in the series' gapless counter.
 */
export async function saveNfseSettings(scope: OrgScope, input: NfseSettingsInput) {
  if (!isDpsSeries(input.series))
    throw invalidField("series", "A série tem de 1 a 5 dígitos, como 1 ou 900.");
  if (!/^\d{6}$/.test(input.defaultTribNac))
    throw invalidField("defaultTribNac", "O código de tributação nacional tem 6 dígitos, como 070901.");
  if (input.simples === "me_epp" && (input.simplesIssRate === null || input.simplesTotalRate === null))
    throw invalidField(
      "simplesIssRate",
      "Optante ME/EPP do Simples: informe a alíquota do ISS e a alíquota total da sua faixa (LC 123/2006, anexo III).",
    );
  return scope.db.transaction(async (tx) => {
    const before = await loadNfseSettings(tx, scope.orgId);
    const counter = dpsCounter(input.environment, input.series);
    const used = await counterValue(tx, scope.orgId, counter);
    const [made] = await tx
      .select({ n: sql<number>`coalesce(max(${nfseDocuments.number}), 0)`.mapWith(Number) })
      .from(nfseDocuments)
      .where(
        and(
          eq(nfseDocuments.orgId, scope.orgId),
          eq(nfseDocuments.environment, input.environment),
          eq(nfseDocuments.series, input.series),
        ),
      );
    const last = Math.max(used, made?.n ?? 0);
    if (input.nextNumber <= last)
      throw invalidField(
        "nextNumber",
        `A DPS nº ${last} já foi feita nesta série: o próximo número precisa ser ${last + 1} ou mais.`,
      );
    const values = {
      municipalRegistration: input.municipalRegistration,
      simples: input.simples,
      simplesIssRate: input.simples === "me_epp" ? input.simplesIssRate : null,
      simplesTotalRate: input.simples === "none" ? null : input.simplesTotalRate,
      series: input.series,
      environment: input.environment,
      autoIssue: input.autoIssue,
      defaultTribNac: input.defaultTribNac,
      updatedBy: scope.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(nfseSettings)
      .values({ orgId: scope.orgId, ...values })
      .onConflictDoUpdate({ target: nfseSettings.orgId, set: values });
    await tx
      .insert(orgCounters)
      .values({ orgId: scope.orgId, name: counter, value: input.nextNumber - 1 })
      .onConflictDoUpdate({
        target: [orgCounters.orgId, orgCounters.name],
        set: { value: input.nextNumber - 1 },
      });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "nfse.settings_saved",
      entity: "org",
      entityId: scope.orgId,
      before: before && { series: before.series, environment: before.environment, simples: before.simples },
      after: { ...values, nextNumber: input.nextNumber },
    });
    return { ok: true as const };
  });
}

/**
 * Reads the uploaded PKCS#12 (in a thread, within a time budget) and keeps its key and certificate
 * sealed. Refused in pt-BR (field `certificate` or `password`), nothing written: unreadable, wrong
 * password, too many key-derivation iterations or too slow to open, not A1, no CNPJ, expired or not yet
 * valid, or of another CNPJ than this company's; 429 while other files are being read.
 */
export async function uploadCertificate(
  scope: OrgScope,
  input: { fileBase64: string; password: string },
  now = new Date(),
) {
  const bytes = Buffer.from(input.fileBase64, "base64");
  if (bytes.length === 0) throw invalidField("certificate", CERTIFICATE_PROBLEM_TEXT.unreadable);
  let cert: A1Certificate;
  try {
    cert = await readA1OffThread(bytes, input.password);
  } catch (e) {
    if (e instanceof CertificateError && e.problem === "busy")
      throw new DomainError("TOO_MANY_REQUESTS", e.message);
    if (e instanceof CertificateError)
      throw invalidField(e.problem === "wrong_password" ? "password" : "certificate", e.message);
    throw invalidField("certificate", CERTIFICATE_PROBLEM_TEXT.unreadable);
  }
  const [org] = await scope.db.select({ taxId: orgs.taxId }).from(orgs).where(eq(orgs.id, scope.orgId));
  const problem = certificateProblem(cert, org?.taxId ?? "", now);
  if (problem) throw invalidField("certificate", CERTIFICATE_PROBLEM_TEXT[problem]);
  const sealed = sealIdentity({ keyPem: cert.keyPem, certPem: cert.certPem });
  const values = {
    certCiphertext: sealed,
    certCnpj: cert.cnpj,
    certHolder: cert.holder,
    certNotBefore: cert.notBefore,
    certNotAfter: cert.notAfter,
    certUploadedAt: now,
    updatedBy: scope.userId,
    updatedAt: now,
  };
  return scope.db.transaction(async (tx) => {
    await tx
      .insert(nfseSettings)
      .values({ orgId: scope.orgId, ...values })
      .onConflictDoUpdate({ target: nfseSettings.orgId, set: values });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "nfse.certificate_uploaded",
      entity: "org",
      entityId: scope.orgId,
      after: { cnpj: cert.cnpj, holder: cert.holder, notAfter: cert.notAfter.toISOString() },
    });
    return { cnpj: cert.cnpj, holder: cert.holder, notBefore: cert.notBefore, notAfter: cert.notAfter };
  });
}
