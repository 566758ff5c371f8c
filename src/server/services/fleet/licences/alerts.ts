import type { DbOrTx } from "@/server/db/client";
import { loadCompany } from "../profile";
import { checkHaulerLicensing, type LicensingVerdict } from "./assert-licensed";

/** Per municipality a hauler serves (none for other org kinds): licensed today or not, and why (what the dashboard and the public page show). */
export async function licensingByMunicipality(
  db: DbOrTx,
  orgId: string,
  at: Date,
): Promise<LicensingVerdict[]> {
  const company = await loadCompany(db, orgId);
  if (company.kind !== "hauler") return [];
  const verdicts: LicensingVerdict[] = [];
  for (const m of company.municipalityIds) verdicts.push(await checkHaulerLicensing(db, orgId, m, at));
  return verdicts;
}
