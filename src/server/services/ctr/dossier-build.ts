import { createHash, randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq, gt, inArray, ne, or, type SQL } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import { ctrContentHash } from "@/domain/ctr";
import { MTR_SYSTEM_LABEL } from "@/domain/mtr";
import type { Db } from "@/server/db/client";
import { ctrDossiers, ctrs, mtrCdfs, mtrs, orgs, sites, storedFiles } from "@/server/db/schema";
import type { DossierCdf, DossierData, DossierRow, DossierTotal } from "@/server/pdf/dossier/render";
import { writeAudit } from "@/server/services/audit/write";
import { dataDir, type FileStorage, storageFromEnv } from "@/server/services/files/storage";
import { renderDossierInChild } from "./dossier-process";
import { canonicalInputOf } from "./view";

const BATCH = 100;

export interface DossierDeps {
  storage?: FileStorage;
  tempDir?: string;
  now?: () => Date;
  /** How long a build holds its dossier without renewing (DOSSIER_LEASE_MS unless told). */
  leaseMs?: number;
}

export type DossierJob = typeof ctrDossiers.$inferSelect;

/** Another process took the dossier over (this one's lease ran out): its result is not written. */
export class DossierLeaseLost extends Error {
  constructor() {
    super("o dossiê passou a outro processo");
  }
}

export function siteCtrs(orgId: string, siteId: string): SQL {
  return and(eq(ctrs.generatorOrgId, orgId), eq(ctrs.siteId, siteId), ne(ctrs.status, "cancelled")) as SQL;
}

/** The dossier as long as this build holds it: still running, in the attempt it claimed. */
export function heldBy(job: DossierJob): SQL {
  return and(
    eq(ctrDossiers.orgId, job.orgId),
    eq(ctrDossiers.id, job.id),
    eq(ctrDossiers.status, "running"),
    eq(ctrDossiers.attempts, job.attempts),
  ) as SQL;
}

function add(map: Map<string, DossierTotal>, key: string, volume: number, weight: number | null) {
  const t = map.get(key) ?? { key, count: 0, volumeM3: 0, weightT: 0 };
  t.count += 1;
  t.volumeM3 += volume;
  t.weightT += weight ?? 0;
  map.set(key, t);
}

/** The MTRs of a batch of the generator's CTRs, with the CDF (issued) that covers each. */
async function mtrsOf(db: Db, generatorOrgId: string, ctrIds: string[]) {
  if (ctrIds.length === 0) return new Map<string, MtrOfLoad>();
  const rows = await db
    .select({
      ctrId: mtrs.ctrId,
      number: mtrs.number,
      system: mtrs.system,
      cdfId: mtrCdfs.id,
      cdfNumber: mtrCdfs.number,
      cdfIssuedAt: mtrCdfs.issuedAt,
      receiverName: orgs.legalName,
    })
    .from(mtrs)
    .leftJoin(
      mtrCdfs,
      and(eq(mtrCdfs.orgId, mtrs.receiverOrgId), eq(mtrCdfs.id, mtrs.cdfId), eq(mtrCdfs.status, "issued")),
    )
    .leftJoin(orgs, eq(orgs.id, mtrs.receiverOrgId))
    .where(
      and(eq(mtrs.generatorOrgId, generatorOrgId), inArray(mtrs.ctrId, ctrIds), ne(mtrs.status, "cancelled")),
    );
  return new Map(rows.filter((r) => r.number).map((r) => [r.ctrId, r]));
}
type MtrOfLoad = {
  number: string | null;
  system: keyof typeof MTR_SYSTEM_LABEL;
  cdfId: string | null;
  cdfNumber: string | null;
  cdfIssuedAt: Date | null;
  receiverName: string | null;
};

/** Gathers the CDFs that cover the site's MTRs, each with the MTR numbers it covers. */
function addCdf(cdfs: Map<string, DossierCdf>, m: MtrOfLoad) {
  if (!m.cdfId || !m.cdfNumber || !m.cdfIssuedAt || !m.number) return;
  const c = cdfs.get(m.cdfId) ?? {
    number: m.cdfNumber,
    system: MTR_SYSTEM_LABEL[m.system],
    receiverName: m.receiverName ?? "",
    issuedAt: m.cdfIssuedAt,
    mtrNumbers: [],
  };
  c.mtrNumbers.push(m.number);
  cdfs.set(m.cdfId, c);
}

/**
 * Reads the site's CTRs 100 at a time, re-checks each content hash and records progress after each
 * batch; then renders one PDF and stores it as a file of the generator org. Every write is made only
 * while the build still holds the dossier (see `heldBy`).
 */
