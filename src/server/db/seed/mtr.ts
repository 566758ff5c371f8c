import { seal } from "@/server/crypto/secret-box";
import type { Tx } from "@/server/db/client";
import { mtrCredentials } from "@/server/db/schema";

/**
 * The demo parties' access to MTR-MG (FEAM, Juiz de Fora's state), answered by the built-in fake
 * (MTR_MODE=fake): the construction company's consent is left to be given by a click in /mtr.
 */
export async function seedMtrDemo(
  tx: Tx,
  ids: { hauler: string; receiver: string; generator: string; adminUserId: string },
  taxIds: { hauler: string; receiver: string; generator: string },
) {
  const row = (orgId: string, companyTaxId: string, unitCode: string) => ({
    orgId,
    system: "feam" as const,
    loginTaxId: "52998224725",
    companyTaxId,
    unitCode,
    passwordSealed: seal("demo-mtr"),
    updatedBy: ids.adminUserId,
  });
  await tx
    .insert(mtrCredentials)
    .values([
      row(ids.generator, taxIds.generator, "1001"),
      row(ids.hauler, taxIds.hauler, "1002"),
      row(ids.receiver, taxIds.receiver, "1003"),
    ]);
}
