import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { placements } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { METRE_LON, makeDispatchWorld, ROADWAY, rectangle, SITE } from "./world";

type World = Awaited<ReturnType<typeof makeDispatchWorld>>;

/** Each test on its own stretch of kerb, 30 m north of the last: the file's worlds share one street. */
let stretch = 0;
const spot = () => {
  const lat = SITE.lat + ++stretch * (30 / 110_574);
  return (metresWest: number) => rectangle(SITE.lon - metresWest * METRE_LON, lat);
};

const plan = (w: World, footprint: ReturnType<typeof rectangle>, cacambaId?: string) =>
  w.as.dispatcher.dispatch.placements.save({
    generatorOrgId: w.generator.id,
    siteId: w.site.id,
    cacambaId,
    footprint,
    facts: ROADWAY,
  });

const countOf = async (h: DbHandle, w: World) =>
  (await h.db.select({ id: placements.id }).from(placements).where(eq(placements.orgId, w.hauler.id))).length;

describe("caçambas see each other: no two on the same ground (#40, finding 2)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("a second placement on a planned caçamba's ground is refused (409, pt-BR, nothing written); 3 m along it is free", async () => {
    const at = spot();
    const w = await makeDispatchWorld(h.db);
    const first = await plan(w, at(0), await w.cacamba());
    const number = (
      await w.as.dispatcher.dispatch.placements.neighbours({
        generatorOrgId: w.generator.id,
        siteId: w.site.id,
      })
    ).find((n) => n.id === first.id)?.label;
    expect(number).toMatch(/^caçamba nº \d{2} planejada$/);
    await expect(plan(w, at(1))).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining(`Já há caçamba neste lugar (${number})`),
    });
    expect(await countOf(h, w)).toBe(1);
    await plan(w, at(3));
    expect(await countOf(h, w)).toBe(2);
  });

  it("another hauler's caçamba counts too, named only as such; one taken off the street frees its ground", async () => {
    const at = spot();
    const a = await makeDispatchWorld(h.db);
    const b = await makeDispatchWorld(h.db);
    const mine = await plan(a, at(0));
    const refusal = plan(b, at(0.5));
    await expect(refusal).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("caçamba planejada para outra obra de outro transportador"),
    });
    await expect(refusal).rejects.not.toMatchObject({ message: expect.stringContaining(a.site.name) });
    expect(await countOf(h, b)).toBe(0);
    const seen = await b.as.dispatcher.dispatch.placements.neighbours({
      generatorOrgId: b.generator.id,
      siteId: b.site.id,
    });
    expect(seen.find((n) => n.id === mine.id)).toMatchObject({ mine: false, status: "planned" });
    // The city and the planner show it; a placement removed from the street frees its ground.
    await h.db
      .update(placements)
      .set({ status: "removed", removedAt: new Date() })
      .where(and(eq(placements.orgId, a.hauler.id), eq(placements.id, mine.id)));
    await plan(b, at(0.5));
  });

  it("the neighbours query is the office's, for its own clients' sites", async () => {
    const a = await makeDispatchWorld(h.db);
    const b = await makeDispatchWorld(h.db);
    const input = { generatorOrgId: a.generator.id, siteId: a.site.id };
    await expect(b.as.dispatcher.dispatch.placements.neighbours(input)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(a.as.driver.dispatch.placements.neighbours(input)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("five haulers saving on one free spot at once: exactly one lands", async () => {
    const at = spot();
    const worlds = await Promise.all(Array.from({ length: 5 }, () => makeDispatchWorld(h.db)));
    const results = await Promise.allSettled(worlds.map((w) => plan(w, at(0))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "CONFLICT" });
  });
});
