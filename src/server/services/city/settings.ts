import { eq } from "drizzle-orm";
import { citySettings } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import { assertAnnexProvisions } from "./annex-provisions";
import { DEFAULT_CTR_RECEIPT_DAYS } from "./ctr-watch";
import type { CityScope } from "./scope";

export interface CitySettingsInput {
  updateFactor: number | null;
  upfCents: number | null;
  annex: Record<string, { amountCents: number }> | null;
  ctrReceiptDays: number;
}

export async function getCitySettings(
  city: CityScope,
): Promise<CitySettingsInput & { municipalityId: string }> {
  const [s] = await city.db.select().from(citySettings).where(eq(citySettings.orgId, city.orgId));
  return {
    municipalityId: city.municipality.id,
    updateFactor: s?.updateFactor === null || s?.updateFactor === undefined ? null : Number(s.updateFactor),
    upfCents: s?.upfCents ?? null,
    annex: s?.annex ?? null,
    ctrReceiptDays: s?.ctrReceiptDays ?? DEFAULT_CTR_RECEIPT_DAYS,
  };
}

/** The values the law leaves to configuration (its module's `settings`: JF art. 31, CM art. 74 §1º, IN UPF, JP annex). */
export function saveCitySettings(city: CityScope, input: CitySettingsInput) {
  assertAnnexProvisions(city, input.annex);
  return city.db.transaction(async (tx) => {
    const [before] = await tx.select().from(citySettings).where(eq(citySettings.orgId, city.orgId));
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(citySettings)
      .values({ orgId: city.orgId, ...values })
      .onConflictDoUpdate({ target: citySettings.orgId, set: values });
    await writeAudit(tx, {
      orgId: city.orgId,
      actorUserId: city.userId,
      action: "city.settings_saved",
      entity: "city_settings",
      entityId: city.orgId,
      before: before ?? null,
      after: input,
    });
    return input;
  });
}
