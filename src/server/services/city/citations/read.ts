import { and, desc, eq } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import { citationDefences, citations, orgs } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import type { CityScope } from "../scope";
import { awaitingFinalDecision, defenceOpen, effectiveStatus } from "./status";

const listColumns = {
  id: citations.id,
  orgId: citations.orgId,
  number: citations.number,
  municipalityId: citations.municipalityId,
  offenderOrgId: citations.offenderOrgId,
  offenderName: citations.offenderName,
  issuedAt: citations.issuedAt,
  article: citations.article,
  amountCents: citations.amountCents,
  status: citations.status,
  defenceDueAt: citations.defenceDueAt,
  paymentDueAt: citations.paymentDueAt,
  location: citations.location,
};

export async function listCityCitations(city: CityScope, now: Date = new Date()) {
  const rows = await city.db
    .select(listColumns)
    .from(citations)
    .where(eq(citations.orgId, city.orgId))
    .orderBy(desc(citations.issuedAt))
    .limit(500);
  return rows.map((r) => ({ ...r, status: effectiveStatus(r, now) }));
}

/** The citations a hauler (or receiver) received, from any city. */
export async function listOwnCitations(scope: OrgScope, now: Date = new Date()) {
  const rows = await scope.db
    .select({ ...listColumns, cityName: orgs.legalName })
    .from(citations)
    .innerJoin(orgs, eq(orgs.id, citations.orgId))
    .where(eq(citations.offenderOrgId, scope.orgId))
    .orderBy(desc(citations.issuedAt))
    .limit(500);
  return rows.map((r) => ({ ...r, status: effectiveStatus(r, now) }));
}

async function withDefence(scope: OrgScope, where: ReturnType<typeof and>, now: Date) {
  const [row] = await scope.db
    .select({ citation: citations, cityName: orgs.legalName })
    .from(citations)
    .innerJoin(orgs, eq(orgs.id, citations.orgId))
    .where(where);
  if (!row) throw notFound("Auto de infração");
  const c = row.citation;
  const [defence] = await scope.db
    .select()
    .from(citationDefences)
    .where(and(eq(citationDefences.cityOrgId, c.orgId), eq(citationDefences.citationId, c.id)));
  const timeZone = resolveMunicipality(c.municipalityId)?.timeZone ?? "America/Sao_Paulo";
  return {
    ...c,
    cityName: row.cityName,
    timeZone,
    status: effectiveStatus(c, now),
    defenceOpen: defenceOpen(c, now),
    awaitingFinalDecision: awaitingFinalDecision({ ...c, status: effectiveStatus(c, now) }),
    defence: defence ?? null,
  };
}

export function getCityCitation(city: CityScope, id: string, now: Date = new Date()) {
  return withDefence(city, and(eq(citations.orgId, city.orgId), eq(citations.id, id)), now);
}

export function getOwnCitation(scope: OrgScope, id: string, now: Date = new Date()) {
  return withDefence(scope, and(eq(citations.offenderOrgId, scope.orgId), eq(citations.id, id)), now);
}

export type CitationDetail = Awaited<ReturnType<typeof getCityCitation>>;
