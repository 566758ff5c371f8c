import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { ctrDossiers, ctrs, sites } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { type DossierDeps, siteCtrs } from "./dossier-build";
import { claimDossiers, DOSSIER_LEASE_MS, runDossier } from "./dossier-jobs";

export type { DossierDeps } from "./dossier-build";

/**
 * Starts building the site dossier in this process, in the background; returns its id to poll for
 * progress. It is queued with a lease first: if this process dies, another one (or this one when it
 * starts again) builds it (see `recoverStaleDossiers`).
 */
export async function startDossier(
  scope: OrgScope,
  siteId: string,
  deps: DossierDeps = {},
): Promise<{ id: string; total: number; done: Promise<void> }> {
  const [site] = await scope.db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.orgId, scope.orgId), eq(sites.id, siteId)));
  if (!site) throw notFound("Obra");
  const [{ n } = { n: 0 }] = await scope.db
    .select({ n: count() })
    .from(ctrs)
    .where(siteCtrs(scope.orgId, siteId));
  const leaseMs = deps.leaseMs ?? DOSSIER_LEASE_MS;
  const id = await scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ctrDossiers)
      .values({
        orgId: scope.orgId,
        siteId,
        total: Number(n),
        requestedBy: scope.userId,
        leaseUntil: new Date(Date.now() + leaseMs),
      })
      .returning({ id: ctrDossiers.id });
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "ctr.dossier_requested",
      entity: "ctr_dossier",
      entityId: row.id,
      after: { siteId, total: Number(n) },
    });
    return row.id;
  });
  const queued = and(
    eq(ctrDossiers.orgId, scope.orgId),
    eq(ctrDossiers.id, id),
    eq(ctrDossiers.status, "queued"),
  ) as SQL;
  const done = claimDossiers(scope.db, queued, leaseMs, 1)
    .then(async ([job]) => {
      if (job) await runDossier(scope.db, job, deps);
    })
    // Left queued: its lease runs out and `recoverStaleDossiers` builds it.
    .catch((e: unknown) => console.error("Falha ao iniciar o dossiê:", e));
  return { id, total: Number(n), done };
}

/** Progress of one dossier of the caller's org. */
export async function getDossier(scope: OrgScope, id: string) {
  const [row] = await scope.db
    .select({
      id: ctrDossiers.id,
      siteId: ctrDossiers.siteId,
      status: ctrDossiers.status,
      total: ctrDossiers.total,
      done: ctrDossiers.done,
      fileId: ctrDossiers.fileId,
      error: ctrDossiers.error,
      createdAt: ctrDossiers.createdAt,
      finishedAt: ctrDossiers.finishedAt,
    })
    .from(ctrDossiers)
    .where(and(eq(ctrDossiers.orgId, scope.orgId), eq(ctrDossiers.id, id)));
  if (!row) throw notFound("Dossiê");
  return row;
}

export function listDossiers(scope: OrgScope) {
  return scope.db
    .select({
      id: ctrDossiers.id,
      siteId: ctrDossiers.siteId,
      status: ctrDossiers.status,
      total: ctrDossiers.total,
      done: ctrDossiers.done,
      createdAt: ctrDossiers.createdAt,
    })
    .from(ctrDossiers)
    .where(eq(ctrDossiers.orgId, scope.orgId))
    .orderBy(desc(ctrDossiers.createdAt))
    .limit(20);
}
