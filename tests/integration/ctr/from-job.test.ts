import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/server/api/error-mapping";
import type { Db, DbHandle } from "@/server/db/client";
import { auditEvents, ctrs, jobs, sites, trucks } from "@/server/db/schema";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { today } from "../../helpers/today";
import { failure } from "../../helpers/trpc-failure";
import { insertPlacedPlacement } from "../dispatch/world";

type World = Awaited<ReturnType<typeof makeCtrWorld>>;

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

/** The world's caçamba on the street at its site, and a pick-up of it for the world's truck and driver. */
async function pickUpJob(db: Db, w: World, kind: "pick_up" | "drop_off" = "pick_up") {
  const placement = await insertPlacedPlacement(db, {
    orgId: w.hauler.id,
    generatorOrgId: w.generator.id,
    siteId: w.site.id,
    cacambaId: w.cacamba.id,
    createdBy: w.users.dispatcher.id,
    lon: -43.35,
    lat: -21.76,
  });
  const [job] = await db
    .insert(jobs)
    .values({
      orgId: w.hauler.id,
      kind,
      placementId: placement.id,
      truckId: w.truck.id,
      driverId: w.driver.id,
      date: today(),
    })
    .returning();
  if (!job) throw new Error("no job");
  return job;
}

async function otherTruckAndSite(db: Db, w: World) {
  const [truck] = await db.insert(trucks).values({ orgId: w.hauler.id, plate: "GTR8812" }).returning();
  const [site] = await db
    .insert(sites)
    .values({
      orgId: w.generator.id,
      name: "Outra obra",
      address: "Rua Halfeld, 1200 - Centro",
      cep: "36010000",
      municipalityId: "juiz-de-fora-mg",
      lat: -21.761,
      lon: -43.351,
    })
    .returning();
  if (!truck || !site) throw new Error("not created");
  return { truck, site };
}

const ctrCount = async (orgId: string) =>
  (await h.db.select().from(ctrs).where(eq(ctrs.orgId, orgId))).length;
const auditCount = async (orgId: string) =>
  (await h.db.select().from(auditEvents).where(eq(auditEvents.orgId, orgId))).length;

describe("a CTR issued for a job is that job's CTR", () => {
  it("opens with the job's generator, site, truck, driver, caçamba and expected waste", async () => {
    const w = await makeCtrWorld(h.db, "PF");
    const job = await pickUpJob(h.db, w);
    const load = await w.haulerDispatcher.ctr.hauler.jobLoad({ id: job.id });
    expect(load).toMatchObject({
      kind: "pick_up",
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      truckId: w.truck.id,
      driverId: w.driver.id,
      cacambaId: w.cacamba.id,
    });
    const other = await makeCtrWorld(h.db, "PO");
    expect(await other.haulerDispatcher.ctr.hauler.jobLoad({ id: job.id })).toBeNull();
  });

  it("is issued with the job's facts, and each contradicting fact is refused with a 409 naming it, nothing written", async () => {
    const w = await makeCtrWorld(h.db, "JC");
    const job = await pickUpJob(h.db, w);
    const { truck, site } = await otherTruckAndSite(h.db, w);
    const before = { ctrs: await ctrCount(w.hauler.id), audit: await auditCount(w.hauler.id) };
    const cases = [
      [{ siteId: site.id }, "siteId", /obra/],
      [{ truckId: truck.id }, "truckId", /caminhão/],
      [{ cacambaId: null }, "cacambaId", /caçamba/],
      // The origin is the site's: another municipality or address beside it is refused, not corrected.
      [{ originMunicipalityId: "joao-pessoa-pb" }, "originMunicipalityId", /Juiz de Fora.*município/],
      [{ originAddress: "Rua Inventada, 1 - Centro" }, "originAddress", /endereço/],
    ] as const;
    for (const [change, field, word] of cases) {
      const e = await failure(
        w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, jobId: job.id, ...change }),
      );
      expect(e.code).toBe("CONFLICT");
      expect(e.message).toMatch(word);
      expect(fieldErrorsOf(e)?.[field]).toEqual([e.message]);
    }
    expect(await ctrCount(w.hauler.id)).toBe(before.ctrs);
    expect(await auditCount(w.hauler.id)).toBe(before.audit);

    const ctr = await w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, jobId: job.id });
    expect(ctr).toMatchObject({ truckPlate: w.truck.plate, cacambaNumber: w.cacamba.number });
    expect(await w.haulerDispatcher.ctr.hauler.disagreements()).toEqual([]);
    const again = await failure(w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, jobId: job.id }));
    expect(again.code).toBe("CONFLICT");
  });

  it("is refused for a job that is not the hauler's, or that moves no load", async () => {
    const w = await makeCtrWorld(h.db, "JN");
    const other = await makeCtrWorld(h.db, "JO");
    const foreign = await pickUpJob(h.db, other);
    expect(
      (await failure(w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, jobId: foreign.id }))).code,
    ).toBe("NOT_FOUND");
    expect(
      (await failure(w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, jobId: randomUUID() }))).code,
    ).toBe("NOT_FOUND");
    const dropOff = await pickUpJob(h.db, w, "drop_off");
    expect(
      (await failure(w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, jobId: dropOff.id }))).code,
    ).toBe("BAD_REQUEST");
    expect(await ctrCount(w.hauler.id)).toBe(0);
  });

  it("takes what the job leaves open: a job without a truck yet takes the form's", async () => {
    const w = await makeCtrWorld(h.db, "JT");
    const job = await pickUpJob(h.db, w);
    await h.db.update(jobs).set({ truckId: null }).where(eq(jobs.id, job.id));
    const { truck } = await otherTruckAndSite(h.db, w);
    const ctr = await w.haulerDispatcher.ctr.hauler.issue({
      ...w.issueInput,
      jobId: job.id,
      truckId: truck.id,
    });
    expect(ctr.truckPlate).toBe("GTR8812");
  });

  it("lists, for the hauler only, stored CTRs whose facts disagree with their job (not rewritten)", async () => {
    const w = await makeCtrWorld(h.db, "JL");
    const job = await pickUpJob(h.db, w);
    const ctr = await w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, jobId: job.id });
    // As stored before issuance checked the job: another truck and site, no caçamba.
    const { truck, site } = await otherTruckAndSite(h.db, w);
    await h.db
      .update(ctrs)
      .set({ truckId: truck.id, siteId: site.id, cacambaId: null })
      .where(eq(ctrs.id, ctr.id));
    const list = await w.haulerAdmin.ctr.hauler.disagreements();
    expect(list).toEqual([
      expect.objectContaining({
        ctrId: ctr.id,
        number: ctr.number,
        fields: ["siteId", "truckId", "cacambaId"],
      }),
    ]);
    const [still] = await h.db.select().from(ctrs).where(eq(ctrs.id, ctr.id));
    expect(still?.truckId).toBe(truck.id);
    const other = await makeCtrWorld(h.db, "JM");
    expect(await other.haulerAdmin.ctr.hauler.disagreements()).toEqual([]);
    expect((await failure(w.client.ctr.hauler.disagreements())).code).toBe("FORBIDDEN");
  });
});
