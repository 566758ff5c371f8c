import { haulerArticles, resolveMunicipality } from "@/domain";
import type { DbOrTx } from "@/server/db/client";
import { cacambas } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { licensingByMunicipality } from "./licences/alerts";
import { loadCompany } from "./profile";
import { cacambaCodeMatches, pickByCode } from "./public-code";

/**
 * What anyone who scans the QR on a caçamba may see: the owning company (name, CNPJ, phones the law
 * its laws make it paint on the caçamba, e.g. JF art. 7º, I), whether it is licensed today in each municipality it
 * serves, and how to complain. No personal data: no drivers, clients, sites or addresses.
 */
export async function getPublicCacamba(db: DbOrTx, code: string, at = new Date()) {
  const rows = await db
    .select({
      orgId: cacambas.orgId,
      number: cacambas.number,
      status: cacambas.status,
      publicCode: cacambas.publicCode,
    })
    .from(cacambas)
    .where(cacambaCodeMatches(code));
  const row = pickByCode(rows, code);
  if (!row || row.status === "retired") throw notFound("Caçamba");
  const company = await loadCompany(db, row.orgId);
  const licensing = await licensingByMunicipality(db, row.orgId, at);
  return {
    number: row.number,
    owner: {
      legalName: company.legalName,
      taxId: company.taxId,
      phone: company.phone,
      complaintsPhone: company.complaintsPhone,
      /** The served laws' article on the complaints phone (JF art. 7º, I), or null where none asks it. */
      complaintsArticle: haulerArticles("complaintsPhone", company.municipalityIds),
    },
    municipalities: licensing.map((v) => ({
      municipalityId: v.municipalityId,
      name: v.municipalityName,
      licensed: v.licensed,
      article: v.article,
      city: resolveMunicipality(v.municipalityId)?.name ?? v.municipalityName,
    })),
  };
}
