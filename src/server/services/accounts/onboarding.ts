import { and, count, eq, ne } from "drizzle-orm";
import { haulerArticles } from "@/domain";
import { cacambas, haulerProfiles, invitations, memberships, orgs } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { checkHaulerLicensing } from "@/server/services/fleet/licences/assert-licensed";

export interface OnboardingStep {
  key: "licences" | "yard" | "cacambas" | "team";
  done: boolean;
}

/** A new hauler's first steps, each computed from what it has registered. */
export async function haulerOnboarding(scope: OrgScope, now: Date) {
  const [org] = await scope.db
    .select({
      yardAddress: orgs.yardAddress,
      municipalityId: orgs.municipalityId,
      trialEndsAt: orgs.trialEndsAt,
      servedIds: haulerProfiles.municipalityIds,
    })
    .from(orgs)
    .leftJoin(haulerProfiles, eq(haulerProfiles.orgId, orgs.id))
    .where(eq(orgs.id, scope.orgId));
  if (!org) return null;
  const [licensing, [fleet], [team], [invited]] = await Promise.all([
    checkHaulerLicensing(scope.db, scope.orgId, org.municipalityId, now),
    scope.db.select({ n: count() }).from(cacambas).where(eq(cacambas.orgId, scope.orgId)),
    scope.db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.orgId, scope.orgId), ne(memberships.userId, scope.userId))),
    scope.db.select({ n: count() }).from(invitations).where(eq(invitations.orgId, scope.orgId)),
  ]);
  const steps: OnboardingStep[] = [
    { key: "licences", done: licensing.licensed },
    { key: "yard", done: Boolean(org.yardAddress?.trim()) },
    { key: "cacambas", done: (fleet?.n ?? 0) > 0 },
    { key: "team", done: (team?.n ?? 0) + (invited?.n ?? 0) > 0 },
  ];
  return {
    steps,
    trialEndsAt: org.trialEndsAt,
    licensingArticle: licensing.article,
    /** Only the laws of the municipalities it serves (JF art. 15); none elsewhere. */
    yardArticle: haulerArticles("yard", org.servedIds ?? [org.municipalityId]),
  };
}
