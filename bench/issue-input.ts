/** The demo dispatcher's CTR issuance input, and the ids pgbench's same transaction needs. */
import { eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { drivers, orgs, sites, trucks, users } from "../src/server/db/schema";
import type { IssueIds } from "./pgbench-issue";

export async function issueWorld(db: Db) {
  const [hauler] = await db.select().from(orgs).where(eq(orgs.taxId, "11222333000181"));
  const [despacho] = await db
    .select()
    .from(users)
    .where(eq(users.email, "despacho@demo.cacambacerta.com.br"));
  const [generator] = await db.select().from(orgs).where(eq(orgs.taxId, "44555666000181"));
  const [receiver] = await db.select().from(orgs).where(eq(orgs.taxId, "22333444000181"));
  if (!hauler || !despacho || !generator || !receiver) throw new Error("demo data missing");
  const [site] = await db.select().from(sites).where(eq(sites.orgId, generator.id));
  const [truck] = await db.select().from(trucks).where(eq(trucks.orgId, hauler.id));
  const [driver] = await db.select().from(drivers).where(eq(drivers.orgId, hauler.id));
  if (!site || !truck || !driver) throw new Error("demo data missing");
  const input = {
    generatorOrgId: generator.id,
    siteId: site.id,
    truckId: truck.id,
    driverId: driver.id,
    wasteKind: "rcc",
    wasteClass: "A",
    material: "Concreto e tijolos",
    volumeM3: 5,
    receiverOrgId: receiver.id,
  };
  const ids: IssueIds = {
    org: hauler.id,
    user: despacho.id,
    gen: generator.id,
    site: site.id,
    truck: truck.id,
    driver: driver.id,
    recv: receiver.id,
  };
  return { hauler, despacho, input, ids };
}
