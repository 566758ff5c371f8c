import { and, asc, eq, inArray } from "drizzle-orm";
import { cacambas, drivers, haulerClients, orgs, sites, trucks } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { receiverDirectory } from "./receiver-profile";

/** What the issue form offers: the hauler's clients and their sites, active fleet, and receivers. */
export async function issueOptions(scope: OrgScope) {
  const db = scope.db;
  const clients = await db
    .select({
      id: orgs.id,
      legalName: orgs.legalName,
      taxId: orgs.taxId,
      municipalityId: orgs.municipalityId,
    })
    .from(haulerClients)
    .innerJoin(orgs, eq(orgs.id, haulerClients.generatorOrgId))
    .where(eq(haulerClients.orgId, scope.orgId))
    .orderBy(asc(orgs.legalName));
  const clientSites =
    clients.length === 0
      ? []
      : await db
          .select({
            id: sites.id,
            generatorOrgId: sites.orgId,
            name: sites.name,
            address: sites.address,
            municipalityId: sites.municipalityId,
          })
          .from(sites)
          .where(
            inArray(
              sites.orgId,
              clients.map((c) => c.id),
            ),
          )
          .orderBy(asc(sites.name));
  const [truckRows, driverRows, cacambaRows, receivers] = await Promise.all([
    db
      .select({ id: trucks.id, plate: trucks.plate })
      .from(trucks)
      .where(and(eq(trucks.orgId, scope.orgId), eq(trucks.active, true)))
      .orderBy(asc(trucks.plate)),
    db
      .select({ id: drivers.id, name: drivers.name })
      .from(drivers)
      .where(and(eq(drivers.orgId, scope.orgId), eq(drivers.active, true)))
      .orderBy(asc(drivers.name)),
    db
      .select({ id: cacambas.id, number: cacambas.number })
      .from(cacambas)
      .where(eq(cacambas.orgId, scope.orgId))
      .orderBy(asc(cacambas.number)),
    receiverDirectory(db),
  ]);
  return {
    clients,
    sites: clientSites,
    trucks: truckRows,
    drivers: driverRows,
    cacambas: cacambaRows,
    receivers,
  };
}
