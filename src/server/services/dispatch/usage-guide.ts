import { and, eq, inArray } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import { orgs, sites } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { computeDeadline } from "./deadlines";
import { placementOf } from "./placements";

/**
 * What the usage guide handed with a caçamba shows (JP art. 18, §3º, III, b): the parties, the site,
 * and the removal deadline computed by the rules engine — the stored one once placed, otherwise what
 * the count would be if it were placed now (said so).
 */
export async function usageGuideData(scope: OrgScope, placementId: string, now: Date) {
  const p = await placementOf(scope, placementId);
  const [site] = await scope.db
    .select({ name: sites.name, address: sites.address })
    .from(sites)
    .where(and(eq(sites.orgId, p.generatorOrgId), eq(sites.id, p.siteId)));
  const parties = await scope.db
    .select({ id: orgs.id, legalName: orgs.legalName, taxId: orgs.taxId })
    .from(orgs)
    .where(inArray(orgs.id, [p.orgId, p.generatorOrgId]));
  const hauler = parties.find((o) => o.id === p.orgId);
  const generator = parties.find((o) => o.id === p.generatorOrgId);
  const municipality = resolveMunicipality(p.municipalityId);
  if (!site || !hauler || !generator || !municipality) throw notFound("Colocação");
  const placed = p.status === "placed" && p.placedAt !== null;
  const deadline = placed
    ? { deadline: p.deadline, deadlineArticle: p.deadlineArticle, deadlineExplanation: p.deadlineExplanation }
    : computeDeadline({ municipalityId: p.municipalityId, placedAt: now });
  return {
    placementId: p.id,
    municipalityId: p.municipalityId,
    timeZone: municipality.timeZone,
    hauler: { legalName: hauler.legalName, taxId: hauler.taxId },
    generator: { legalName: generator.legalName },
    site: { name: site.name, address: site.address },
    placedAt: placed ? p.placedAt : null,
    deadline: deadline.deadline,
    deadlineArticle: deadline.deadlineArticle,
    deadlineExplanation: deadline.deadlineExplanation ?? null,
    generatedAt: now,
  };
}

export type UsageGuideData = Awaited<ReturnType<typeof usageGuideData>>;
