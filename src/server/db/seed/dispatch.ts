import { and, asc, eq } from "drizzle-orm";
import { checkPlacement } from "@/domain";
import { offsetMetres, rectangleFootprint } from "@/features/map/footprint";
import { isoDateIn } from "@/lib/format";
import type { Db } from "@/server/db/client";
import {
  cacambas,
  cityFeatures,
  drivers,
  driverUsers,
  jobs,
  orders,
  placements,
  sites,
  trucks,
} from "@/server/db/schema";
import { computeDeadline, deadlineStatus } from "@/server/services/dispatch/deadlines";
import { scheduleReminders } from "@/server/services/dispatch/reminders";
import { DEMO_MORE_SITES, DEMO_SITE } from "./demo-places";
import { demoQuote } from "./pricing";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const JF = "juiz-de-fora-mg";
const ROADWAY = {
  position: "roadway" as const,
  parallelToCurb: true,
  distanceToCurbM: 0.1,
  freeSidewalkWidthM: null,
  insidePropertyFeasible: false,
  sidewalkFeasible: false,
  rotatingParkingCreditsSpaces: 0,
};
const HOUR = 3_600_000;

/**
 * Hand-placed city features around the demo site on Rua Halfeld (no open data for Juiz de Fora is in
 * ../shared/data): a single-sign bus stop 8 m east of the site (a caçamba centred on the site breaks
 * JF art. 9º, III, a; 5 m west it passes), a hydrant 25 m west and a crosswalk 30 m north. Kept by the
 * city org: the municipality's official layer.
 */
function demoFeatures(site: { lon: number; lat: number }) {
  const at = (east: number, north: number) => {
    const p = offsetMetres(site, east, north);
    return { type: "Point", coordinates: [p.lon, p.lat] };
  };
  return [
    {
      id: "manual:jf-halfeld-ponto-1",
      kind: "bus_stop",
      signs: "single",
      geometry: at(8, 0),
      name: "Rua Halfeld",
    },
    {
      id: "manual:jf-halfeld-hidrante-1",
      kind: "hydrant",
      geometry: at(-25, 0),
      name: "Rua Halfeld",
    },
    { id: "manual:jf-halfeld-faixa-1", kind: "crosswalk", geometry: at(0, 30), name: "Rua Halfeld" },
  ];
}

/** A placedAt whose JF deadline (3 business days, JF art. 12, §1º) ends today, if today is a business day. */
function placedAtDueToday(now: Date): Date | null {
  for (let days = 0; days <= 12; days++) {
    const at = new Date(now.getTime() - days * 24 * HOUR - HOUR);
    const d = computeDeadline({ municipalityId: JF, placedAt: at }).deadline;
    if (deadlineStatus(d, JF, now) === "due_today") return at;
  }
  return null;
}

/**
 * Dispatch demo: the demo generator's order, placements in Juiz de Fora with deadlines ok / vence hoje /
 * vencida relative to the seed time, today's jobs for the demo driver (linked to "Marcos Motorista").
 */
