import type { IncomingMessage } from "node:http";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, jobs, placements, receiverProfiles, sites, yards } from "@/server/db/schema";
import { BOARD_CHANGED } from "@/server/services/dispatch/day-plan/accept";
import { ROUTER_DOWN } from "@/server/services/dispatch/day-plan/distances";
import { NO_YARD } from "@/server/services/dispatch/day-plan/suggest";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { type FakeServer, sendJson, startFake } from "../../helpers/fakes/http-fake";
import { outcome } from "../../helpers/router-walk";
import { insertPlacedPlacement, makeDispatchWorld, ROADWAY, rectangle } from "./world";

/** A day with nothing else on it. */
const DAY = "2031-07-14";
/** Sites ~300 m apart along an east–west line south of central Juiz de Fora. */
const WEST = { lon: -43.3535, lat: -21.77 };
const STEP_LON = 0.0029;

type World = Awaited<ReturnType<typeof makeDispatchWorld>>;

let rows = 0;
/**
 * A hauler's day: a default yard, an ATT's gate in the Distrito Industrial, two trucks, three deliveries
 * on truck A in a zig-zag order and two pick-ups of caçambas on the street with no truck, the first due
 * today (JF art. 12, §1º).
 */
async function fleetDay(h: DbHandle, w: World, options: { yard?: boolean } = {}) {
  const lat = WEST.lat - rows++ * (6 / 110_574);
  if (options.yard !== false)
    await h.db.insert(yards).values({
      orgId: w.hauler.id,
      name: "Pátio",
      address: "Av. Brasil, 4000",
      lat: -21.7402,
      lon: -43.3648,
      isDefault: true,
    });
  const receiver = await makeOrg(h.db, { kind: "receiver", name: `ATT ${rows}` });
  await h.db.insert(receiverProfiles).values({
    orgId: receiver.id,
    kind: "att",
    address: "Estrada Engenheiro Gentil Forn, 2500",
    cep: "36092060",
    licenceNumber: "LO-1",
    licenceValidUntil: "2099-01-01",
    acceptedClasses: ["A", "B"],
    acceptedKinds: ["rcc"],
    lat: -21.6955,
    lon: -43.4212,
  });
  const a = await w.as.admin.fleet.createTruck({ plate: `DPA${1000 + rows}` });
  const b = await w.as.admin.fleet.createTruck({ plate: `DPB${1000 + rows}` });
  const site = async (i: number) => {
    const [s] = await h.db
      .insert(sites)
      .values({
        orgId: w.generator.id,
        name: `Obra ${i}`,
        address: `Rua Halfeld, ${100 + i * 100} — Centro`,
        cep: "36010002",
        municipalityId: "juiz-de-fora-mg",
        lat,
        lon: WEST.lon + i * STEP_LON,
      })
      .returning();
    if (!s) throw new Error("site");
    return s;
  };
  const deliveries: string[] = [];
  for (const i of [0, 4, 2]) {
    const s = await site(i);
    const placement = await w.as.dispatcher.dispatch.placements.save({
      generatorOrgId: w.generator.id,
      siteId: s.id,
      cacambaId: await w.cacamba(),
      footprint: rectangle(s.lon as number, lat),
      facts: ROADWAY,
    });
    const job = await w.as.dispatcher.dispatch.jobs.create({
      kind: "drop_off",
      placementId: placement.id,
      date: DAY,
      windowStart: "07:00",
      windowEnd: "17:00",
      truckId: a.id,
      driverId: w.driver.id,
    });
    deliveries.push(job.id);
  }
  const pickups: string[] = [];
  for (const i of [1, 3]) {
    const s = await site(i);
    const placed = await insertPlacedPlacement(h.db, {
      orgId: w.hauler.id,
      generatorOrgId: w.generator.id,
      siteId: s.id,
      createdBy: w.users.admin.id,
      cacambaId: await w.cacamba(),
      lon: s.lon as number,
      lat,
    });
    if (i === 1)
      await h.db
        .update(placements)
        .set({ deadline: new Date(`${DAY}T21:00:00Z`), deadlineArticle: "JF art. 12, §1º" })
        .where(eq(placements.id, placed.id));
    const job = await w.as.dispatcher.dispatch.jobs.create({
      kind: "pick_up",
      placementId: placed.id,
      date: DAY,
    });
    pickups.push(job.id);
  }
  return { trucks: { a, b }, deliveries, pickups, receiver };
}

