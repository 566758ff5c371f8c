import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { cacambas, orgs, placements } from "@/server/db/schema";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { makeDispatchWorld, ROADWAY, rectangle, SITE } from "../dispatch/world";

/** A city org with one auditor, in `municipalityId`. */
export async function makeCity(db: Db, municipalityId = "juiz-de-fora-mg", name?: string) {
  const city = await makeOrg(db, { kind: "city", name });
  await db.update(orgs).set({ municipalityId }).where(eq(orgs.id, city.id));
  const auditor = await makeMember(db, city.id, "auditor", "Fiscal Ana Souza");
  return { city, auditor, as: callerFor(db, auditor, city.id) };
}

/** A licensed JF hauler with one caçamba standing on the street since `placedAt`, deadline `deadline`. */
export async function makeStreetWorld(db: Db, placedAt: Date, deadline: Date) {
  const w = await makeDispatchWorld(db);
  await w.as.admin.fleet.createCacamba({ capacityM3: 5 });
  const [cacamba] = await db.select().from(cacambas).where(eq(cacambas.orgId, w.hauler.id));
  if (!cacamba) throw new Error("no caçamba");
  const [placement] = await db
    .insert(placements)
    .values({
      orgId: w.hauler.id,
      cacambaId: cacamba.id,
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      municipalityId: "juiz-de-fora-mg",
      footprint: rectangle(SITE.lon, SITE.lat),
      facts: ROADWAY,
      verdict: {
        ok: true,
        checkedAt: placedAt.toISOString(),
        violations: [],
        checklist: [],
        notRegulated: [],
      },
      verdictOk: true,
      status: "placed",
      placedAt,
      deadline,
      deadlineArticle: "JF art. 12, §1º",
      createdBy: w.users.admin.id,
    })
    .returning();
  if (!placement) throw new Error("no placement");
  return { ...w, cacamba, placement };
}