export async function seedDispatchDemo(
  tx: Tx,
  ids: { hauler: string; generator: string; city: string; adminUserId: string; driverUserId: string },
  now = new Date(),
) {
  const generatorSites = await tx.select().from(sites).where(eq(sites.orgId, ids.generator));
  const site = generatorSites.find((x) => x.name === DEMO_SITE.name);
  const placeOf = (name: string) => {
    const found = generatorSites.find((x) => x.name === name);
    const place = [DEMO_SITE, ...DEMO_MORE_SITES].find((p) => p.name === name);
    if (!found || !place) throw new Error(`dispatch demo needs the site ${name}`);
    return { site: found, bearingDeg: place.bearingDeg };
  };
  const fleetDrivers = await tx
    .select()
    .from(drivers)
    .where(eq(drivers.orgId, ids.hauler))
    .orderBy(asc(drivers.name));
  const driver = fleetDrivers.find((d) => d.name === "Marcos Motorista") ?? fleetDrivers[0];
  const [truck] = await tx
    .select()
    .from(trucks)
    .where(eq(trucks.orgId, ids.hauler))
    .orderBy(asc(trucks.plate));
  if (!site || !driver || !truck) throw new Error("dispatch demo needs the site, a driver and a truck");
  await tx.insert(driverUsers).values({ orgId: ids.hauler, driverId: driver.id, userId: ids.driverUserId });

  const features = demoFeatures(site);
  await tx.insert(cityFeatures).values(
    features.map(({ geometry, ...p }) => ({
      orgId: ids.city,
      municipalityId: JF,
      sourceId: p.id,
      kind: p.kind,
      geometry,
      properties: p,
      source: "manual",
    })),
  );
  const collection = {
    type: "FeatureCollection" as const,
    features: features.map(({ geometry, ...properties }) => ({ type: "Feature", geometry, properties })),
  };

  const today = isoDateIn(now);
  // Both orders quoted from the demo's price table, as the client portal and the phone order quote them.
  const quoted = await demoQuote(tx, {
    haulerOrgId: ids.hauler,
    generatorOrgId: ids.generator,
    municipalityId: site.municipalityId,
    sizeM3: 5,
  });
  await tx.insert(orders).values({
    orgId: ids.hauler,
    generatorOrgId: ids.generator,
    siteId: site.id,
    sizeM3: 5,
    wasteKind: "rcc",
    ...quoted,
    desiredFrom: isoDateIn(new Date(now.getTime() + 24 * HOUR)),
    notes: "Entrada pela garagem; portaria até 18h.",
    channel: "client_portal",
    createdBy: ids.adminUserId,
  });

  const yard = await tx
    .select()
    .from(cacambas)
    .where(eq(cacambas.orgId, ids.hauler))
    .orderBy(asc(cacambas.number));
  const dueToday = placedAtDueToday(now);
  // Each caçamba on the street at its own address: overdue on Av. Barão do Rio Branco, due today on
  // Av. Getúlio Vargas, ok 60 m west of the demo site on Rua Halfeld.
  const street = [
    {
      placedAt: new Date(now.getTime() - 10 * 24 * HOUR),
      ...placeOf("Galeria Rio Branco"),
      east: 0,
      label: "vencida",
    },
    ...(dueToday
      ? [{ placedAt: dueToday, ...placeOf("Hotel Getúlio Vargas"), east: 0, label: "vence hoje" }]
      : []),
    { placedAt: new Date(now.getTime() - HOUR), ...placeOf(DEMO_SITE.name), east: -60, label: "ok" },
  ];
  const placed: string[] = [];
  for (const [i, s] of street.entries()) {
    const cacamba = yard[i + 1];
    const centre = offsetMetres(s.site, s.east, 0);
    const footprint = rectangleFootprint(centre, 2.6, 1.7, s.bearingDeg);
    const result = checkPlacement({
      municipality: JF,
      at: s.placedAt.toISOString(),
      placement: { ...ROADWAY, footprint },
      features: collection,
    });
    const deadline = computeDeadline({ municipalityId: JF, placedAt: s.placedAt });
    const [row] = await tx
      .insert(placements)
      .values({
        orgId: ids.hauler,
        cacambaId: cacamba?.id ?? null,
        generatorOrgId: ids.generator,
        siteId: s.site.id,
        municipalityId: JF,
        footprint,
        facts: ROADWAY,
        verdict: {
          ok: result.ok,
          checkedAt: s.placedAt.toISOString(),
          violations: result.violations.map(({ rule, article, message, featureId }) => ({
            rule,
            article,
            message,
            featureId,
          })),
          checklist: result.checklist,
          notRegulated: result.notRegulated,
        },
        verdictOk: result.ok,
        status: "placed",
        placedAt: s.placedAt,
        createdBy: ids.adminUserId,
        ...deadline,
      })
      .returning({ id: placements.id });
    if (!row) throw new Error("placement insert failed");
    placed.push(row.id);
    if (cacamba)
      await tx
        .update(cacambas)
        .set({ status: "placed" })
        .where(and(eq(cacambas.orgId, ids.hauler), eq(cacambas.id, cacamba.id)));
    if (deadline.deadline) await scheduleReminders(tx, ids.hauler, row.id, deadline.deadline);
  }

  // A scheduled order with its planned placement, to be dropped off today.
  const [order] = await tx
    .insert(orders)
    .values({
      orgId: ids.hauler,
      generatorOrgId: ids.generator,
      siteId: site.id,
      // 5 m³: the yard keeps caçambas of that size (nº 05 and 06) for today's drop-off.
      sizeM3: 5,
      wasteKind: "bulky",
      ...quoted,
      desiredFrom: today,
      notes: "Portão azul ao lado da padaria; tocar a campainha da obra.",
      channel: "phone",
      status: "scheduled",
      createdBy: ids.adminUserId,
    })
    .returning({ id: orders.id });
  // 12 m west: clear of the bus stop and the hydrant, and of the spot a dispatcher finds first when
  // stepping west from the pin (4–5 m), so the waiting order can be planned beside it.
  const plannedFootprint = rectangleFootprint(offsetMetres(site, -12, 0), 2.65, 1.76, 90);
  const plannedCheck = checkPlacement({
    municipality: JF,
    at: now.toISOString(),
    placement: { ...ROADWAY, footprint: plannedFootprint },
    features: collection,
  });
  const [planned] = await tx
    .insert(placements)
    .values({
      orgId: ids.hauler,
      orderId: order?.id ?? null,
      generatorOrgId: ids.generator,
      siteId: site.id,
      municipalityId: JF,
      footprint: plannedFootprint,
      facts: ROADWAY,
      verdict: {
        ok: plannedCheck.ok,
        checkedAt: now.toISOString(),
        violations: [],
        checklist: plannedCheck.checklist,
        notRegulated: plannedCheck.notRegulated,
      },
      verdictOk: plannedCheck.ok,
      createdBy: ids.adminUserId,
    })
    .returning({ id: placements.id });

  // Today's route for the demo driver: pick up the overdue caçamba, then drop off the planned one.
  const overdue = placed[0];
  if (overdue)
    await tx.insert(jobs).values({
      orgId: ids.hauler,
      kind: "pick_up",
      placementId: overdue,
      truckId: truck.id,
      driverId: driver.id,
      date: today,
      windowStart: "08:00",
      windowEnd: "10:00",
      sequence: 0,
    });
  if (planned)
    await tx.insert(jobs).values({
      orgId: ids.hauler,
      kind: "drop_off",
      placementId: planned.id,
      orderId: order?.id ?? null,
      truckId: truck.id,
      driverId: driver.id,
      date: today,
      windowStart: "10:30",
      windowEnd: "12:00",
      sequence: 1,
    });
}