const lanes = async (h: DbHandle, orgId: string) =>
  (
    await h.db
      .select({ id: jobs.id, truckId: jobs.truckId, sequence: jobs.sequence })
      .from(jobs)
      .where(and(eq(jobs.orgId, orgId), eq(jobs.date, DAY)))
      .orderBy(asc(jobs.id))
  ).map((r) => `${r.id}:${r.truckId}:${r.sequence}`);

const everyTruck = (plan: { trucks: { truckId: string; jobIds: string[] }[] }) =>
  plan.trucks.map((t) => ({ truckId: t.truckId, jobIds: t.jobIds }));

describe("Planejar o dia (dispatch.dayPlan)", () => {
  let h: DbHandle;
  let router: FakeServer | null = null;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterEach(async () => {
    delete process.env.ROUTER_URL;
    delete process.env.ROUTER_KIND;
    await router?.close();
    router = null;
  });
  afterAll(() => h.close());

  it("plans every truck's trips with receiver runs and the due pick-up served; nothing changes until accepted, then the board takes it", async () => {
    const w = await makeDispatchWorld(h.db);
    const day = await fleetDay(h, w);
    const before = await lanes(h, w.hauler.id);
    const s = await w.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY });
    expect(s.jobs).toBe(5);
    expect(s.plan.distanceSource).toBe("straight-line");
    expect(s.plan.unassigned).toEqual([]);
    expect(s.plan.missedDeadlines).toEqual([]);
    expect(s.plan.totals.deadlinesMet).toBe(1);
    // On the board now the two pick-ups have no truck: the due one is missed.
    expect(s.current.deadlinesMissed).toBe(1);
    const planned = s.plan.trucks.flatMap((t) => t.jobIds);
    expect(planned.sort()).toEqual([...day.deliveries, ...day.pickups].sort());
    const trips = s.plan.trucks.flatMap((t) => t.trips);
    for (const trip of trips.filter((t) => t.kind === "pick_up"))
      expect(trip.legs.map((l) => l.to)).toEqual(expect.arrayContaining(["site", "receiver"]));
    expect(trips.some((t) => t.legs.some((l) => l.name === day.receiver.legalName))).toBe(true);
    for (const t of s.plan.trucks.filter((x) => x.trips.length > 0)) {
      expect(t.back?.to).toBe("yard");
      expect(t.endsAt).toMatch(/^\d{2}:\d{2}$/);
    }
    // Nothing changed by asking.
    expect(await lanes(h, w.hauler.id)).toEqual(before);

    const accepted = await w.as.dispatcher.dispatch.dayPlan.accept({
      date: DAY,
      basis: s.basis,
      trucks: everyTruck(s.plan),
    });
    expect(accepted.changed).toBe(true);
    for (const t of s.plan.trucks) {
      const lane = await h.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.truckId, t.truckId), eq(jobs.date, DAY)))
        .orderBy(asc(jobs.sequence));
      expect(lane.map((r) => r.id)).toEqual(t.jobIds);
    }
    const audits = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, w.hauler.id), eq(auditEvents.action, "day_plan.accepted")));
    expect(audits.length).toBeGreaterThan(0);
    // Accepted, the plan is the board's: asked again, it is kept.
    const again = await w.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY });
    expect(again.plan.kept).toBe(true);
    expect(again.basis).toBe(accepted.basis);
  });

  it("accepts truck by truck: the answer's basis takes the next truck of the same plan", async () => {
    const w = await makeDispatchWorld(h.db);
    await fleetDay(h, w);
    const s = await w.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY });
    const [first, second] = s.plan.trucks;
    if (!first || !second) throw new Error("two trucks");
    const one = await w.as.dispatcher.dispatch.dayPlan.accept({
      date: DAY,
      basis: s.basis,
      trucks: [{ truckId: first.truckId, jobIds: first.jobIds }],
    });
    const two = await w.as.admin.dispatch.dayPlan.accept({
      date: DAY,
      basis: one.basis,
      trucks: [{ truckId: second.truckId, jobIds: second.jobIds }],
    });
    expect(two.basis).not.toBe(s.basis);
    for (const t of [first, second]) {
      const lane = await h.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.truckId, t.truckId), eq(jobs.date, DAY)))
        .orderBy(asc(jobs.sequence));
      expect(lane.map((r) => r.id)).toEqual(t.jobIds);
    }
  });

  it("refuses with 409 when the board changed since the plan, and with no yard; refusals change nothing", async () => {
    const w = await makeDispatchWorld(h.db);
    const day = await fleetDay(h, w);
    const s = await w.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY });
    await w.as.dispatcher.dispatch.jobs.move({
      jobId: day.pickups[0] as string,
      truckId: day.trucks.b.id,
      position: 0,
    });
    const before = await lanes(h, w.hauler.id);
    const stale = await outcome(
      w.as.dispatcher.dispatch.dayPlan.accept({ date: DAY, basis: s.basis, trucks: everyTruck(s.plan) }),
    );
    expect(stale.ok).toBe(false);
    if (!stale.ok) {
      expect(stale.error.code).toBe("CONFLICT");
      expect(stale.error.message).toBe(BOARD_CHANGED);
    }
    expect(await lanes(h, w.hauler.id)).toEqual(before);

    // A job listed twice is refused as bad input.
    const fresh = await w.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY });
    const twice = await outcome(
      w.as.dispatcher.dispatch.dayPlan.accept({
        date: DAY,
        basis: fresh.basis,
        trucks: [
          { truckId: day.trucks.a.id, jobIds: [day.pickups[0] as string] },
          { truckId: day.trucks.b.id, jobIds: [day.pickups[0] as string] },
        ],
      }),
    );
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.code).toBe("BAD_REQUEST");
    expect(await lanes(h, w.hauler.id)).toEqual(before);

    const bare = await makeDispatchWorld(h.db);
    await fleetDay(h, bare, { yard: false });
    const noYard = await outcome(bare.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY }));
    expect(noYard.ok).toBe(false);
    if (!noYard.ok) {
      expect(noYard.error.code).toBe("CONFLICT");
      expect(noYard.error.message).toBe(NO_YARD);
    }
  });

  it("refuses a truck past 40 live jobs with the bound's message, nothing changed", async () => {
    const w = await makeDispatchWorld(h.db);
    const day = await fleetDay(h, w);
    for (let i = 0; i < 40; i++)
      await w.as.dispatcher.dispatch.jobs.create({ kind: "dump", date: DAY, truckId: day.trucks.b.id });
    const s = await w.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY });
    const before = await lanes(h, w.hauler.id);
    const full = await outcome(
      w.as.dispatcher.dispatch.dayPlan.accept({
        date: DAY,
        basis: s.basis,
        trucks: [{ truckId: day.trucks.b.id, jobIds: [day.pickups[0] as string] }],
      }),
    );
    expect(full.ok).toBe(false);
    if (!full.ok) {
      expect(full.error.code).toBe("CONFLICT");
      expect(full.error.message).toContain("já tem 40 serviços em 14/07/2031");
    }
    expect(await lanes(h, w.hauler.id)).toEqual(before);
  });

  it("two accepts of the same plan at once: one applies, the other is refused", async () => {
    const w = await makeDispatchWorld(h.db);
    await fleetDay(h, w);
    const s = await w.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY });
    const input = { date: DAY, basis: s.basis, trucks: everyTruck(s.plan) };
    const results = await Promise.all([
      outcome(w.as.dispatcher.dispatch.dayPlan.accept(input)),
      outcome(w.as.admin.dispatch.dayPlan.accept(input)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refused = results.find((r) => !r.ok);
    if (refused && !refused.ok) expect(refused.error.code).toBe("CONFLICT");
    const audits = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, w.hauler.id), eq(auditEvents.action, "day_plan.accepted")));
    expect(new Set(audits.map((a) => a.entityId)).size).toBe(audits.length);
  });

  it("only the hauler's office plans and accepts: the driver, the client and another company are refused", async () => {
    const w = await makeDispatchWorld(h.db);
    await fleetDay(h, w);
    const s = await w.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY });
    const input = { date: DAY, basis: s.basis, trucks: everyTruck(s.plan) };
    const before = await lanes(h, w.hauler.id);
    for (const caller of [w.as.driver, w.as.client]) {
      const ask = await outcome(caller.dispatch.dayPlan.suggest({ date: DAY }));
      const take = await outcome(caller.dispatch.dayPlan.accept(input));
      for (const r of [ask, take]) {
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.code).toBe("FORBIDDEN");
      }
    }
    const other = await makeDispatchWorld(h.db);
    const stranger = callerFor(h.db, await makeMember(h.db, other.hauler.id, "dispatcher"), other.hauler.id);
    const theirs = await outcome(stranger.dispatch.dayPlan.suggest({ date: DAY }));
    expect(theirs.ok).toBe(false); // their own company has no yard: nothing of ours is shown
    if (!theirs.ok) expect(theirs.error.message).toBe(NO_YARD);
    const take = await outcome(stranger.dispatch.dayPlan.accept(input));
    expect(take.ok).toBe(false);
    expect(await lanes(h, w.hauler.id)).toEqual(before);
  });

  it("with ROUTER_KIND=osrm, the table comes from the router's table service; a failing router falls back to the straight line and says so", async () => {
    const asked: string[] = [];
    router = await startFake((url, _req, res) => {
      asked.push(url.pathname + url.search);
      const coords = decodeURIComponent(url.pathname.split("/").pop() ?? "").split(";");
      const n = coords.length;
      const grid = (v: number) =>
        Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : v)));
      sendJson(res, 200, { code: "Ok", distances: grid(3000), durations: grid(300) });
    });
    process.env.ROUTER_URL = router.url;
    process.env.ROUTER_KIND = "osrm";
    const w = await makeDispatchWorld(h.db);
    await fleetDay(h, w);
    const s = await w.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY });
    expect(s.plan.distanceSource).toBe("road");
    expect(asked[0]).toMatch(/^\/table\/v1\/driving\/-43\.3648,-21\.7402;.*\?annotations=distance,duration$/);
    expect(s.notes).not.toContain(ROUTER_DOWN);
    // Every leg is 3 km on this fake's roads.
    const legs = s.plan.trucks.flatMap((t) => t.trips.flatMap((trip) => trip.legs));
    expect(legs.filter((l) => l.km > 0).every((l) => l.km === 3)).toBe(true);

    await router.close();
    router = await startFake((_url, _req, res) => sendJson(res, 500, { code: "InvalidQuery" }));
    process.env.ROUTER_URL = router.url;
    const down = await w.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY });
    expect(down.plan.distanceSource).toBe("straight-line");
    expect(down.notes).toContain(ROUTER_DOWN);
  });

  it("with ROUTER_KIND=valhalla, the table comes from POST /sources_to_targets (km and seconds)", async () => {
    let body: { sources: unknown[]; targets: unknown[]; costing: string } | null = null;
    const read = (req: IncomingMessage) =>
      new Promise<string>((resolve) => {
        let text = "";
        req.on("data", (c) => (text += c));
        req.on("end", () => resolve(text));
      });
    router = await startFake(async (url, req, res) => {
      if (url.pathname !== "/sources_to_targets" || req.method !== "POST") return sendJson(res, 404, {});
      body = JSON.parse(await read(req));
      const n = body?.sources.length ?? 0;
      sendJson(res, 200, {
        sources_to_targets: Array.from({ length: n }, (_, i) =>
          Array.from({ length: n }, (_, j) => ({
            from_index: i,
            to_index: j,
            distance: i === j ? 0 : 2.5,
            time: i === j ? 0 : 240,
          })),
        ),
        units: "kilometers",
      });
    });
    process.env.ROUTER_URL = router.url;
    process.env.ROUTER_KIND = "valhalla";
    const w = await makeDispatchWorld(h.db);
    await fleetDay(h, w);
    const s = await w.as.dispatcher.dispatch.dayPlan.suggest({ date: DAY });
    expect(s.plan.distanceSource).toBe("road");
    expect(body).toMatchObject({ costing: "auto" });
    const legs = s.plan.trucks.flatMap((t) => t.trips.flatMap((trip) => trip.legs));
    expect(legs.filter((l) => l.km > 0).every((l) => l.km === 2.5)).toBe(true);
  });
});
