import type { DbOrTx } from "@/server/db/client";
import { loadCompany } from "../profile";
import { checkHaulerLicensing, type LicensingVerdict } from "./assert-licensed";

/** Per served municipality: licensed today or not, and why (what the dashboard and the public page show). */
export async function licensingByMunicipality(
  db: DbOrTx,
  orgId: string,
  at: Date,
): Promise<LicensingVerdict[]> {
  const company = await loadCompany(db, orgId);
  const verdicts: LicensingVerdict[] = [];
  for (const m of company.municipalityIds) verdicts.push(await checkHaulerLicensing(db, orgId, m, at));
  return verdicts;
}
