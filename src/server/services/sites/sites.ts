import { asc, eq } from "drizzle-orm";
import { sites } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

const columns = {
  id: sites.id,
  name: sites.name,
  address: sites.address,
  cep: sites.cep,
  municipalityId: sites.municipalityId,
  lat: sites.lat,
  lon: sites.lon,
  contactName: sites.contactName,
  contactPhone: sites.contactPhone,
};

export function listSites(scope: OrgScope) {
  return scope.db.select(columns).from(sites).where(eq(sites.orgId, scope.orgId)).orderBy(asc(sites.name));
}

export interface NewSite {
  name: string;
  address: string;
  cep: string;
  municipalityId: string;
  lat: number;
  lon: number;
  contactName?: string;
  contactPhone?: string;
}

export function createSite(scope: OrgScope, input: NewSite) {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sites)
      .values({ ...input, orgId: scope.orgId })
      .returning(columns);
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "site.created",
      entity: "site",
      entityId: row.id,
      after: row,
    });
    return row;
  });
}
