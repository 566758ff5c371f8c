import { eq } from "drizzle-orm";
import { type Municipality, resolveMunicipality } from "@/domain";
import { type Freshness, lagTolerantReads, type ReadDb, type ReadReplica } from "@/server/db/read-replica";
import { orgs } from "@/server/db/schema";
import { forbidden } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";

export interface CityScope extends OrgScope {
  municipality: Municipality;
  cityName: string;
}

/**
 * The city org's municipality: every cross-org read of the city portal is filtered by it, and by it
 * only (a city sees the haulers, caçambas and CTRs of its own municipality, never another's).
 */
export async function cityScope(scope: OrgScope): Promise<CityScope> {
  if (scope.orgKind !== "city") throw forbidden("Só a fiscalização da prefeitura acessa esta área.");
  const [org] = await scope.db
    .select({ municipalityId: orgs.municipalityId, legalName: orgs.legalName })
    .from(orgs)
    .where(eq(orgs.id, scope.orgId));
  const municipality = org ? resolveMunicipality(org.municipalityId) : null;
  if (!org || !municipality) throw forbidden("Prefeitura sem município reconhecido pelo sistema.");
  return { ...scope, municipality, cityName: org.legalName };
}

/** The city's reports, bulletins and exports: lag-tolerant reads, from the replica when there is one. */
export interface CityReadScope extends CityScope {
  read: ReadDb;
  freshness: Freshness;
}

/**
 * `cityScope` (authorization and municipality from the primary) plus where its reports read: `replica`,
 * or when not given the one of `DATABASE_READ_URL`.
 */
export async function cityReadScope(scope: OrgScope, replica?: ReadReplica | null): Promise<CityReadScope> {
  const city = await cityScope(scope);
  const { db, freshness } = await lagTolerantReads(scope.db, replica);
  return { ...city, read: db, freshness };
}
