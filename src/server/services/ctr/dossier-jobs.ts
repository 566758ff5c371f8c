import { and, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { ctrDossiers } from "@/server/db/schema";
import { whileRenewing } from "@/server/jobs/lease";
import { buildDossier, type DossierDeps, type DossierJob, DossierLeaseLost, heldBy } from "./dossier-build";

/** How long a dossier is left to the process that queued or builds it; renewed every third of it. */
export const DOSSIER_LEASE_MS = 60_000;
/** Builds started before a dossier whose processes keep dying is marked failed. */
export const DOSSIER_MAX_ATTEMPTS = 3;

const INTERRUPTED =
  "A geração do dossiê foi interrompida várias vezes (o servidor reiniciou). Peça um novo dossiê.";

/** Queued or running, and no process holds it any more: the one that did was stopped or killed. */
function stale(now: Date): SQL {
  return and(
    inArray(ctrDossiers.status, ["queued", "running"]),
    or(isNull(ctrDossiers.leaseUntil), lt(ctrDossiers.leaseUntil, now)),
  ) as SQL;
}

/** Takes the dossiers matching `where` for this process (SKIP LOCKED): running, attempt + 1, leased. */
export async function claimDossiers(db: Db, where: SQL, leaseMs: number, limit: number) {
  const ids = db
    .select({ id: ctrDossiers.id })
    .from(ctrDossiers)
    .where(where)
    .orderBy(ctrDossiers.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(ctrDossiers)
    .set({
      status: "running",
      attempts: sql`${ctrDossiers.attempts} + 1`,
      leaseUntil: new Date(Date.now() + leaseMs),
    })
    .where(and(where, inArray(ctrDossiers.id, ids)))
    .returning();
}

/**
 * Builds one claimed dossier, renewing its lease while it builds; a build error marks it failed
 * with the reason. Never rejects.
 */
export async function runDossier(db: Db, job: DossierJob, deps: DossierDeps): Promise<void> {
  const leaseMs = deps.leaseMs ?? DOSSIER_LEASE_MS;
  const renew = () =>
    db
      .update(ctrDossiers)
      .set({ leaseUntil: new Date(Date.now() + leaseMs) })
      .where(heldBy(job));
  try {
    await whileRenewing(leaseMs, renew, () => buildDossier(db, job, deps));
  } catch (e) {
    if (!(e instanceof DossierLeaseLost))
      await db
        .update(ctrDossiers)
        .set({
          status: "failed",
          error: e instanceof Error ? e.message.slice(0, 500) : "erro",
          leaseUntil: null,
          finishedAt: new Date(),
        })
        .where(heldBy(job))
        .catch((err: unknown) => console.error("Falha ao registrar o erro do dossiê:", err));
  }
}

/**
 * Dossiers whose process was stopped or killed (queued or running, lease over): built again here,
 * one after another, or marked failed after DOSSIER_MAX_ATTEMPTS. Returns how many it took.
 */
export async function recoverStaleDossiers(db: Db, deps: DossierDeps = {}, limit = 5): Promise<number> {
  const now = new Date();
  await db
    .update(ctrDossiers)
    .set({ status: "failed", error: INTERRUPTED, leaseUntil: null, finishedAt: now })
    .where(and(stale(now), sql`${ctrDossiers.attempts} >= ${DOSSIER_MAX_ATTEMPTS}`));
  const jobs = await claimDossiers(
    db,
    and(stale(now), lt(ctrDossiers.attempts, DOSSIER_MAX_ATTEMPTS)) as SQL,
    deps.leaseMs ?? DOSSIER_LEASE_MS,
    limit,
  );
  for (const job of jobs) await runDossier(db, job, deps);
  return jobs.length;
}
