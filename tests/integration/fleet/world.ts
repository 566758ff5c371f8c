import type { Db } from "@/server/db/client";
import { haulerProfiles, licences } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";

/** A hauler with an admin, a profile serving `municipalityIds`, its caller and service scope. */
export async function makeHauler(db: Db, municipalityIds = ["juiz-de-fora-mg"]) {
  const org = await makeOrg(db, { kind: "hauler" });
  const admin = await makeMember(db, org.id, "admin");
  await db.insert(haulerProfiles).values({
    orgId: org.id,
    address: "Rua Halfeld, 500 — Centro",
    cep: "36010000",
    phone: "3232151234",
    complaintsPhone: "08001234567",
    municipalityIds,
  });
  const scope: OrgScope = {
    db,
    userId: admin.id,
    orgId: org.id,
    orgKind: "hauler",
    role: "admin",
    isManager: true,
  };
  return { org, admin, scope, caller: callerFor(db, admin, org.id) };
}

export async function giveLicence(
  db: Db,
  h: { org: { id: string }; admin: { id: string } },
  kind: (typeof licences.$inferInsert)["kind"],
  municipalityId: string,
  validFrom: string,
  validUntil: string,
) {
  await db.insert(licences).values({
    orgId: h.org.id,
    kind,
    number: `${kind}-${validUntil}`,
    municipalityId,
    validFrom,
    validUntil,
    createdBy: h.admin.id,
  });
}
