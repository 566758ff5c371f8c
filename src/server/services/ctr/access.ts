import { eq, type SQL } from "drizzle-orm";
import { ctrs, orgs } from "@/server/db/schema";
import { forbidden } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";

/**
 * Who may read a CTR, one party at a time: the hauler that issued it, the receiver it is addressed
 * to, the generator named on it, and the city of its origin municipality (JP art. 12, §4º: the CTRs
 * are kept for inspection). Each router procedure names its party; this builds the matching filter.
 */
export type CtrParty = "hauler" | "receiver" | "generator" | "city";

const KIND_OF_PARTY: Record<CtrParty, OrgScope["orgKind"]> = {
  hauler: "hauler",
  receiver: "receiver",
  generator: "generator",
  city: "city",
};

export async function partyFilter(scope: OrgScope, party: CtrParty): Promise<SQL> {
  if (scope.orgKind !== KIND_OF_PARTY[party]) throw forbidden();
  if (party === "hauler") return eq(ctrs.orgId, scope.orgId);
  if (party === "receiver") return eq(ctrs.receiverOrgId, scope.orgId);
  if (party === "generator") return eq(ctrs.generatorOrgId, scope.orgId);
  const [city] = await scope.db
    .select({ municipalityId: orgs.municipalityId })
    .from(orgs)
    .where(eq(orgs.id, scope.orgId));
  if (!city) throw forbidden();
  return eq(ctrs.originMunicipalityId, city.municipalityId);
}
