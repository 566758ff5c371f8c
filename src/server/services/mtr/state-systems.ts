import { eq } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import {
  BRAZIL_UFS,
  defaultMtrSystemFor,
  MTR_SYSTEM_LABEL,
  type MtrSystem,
  mtrSystemFor,
} from "@/domain/mtr";
import type { DbOrTx } from "@/server/db/client";
import { mtrStateSystems, orgs } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";

async function overrides(db: DbOrTx): Promise<Record<string, MtrSystem>> {
  const rows = await db.select().from(mtrStateSystems);
  return Object.fromEntries(rows.map((r) => [r.uf, r.system]));
}

/** The system of a state: the platform's setting, else the default (SP, MG, RJ their own; SINIR). */
export async function systemForUf(db: DbOrTx, uf: string): Promise<MtrSystem> {
  return mtrSystemFor(uf, await overrides(db));
}

/** The system of the org's own state: the one its screens propose first. */
export async function systemForOrg(db: DbOrTx, orgId: string) {
  const [org] = await db.select({ m: orgs.municipalityId }).from(orgs).where(eq(orgs.id, orgId));
  const system = await systemForUf(db, resolveMunicipality(org?.m ?? "")?.uf ?? "");
  return { system, label: MTR_SYSTEM_LABEL[system] };
}

/** Every state: its default system, the platform's choice if any, and the one that applies. */
export async function listStateSystems(db: DbOrTx) {
  const set = await overrides(db);
  return BRAZIL_UFS.map((uf) => {
    const system = set[uf] ?? defaultMtrSystemFor(uf);
    return {
      uf,
      system,
      label: MTR_SYSTEM_LABEL[system],
      defaultSystem: defaultMtrSystemFor(uf),
      overridden: set[uf] !== undefined,
    };
  });
}

/** The platform sets (or, with `null`, clears) a state's system; audited. */
export async function saveStateSystem(db: DbOrTx, userId: string, uf: string, system: MtrSystem | null) {
  const key = uf.toUpperCase();
  const before = (await overrides(db))[key] ?? null;
  if (system === null) {
    await db.delete(mtrStateSystems).where(eq(mtrStateSystems.uf, key));
  } else
    await db
      .insert(mtrStateSystems)
      .values({ uf: key, system, updatedBy: userId })
      .onConflictDoUpdate({
        target: mtrStateSystems.uf,
        set: { system, updatedBy: userId, updatedAt: new Date() },
      });
  await writeAudit(db, {
    orgId: null,
    actorUserId: userId,
    action: "mtr.state_system_saved",
    entity: "mtr_state_system",
    entityId: key,
    before: { uf: key, system: before },
    after: { uf: key, system },
  });
  return listStateSystems(db);
}
