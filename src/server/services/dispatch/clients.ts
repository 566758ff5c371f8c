import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { haulerClients, orgs, sites } from "@/server/db/schema";
import { forbidden, notFound } from "@/server/errors";

/** The hauler serves this generator (`hauler_clients`), or a 404 that reveals nothing. */
export async function assertClientOf(db: DbOrTx, haulerOrgId: string, generatorOrgId: string) {
  const [row] = await db
    .select({ legalName: orgs.legalName })
    .from(haulerClients)
    .innerJoin(orgs, eq(orgs.id, haulerClients.generatorOrgId))
    .where(and(eq(haulerClients.orgId, haulerOrgId), eq(haulerClients.generatorOrgId, generatorOrgId)));
  if (!row) throw notFound("Cliente");
  return row;
}

/** A generator's site, checked to belong to that generator. */
export async function siteOf(db: DbOrTx, generatorOrgId: string, siteId: string) {
  const [site] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.orgId, generatorOrgId), eq(sites.id, siteId)));
  if (!site) throw notFound("Obra");
  return site;
}

/** For the client portal: only a hauler that has this generator as client takes its orders. */
export async function assertHaulerServes(db: DbOrTx, haulerOrgId: string, generatorOrgId: string) {
  const [row] = await db
    .select({ id: haulerClients.orgId })
    .from(haulerClients)
    .where(and(eq(haulerClients.orgId, haulerOrgId), eq(haulerClients.generatorOrgId, generatorOrgId)));
  if (!row)
    throw forbidden(
      "Esta empresa de caçambas ainda não atende você. Peça a ela que cadastre sua empresa ou CPF como cliente.",
    );
}
