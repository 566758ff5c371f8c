import { and, eq } from "drizzle-orm";
import { haulerArticles, haulerTextArticles, resolveMunicipality, rulesetFor } from "@/domain";
import { isoDateIn } from "@/lib/format";
import { cacambas, licences } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { inForce, licenceStatus } from "./licences/status";
import { loadCompany } from "./profile";

/** The inscription a municipality's law orders painted, quoted in its identification rule (JF art. 7º, II; JP art. 17, III). */
function inscriptionOf(municipalityId: string): { text: string; article: string } | null {
  const m = resolveMunicipality(municipalityId);
  if (!m) return null;
  const rule = rulesetFor(m).rules.find((r) => r.topic === "identification" && r.id === "inscription");
  const text = rule ? /"([^"]+)"/.exec(rule.summary)?.[1] : undefined;
  return rule && text ? { text, article: rule.article } : null;
}

/** Whether the law asks the licence number on the caçamba (JP art. 17, VI). */
function licenceNumberRule(municipalityId: string) {
  const m = resolveMunicipality(municipalityId);
  return m
    ? rulesetFor(m).rules.find((r) => r.topic === "identification" && r.id === "licence_number")
    : undefined;
}

/**
 * What the company has not registered yet and the sheet would leave blank, in pt-BR, for the warning shown
 * before the print link (the sheet itself prints a line to fill by hand, never a placeholder).
 */
function missingBeforePrinting(
  company: { phone: string | null; complaintsPhone: string | null },
  municipalities: { name: string; licenceNumber: { number: string | null } | null }[],
): string[] {
  return [
    ...(company.phone ? [] : ["o telefone de contato"]),
    ...(company.complaintsPhone ? [] : ["o telefone para denúncias"]),
    ...municipalities
      .filter((m) => m.licenceNumber && !m.licenceNumber.number)
      .map((m) => `o cadastro/licença em vigor em ${m.name}`),
  ];
}

/** Everything the decal sheet prints for one caçamba. */
export async function getDecal(scope: OrgScope, id: string, at = new Date()) {
  const [row] = await scope.db
    .select({ number: cacambas.number, publicCode: cacambas.publicCode })
    .from(cacambas)
    .where(and(eq(cacambas.orgId, scope.orgId), eq(cacambas.id, id)));
  if (!row) throw notFound("Caçamba");
  const company = await loadCompany(scope.db, scope.orgId);
  const held = await scope.db
    .select({
      municipalityId: licences.municipalityId,
      kind: licences.kind,
      number: licences.number,
      validFrom: licences.validFrom,
      validUntil: licences.validUntil,
    })
    .from(licences)
    .where(eq(licences.orgId, scope.orgId));
  const municipalities = company.municipalityIds.map((mid) => {
    const m = resolveMunicipality(mid);
    const rule = licenceNumberRule(mid);
    const today = isoDateIn(at, m?.timeZone);
    const licence = rule
      ? held.find(
          (l) =>
            l.municipalityId === mid &&
            l.kind === "municipal_registration" &&
            inForce(licenceStatus(l.validFrom, l.validUntil, today)),
        )
      : undefined;
    return {
      name: m ? `${m.name}/${m.uf}` : mid,
      inscription: inscriptionOf(mid),
      licenceNumber: rule ? { number: licence?.number ?? null, article: rule.article } : null,
    };
  });
  const articles = {
    number: haulerTextArticles("numbering", company.municipalityIds),
    owner: haulerArticles("owner", company.municipalityIds),
  };
  return {
    ...row,
    company,
    municipalities,
    articles,
    missing: missingBeforePrinting(company, municipalities),
  };
}
