import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ringCentroid } from "@/domain/geometry/projection";
import { overlappingCacambas } from "@/domain/street/overlap";
import { isoDateIn } from "@/lib/format";
import type { DbHandle } from "@/server/db/client";
import { cacambas, jobs, orders, placements } from "@/server/db/schema";
import { computeDeadline } from "@/server/services/dispatch/deadlines";
import { freshDatabase } from "../../helpers/db";
import { makeCity } from "../city/world";
import { METRE_LON, makeDispatchWorld, ROADWAY, rectangle, SITE } from "../dispatch/world";

/**
 * #40's invariants for caçambas on one street, under random sequences of two haulers' orders, plans
 * and drop-offs (refusals included):
 * - no two caçambas planned or on the street share ground, whoever's they are;
 * - the caçamba's position is its footprint for the office, the client and the city (never the site's pin);
 * - a caçamba left on the street is of the ordered size;
 * - its removal deadline is the law's, from the drop-off (JF art. 12, §1º);
 * - a refused action writes nothing.
 */
const w = fc.nat(1);
const size = fc.constantFrom(3 as const, 4 as const, 5 as const);
/** Each hauler starts with two orders by phone; then random orders, plans and drop-offs. */
const days = fc.record({
  first: fc.array(size, { minLength: 4, maxLength: 4 }),
  steps: fc.array(
    fc.oneof(
      fc.record({
        kind: fc.constant("order" as const),
        w,
        size: fc.constantFrom(3 as const, 4 as const, 5 as const),
      }),
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant("plan" as const),
          w,
          order: fc.nat(3),
          westM: fc.integer({ min: 0, max: 16 }).map((n) => n / 2),
          cacamba: fc.nat(5),
          ofOrderSize: fc.boolean(),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant("deliver" as const),
          w,
          placement: fc.nat(3),
          fixEastM: fc.nat(60),
        }),
      },
    ),
    { minLength: 8, maxLength: 16 },
  ),
});

const TZ = "America/Sao_Paulo";
let h: DbHandle;
let run = 0;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(() => h.close());

describe("one caçamba, one position: random days on one street keep the invariants (#40)", () => {
  it("no shared ground; one position for every reader; the ordered size; the law's deadline; refusals write nothing", async () => {
    const city = await makeCity(h.db);
    const done: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(days, async ({ first, steps: plan }) => {
        // Each run on its own stretch of street, 40 m north of the last.
        const lat = SITE.lat + ++run * (40 / 110_574);
        const worlds = [await makeDispatchWorld(h.db), await makeDispatchWorld(h.db)];
        // Two caçambas of each size per hauler.
        const fleets = await Promise.all(
          worlds.map(async (x) => {
            const fleet: { id: string; size: number }[] = [];
            for (const size of [3, 4, 5, 3, 4, 5])
              fleet.push({ id: (await x.as.admin.fleet.createCacamba({ capacityM3: size })).id, size });
            return fleet;
          }),
        );
        const made = worlds.map(() => ({
          orders: [] as string[],
          sizes: new Map<string, number>(),
          placements: [] as string[],
        }));
        const orgIds = worlds.map((x) => x.hauler.id);
        const start = first.map((size, i) => ({ kind: "order" as const, w: i % 2, size }));
        for (const step of [...start, ...plan]) {
          const x = worlds[step.w];
          const mine = made[step.w];
          if (!x || !mine) continue;
          const pick = (list: string[], i: number) => list[i % Math.max(list.length, 1)] ?? randomUUID();
          const act = async () => {
            if (step.kind === "order") {
              const { id } = await x.as.dispatcher.dispatch.orders.createByPhone({
                generatorOrgId: x.generator.id,
                siteId: x.site.id,
                sizeM3: step.size,
                wasteKind: "rcc",
                desiredFrom: isoDateIn(new Date(), TZ),
              });
              mine.orders.push(id);
              mine.sizes.set(id, step.size);
            } else if (step.kind === "plan") {
              const orderId = pick(mine.orders, step.order);
              const fleet = fleets[step.w] ?? [];
              const fits = fleet.filter((c) => c.size === mine.sizes.get(orderId));
              const choice = step.ofOrderSize && fits.length > 0 ? fits : fleet;
              const saved = await x.as.dispatcher.dispatch.placements.save({
                orderId,
                generatorOrgId: x.generator.id,
                siteId: x.site.id,
                cacambaId: choice[step.cacamba % choice.length]?.id,
                footprint: rectangle(SITE.lon - step.westM * METRE_LON, lat),
                facts: ROADWAY,
              });
              if (!mine.placements.includes(saved.id)) mine.placements.push(saved.id);
            } else {
              const job = await x.as.dispatcher.dispatch.jobs.create({
                kind: "drop_off",
                placementId: pick(mine.placements, step.placement),
                date: isoDateIn(new Date(), TZ),
                driverId: x.driver.id,
                beforeDesiredFrom: true,
              });
              await x.as.driver.dispatch.jobs.submit({
                idempotencyKey: randomUUID(),
                jobId: job.id,
                action: "start",
              });
              await x.as.driver.dispatch.jobs.submit({
                idempotencyKey: randomUUID(),
                jobId: job.id,
                action: "complete",
                lat,
                lon: SITE.lon + step.fixEastM * METRE_LON,
                accuracyM: 10,
                photoFileId: await x.photo(),
              });
            }
          };
          const before = await street(orgIds);
          const refused = await act().then(
            () => false,
            () => true,
          );
          if (refused && step.kind !== "deliver")
            expect(await street(orgIds), `${step.kind} refused wrote nothing`).toEqual(before);
          const key = `${step.kind} ${refused ? "refused" : "done"}`;
          done[key] = (done[key] ?? 0) + 1;
          await expectInvariants(worlds, city, orgIds);
        }
      }),
      { numRuns: 5, seed: 40_2026, endOnFailure: true },
    );
    console.log(`street steps: ${JSON.stringify(done)}`);
    for (const kind of ["order", "plan", "deliver"]) expect(done[`${kind} done`]).toBeGreaterThan(0);
    expect(done["plan refused"]).toBeGreaterThan(0);
  });
});

