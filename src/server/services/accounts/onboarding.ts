import { and, count, eq, isNotNull, ne } from "drizzle-orm";
import { haulerArticles } from "@/domain";
import {
  cacambas,
  haulerPixSettings,
  haulerProfiles,
  invitations,
  memberships,
  nfseSettings,
  orgs,
  priceRows,
  priceSettings,
} from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { checkHaulerLicensing } from "@/server/services/fleet/licences/assert-licensed";
import { unitOf } from "@/server/services/mtr/credentials";
import { systemForOrg } from "@/server/services/mtr/state-systems";

export interface OnboardingStep {
  key: "licences" | "yard" | "cacambas" | "team" | "prices" | "pix" | "nfse" | "mtr";
  done: boolean;
}

/**
 * What it takes to get paid and to issue the documents: the rules and at least one rental price (the
 * client's order is then priced), a Pix key (every invoice shows its QR), the NFS-e's A1 certificate
 * (`NFSE_MODE=fake` included: no note is issued without it) and its access to the MTR system of its state.
 */
async function paperworkSteps(scope: OrgScope): Promise<OnboardingStep[]> {
  const { db, orgId } = scope;
  const [[settings], [row], [pix], [nfse], { system }] = await Promise.all([
    db.select({ id: priceSettings.orgId }).from(priceSettings).where(eq(priceSettings.orgId, orgId)),
    db.select({ id: priceRows.id }).from(priceRows).where(eq(priceRows.orgId, orgId)).limit(1),
    db
      .select({ id: haulerPixSettings.orgId })
      .from(haulerPixSettings)
      .where(eq(haulerPixSettings.orgId, orgId)),
    db
      .select({ id: nfseSettings.orgId })
      .from(nfseSettings)
      .where(and(eq(nfseSettings.orgId, orgId), isNotNull(nfseSettings.certCiphertext))),
    systemForOrg(db, orgId),
  ]);
  return [
    { key: "prices", done: Boolean(settings && row) },
    { key: "pix", done: pix !== undefined },
    { key: "nfse", done: nfse !== undefined },
    { key: "mtr", done: (await unitOf(db, orgId, system)) !== null },
  ];
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
    ...(await paperworkSteps(scope)),
  ];
  return {
    steps,
    trialEndsAt: org.trialEndsAt,
    licensingArticle: licensing.article,
    /** Only the laws of the municipalities it serves (JF art. 15); none elsewhere. */
    yardArticle: haulerArticles("yard", org.servedIds ?? [org.municipalityId]),
  };
}
