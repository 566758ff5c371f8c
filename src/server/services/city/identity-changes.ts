import { and, desc, eq, inArray } from "drizzle-orm";
import { auditEvents } from "@/server/db/schema";
import { IDENTITY_CHANGED } from "@/server/services/fleet/profile";
import { haulersServing } from "./operators";
import type { CityReadScope } from "./scope";

interface Identity {
  legalName: string;
  taxId: string;
}

export interface IdentityChange {
  orgId: string;
  /** The company's name today. */
  currentName: string;
  at: Date;
  before: Identity;
  after: Identity;
}

/**
 * Changes of legal name or CNPJ of the haulers serving the city's municipality, newest first, read
 * from their audit trail (append-only): the city sees who a company was before, whatever it is now.
 */
export async function identityChangesIn(
  city: CityReadScope,
): Promise<{ timeZone: string; changes: IdentityChange[] }> {
  const timeZone = city.municipality.timeZone;
  const haulers = await haulersServing(city.read, city.municipality.id);
  if (haulers.length === 0) return { timeZone, changes: [] };
  const nameOf = new Map(haulers.map((h) => [h.id, h.legalName]));
  const rows = await city.read
    .select({
      orgId: auditEvents.orgId,
      at: auditEvents.at,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .where(
      and(
        inArray(
          auditEvents.orgId,
          haulers.map((h) => h.id),
        ),
        eq(auditEvents.action, IDENTITY_CHANGED),
      ),
    )
    .orderBy(desc(auditEvents.at));
  const changes = rows.map((r) => ({
    orgId: r.orgId ?? "",
    currentName: nameOf.get(r.orgId ?? "") ?? "",
    at: r.at,
    before: r.before as Identity,
    after: r.after as Identity,
  }));
  return { timeZone, changes };
}