export async function buildDossier(db: Db, job: DossierJob, deps: DossierDeps) {
  const { orgId } = job;
  const held = heldBy(job);
  const [site] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.orgId, orgId), eq(sites.id, job.siteId)));
  const [generator] = await db.select().from(orgs).where(eq(orgs.id, orgId));
  if (!site || !generator) throw new Error("obra ou gerador não encontrado");
  const rows: DossierRow[] = [];
  const byClass = new Map<string, DossierTotal>();
  const byReceiver = new Map<string, DossierTotal>();
  const cdfs = new Map<string, DossierCdf>();
  let after: { issuedAt: Date; id: string } | null = null;
  for (;;) {
    const cursor = after
      ? or(gt(ctrs.issuedAt, after.issuedAt), and(eq(ctrs.issuedAt, after.issuedAt), gt(ctrs.id, after.id)))
      : undefined;
    const base = siteCtrs(orgId, site.id);
    const batch: (typeof ctrs.$inferSelect)[] = await db
      .select()
      .from(ctrs)
      .where(cursor ? and(base, cursor) : base)
      .orderBy(asc(ctrs.issuedAt), asc(ctrs.id))
      .limit(BATCH);
    const mtrOf = await mtrsOf(
      db,
      orgId,
      batch.map((c) => c.id),
    );
    for (const c of batch) {
      const ok = (await ctrContentHash(canonicalInputOf(c))) === c.contentHash;
      const mtr = mtrOf.get(c.id);
      if (mtr) addCdf(cdfs, mtr);
      rows.push({
        number: c.number,
        issuedAt: c.issuedAt,
        haulerName: c.haulerName,
        receiverName: c.receiverName,
        wasteClass: c.receivedClass ?? c.wasteClass,
        volumeM3: c.volumeM3,
        weightT: c.receivedWeightT,
        status: c.status,
        hash: ok ? c.contentHash : `DIVERGENTE ${c.contentHash}`,
        mtr: mtr?.number ? `${mtr.number} ${MTR_SYSTEM_LABEL[mtr.system]}` : null,
      });
      if (c.status === "received") {
        add(byClass, `Classe ${c.receivedClass ?? c.wasteClass}`, c.volumeM3, c.receivedWeightT);
        add(byReceiver, c.receiverName, c.volumeM3, c.receivedWeightT);
      }
    }
    const progressed = await db
      .update(ctrDossiers)
      .set({ done: rows.length })
      .where(held)
      .returning({ id: ctrDossiers.id });
    if (progressed.length === 0) throw new DossierLeaseLost();
    const last = batch[batch.length - 1];
    if (!last || batch.length < BATCH) break;
    after = { issuedAt: last.issuedAt, id: last.id };
    await new Promise((r) => setImmediate(r));
  }
  const m = resolveMunicipality(site.municipalityId);
  const data: DossierData = {
    site: {
      name: site.name,
      address: site.address,
      municipality: m ? `${m.name}/${m.uf}` : site.municipalityId,
      municipalityId: site.municipalityId,
    },
    generator: { name: generator.legalName, taxId: generator.taxId },
    generatedAt: deps.now?.() ?? new Date(),
    rows,
    byClass: [...byClass.values()].sort((a, b) => a.key.localeCompare(b.key)),
    byReceiver: [...byReceiver.values()].sort((a, b) => b.volumeM3 - a.volumeM3),
    cdfs: [...cdfs.values()].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime()),
  };
  // In a child process: the layout of a large site takes seconds of CPU the server must not block.
  const pdf = await renderDossierInChild(data);
  const fileId = randomUUID();
  const storageKey = `${orgId}/ctr_dossier/${fileId}.pdf`;
  const tmp = deps.tempDir ?? join(dataDir(), "tmp");
  await mkdir(tmp, { recursive: true });
  const tempPath = join(tmp, `${fileId}.pdf`);
  await writeFile(tempPath, pdf);
  await (deps.storage ?? storageFromEnv()).putFromTempFile(
    storageKey,
    tempPath,
    "application/pdf",
    pdf.length,
  );
  await db.transaction(async (tx) => {
    await tx.insert(storedFiles).values({
      orgId,
      id: fileId,
      storageKey,
      purpose: "ctr_dossier",
      originalName: `dossie-ctr-${site.name}.pdf`.slice(0, 200),
      contentType: "application/pdf",
      sizeBytes: pdf.length,
      sha256: createHash("sha256").update(pdf).digest("hex"),
      uploadedBy: job.requestedBy,
    });
    const finished = await tx
      .update(ctrDossiers)
      .set({
        status: "done",
        done: rows.length,
        total: rows.length,
        fileId,
        leaseUntil: null,
        finishedAt: new Date(),
      })
      .where(held)
      .returning({ id: ctrDossiers.id });
    if (finished.length === 0) throw new DossierLeaseLost();
    await writeAudit(tx, {
      orgId,
      actorUserId: job.requestedBy,
      action: "ctr.dossier_built",
      entity: "ctr_dossier",
      entityId: job.id,
      after: { ctrs: rows.length, fileId, bytes: pdf.length },
    });
  });
}