async function street(orgIds: string[]) {
  const p = await h.db.select().from(placements).where(inArray(placements.orgId, orgIds));
  const j = await h.db
    .select({ id: jobs.id, status: jobs.status })
    .from(jobs)
    .where(inArray(jobs.orgId, orgIds));
  return {
    placements: p.sort((a, b) => a.id.localeCompare(b.id)),
    jobs: j.sort((a, b) => a.id.localeCompare(b.id)),
  };
}

type World = Awaited<ReturnType<typeof makeDispatchWorld>>;

async function expectInvariants(
  worlds: World[],
  city: Awaited<ReturnType<typeof makeCity>>,
  orgIds: string[],
) {
  const all = (await h.db.select().from(placements).where(inArray(placements.orgId, orgIds))).filter(
    (p) => p.status === "planned" || p.status === "placed",
  );
  // No shared ground, whoever's caçambas they are.
  for (const p of all) {
    const others = all.filter((o) => o.id !== p.id).map((o) => ({ ...o, label: o.id }));
    expect(
      overlappingCacambas(p.footprint, others).map((o) => o.id),
      `${p.id} shares ground`,
    ).toEqual([]);
  }
  // One position for every reader: the office's list, the client's portal and the city's street.
  const onStreet = await city.as.city.street();
  for (const x of worlds) {
    const office = await x.as.dispatcher.dispatch.placements.list();
    const client = await x.as.client.dispatch.placements.mine();
    for (const p of all.filter((q) => q.orgId === x.hauler.id)) {
      expect(office.find((o) => o.id === p.id)?.footprint).toEqual(p.footprint);
      expect(client.find((o) => o.id === p.id)?.footprint).toEqual(p.footprint);
      if (p.status !== "placed") continue;
      const [lon, lat] = ringCentroid(p.footprint.coordinates[0] ?? []);
      expect(onStreet.find((s) => s.placementId === p.id)).toMatchObject({ lon, lat });
      // Left on the street: of the ordered size, counting the law's deadline from the drop-off.
      const [order] = p.orderId
        ? await h.db
            .select()
            .from(orders)
            .where(inArray(orders.id, [p.orderId]))
        : [];
      const [box] = p.cacambaId
        ? await h.db
            .select()
            .from(cacambas)
            .where(inArray(cacambas.id, [p.cacambaId]))
        : [];
      if (order && box) expect(Number(box.capacityM3)).toBe(Number(order.sizeM3));
      if (p.placedAt)
        expect({ deadline: p.deadline, article: p.deadlineArticle }).toEqual({
          deadline: computeDeadline({ municipalityId: p.municipalityId, placedAt: p.placedAt }).deadline,
          article: "JF art. 12, §1º",
        });
    }
  }
}
