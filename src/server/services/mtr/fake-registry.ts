import { and, asc, eq } from "drizzle-orm";
import type { MtrSystem } from "@/domain/mtr";
import type { DbOrTx } from "@/server/db/client";
import { mtrCredentials, orgs } from "@/server/db/schema";

/**
 * The fake MTR system's registry of parties (`MTR_MODE=fake`): a unit is registered under the name of the
 * org that saved its access to that system (the first one, if two saved the same unit). The real systems
 * know each party from its registration on their site; the fake learns it from the app, so the CDF it
 * prints names the receiver and the generators as the real one does.
 */
export async function registeredUnitName(
  db: DbOrTx,
  system: MtrSystem,
  unit: { taxId: string; unitCode: string },
): Promise<string | null> {
  const [row] = await db
    .select({ name: orgs.legalName })
    .from(mtrCredentials)
    .innerJoin(orgs, eq(orgs.id, mtrCredentials.orgId))
    .where(
      and(
        eq(mtrCredentials.system, system),
        eq(mtrCredentials.companyTaxId, unit.taxId),
        eq(mtrCredentials.unitCode, unit.unitCode),
      ),
    )
    .orderBy(asc(mtrCredentials.updatedAt))
    .limit(1);
  return row?.name ?? null;
}
