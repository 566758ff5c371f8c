import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDateIn } from "@/lib/format";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, cacambas, ctrs, jobs, orders, placements, receiverProfiles } from "@/server/db/schema";
import { insertCtrRow } from "../../helpers/ctr-row";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";
import { METRE_LON, makeDispatchWorld, ROADWAY, rectangle, SITE } from "./world";

type World = Awaited<ReturnType<typeof makeDispatchWorld>>;

const dayPlus = (n: number) => isoDateIn(new Date(Date.now() + n * 86_400_000), "America/Sao_Paulo");
const br = (iso: string) => iso.split("-").reverse().join("/");

describe("orders and placements close: each state allows only its actions, on the server", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  /** What a refusal must leave as it was: the hauler's rows and its audit trail. */
  async function snapshot(w: World, orderId: string) {
    const n = async (table: typeof jobs | typeof placements | typeof auditEvents) =>
      (await h.db.select({ n: count() }).from(table).where(eq(table.orgId, w.hauler.id)))[0]?.n;
    const [order] = await h.db.select().from(orders).where(eq(orders.id, orderId));
    const fleet = await h.db.select().from(cacambas).where(eq(cacambas.orgId, w.hauler.id));
    return {
      jobs: await n(jobs),
      placements: await n(placements),
      audit: await n(auditEvents),
      order,
      fleet,
    };
  }

  async function refusedWritingNothing(
    w: World,
    orderId: string,
    call: () => Promise<unknown>,
    message: RegExp,
  ) {
    const before = await snapshot(w, orderId);
    const e = await failure(call());
    expect(e.code).toBe("CONFLICT");
    expect(e.message).toMatch(message);
    expect(await snapshot(w, orderId)).toEqual(before);
    return e;
  }

  const save = (w: World, orderId: string, eastM: number, cacambaId?: string) =>
    w.as.dispatcher.dispatch.placements.save({
      orderId,
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      cacambaId,
      footprint: rectangle(SITE.lon - eastM * METRE_LON, SITE.lat),
      facts: ROADWAY,
    });

  async function act(w: World, jobId: string, extra: { cacambaId?: string } = {}) {
    await w.as.driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId, action: "start" });
    return w.as.driver.dispatch.jobs.submit({
      idempotencyKey: randomUUID(),
      jobId,
      action: "complete",
      photoFileId: await w.photo(),
      ...extra,
    });
  }

  const orderRow = async (w: World, id: string) =>
    (await w.as.dispatcher.dispatch.orders.list()).find((o) => o.id === id);

  it("an order goes open → scheduled → on the street → picked up → received, offering only what fits", async () => {
    const w = await makeDispatchWorld(h.db);
    const cacambaId = await w.cacamba();
    const order = await w.as.dispatcher.dispatch.orders.createByPhone({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      sizeM3: 5,
      wasteKind: "rcc",
      desiredFrom: dayPlus(1),
    });
    expect(await orderRow(w, order.id)).toMatchObject({
      stage: "open",
      actions: ["plan_placement", "cancel"],
    });

    // Planned, then reopened and moved: one placement, moved in place, never a second identical row.
    const first = await save(w, order.id, 10, cacambaId);
    const again = await save(w, order.id, 12, cacambaId);
    expect(again).toMatchObject({ id: first.id, replanned: true });
    const rows = await h.db.select().from(placements).where(eq(placements.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.footprint).toEqual(rectangle(SITE.lon - 12 * METRE_LON, SITE.lat));
    expect((await w.as.dispatcher.dispatch.placements.ofOrder({ orderId: order.id }))?.id).toBe(first.id);
    expect(await orderRow(w, order.id)).toMatchObject({
      stage: "scheduled",
      placementId: first.id,
      actions: ["replan_placement", "schedule_delivery", "cancel"],
    });

    // Before the client's "a partir de": refused, naming the date, unless the dispatcher confirms.
    const early = await refusedWritingNothing(
      w,
      order.id,
      () =>
        w.as.dispatcher.dispatch.jobs.create({ kind: "drop_off", placementId: first.id, date: dayPlus(0) }),
      new RegExp(`a partir de ${br(dayPlus(1))}`),
    );
    expect(early.message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const drop = await w.as.dispatcher.dispatch.jobs.create({
      kind: "drop_off",
      placementId: first.id,
      date: dayPlus(0),
      driverId: w.driver.id,
      beforeDesiredFrom: true,
    });
    expect((await orderRow(w, order.id))?.actions).toEqual(["replan_placement", "cancel"]);
    await refusedWritingNothing(
      w,
      order.id,
      () =>
        w.as.dispatcher.dispatch.jobs.create({ kind: "drop_off", placementId: first.id, date: dayPlus(1) }),
      new RegExp(`entrega desta colocação já está agendada para ${br(dayPlus(0))}`),
    );

    await act(w, drop.id);
    expect(await orderRow(w, order.id)).toMatchObject({ stage: "on_street", actions: ["schedule_pickup"] });
    await refusedWritingNothing(
      w,
      order.id,
      () => w.as.dispatcher.dispatch.orders.cancel({ id: order.id, reason: "Cliente desistiu" }),
      /O pedido está na obra .*Não pode mais ser cancelado: agende a retirada/,
    );
    await refusedWritingNothing(w, order.id, () => save(w, order.id, 14), /não pode mais ser planejada/);

    const pick = await w.as.dispatcher.dispatch.jobs.create({
      kind: "pick_up",
      placementId: first.id,
      date: dayPlus(0),
      driverId: w.driver.id,
    });
    await refusedWritingNothing(
      w,
      order.id,
      () =>
        w.as.dispatcher.dispatch.jobs.create({ kind: "pick_up", placementId: first.id, date: dayPlus(1) }),
      /retirada desta colocação já está agendada/,
    );
    const listed = (await w.as.dispatcher.dispatch.placements.list()).find((p) => p.id === first.id);
    expect(listed).toMatchObject({ actions: [], booked: { pickup: dayPlus(0) } });
    expect((await orderRow(w, order.id))?.actions).toEqual([]);

    // Picked up full: the caçamba is in transit and cannot be planned or left anywhere until received.
    const receiver = await makeOrg(h.db, { kind: "receiver" });
    const operator = await makeMember(h.db, receiver.id, "operator");
    await h.db.insert(receiverProfiles).values({
      orgId: receiver.id,
      kind: "att",
      address: "Estrada União e Indústria, km 5",
      cep: "36080000",
      licenceNumber: "LO-1",
      licenceValidUntil: "2099-12-31",
      acceptedClasses: ["A", "B"],
      acceptedKinds: ["rcc", "bulky"],
    });
    await insertCtrRow(h.db, w.hauler.id, receiver.id, pick.id, 1, "issued");
    const ctrOfPick = async () => (await h.db.select().from(ctrs).where(eq(ctrs.jobId, pick.id)))[0];
    const issuedCtr = await ctrOfPick();
    // At the site, the MTR may still be asked (this insertCtrRow has no generator org: it stops there, not at the timing).
    const atSite = await failure(w.as.dispatcher.mtr.hauler.request({ ctrId: issuedCtr?.id ?? "" }));
    expect(atSite.message).toMatch(/não tem conta na plataforma/);
    const pickedUp = await act(w, pick.id);
    expect(await orderRow(w, order.id)).toMatchObject({ stage: "picked_up", actions: [] });
    // The CTR follows the work: the pick-up puts it in transit, at the reported time, audited.
    expect(await ctrOfPick()).toMatchObject({ status: "in_transit" });
    expect((await ctrOfPick())?.departedAt).toBeInstanceOf(Date);
    expect(pickedUp.status).toBe("done");
    const departed = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, issuedCtr?.id ?? ""), eq(auditEvents.action, "ctr.depart")));
    expect(departed).toHaveLength(1);
    // The manifest accompanies the transport: once the load left, it is refused, saying why and what to do.
    const late = await failure(w.as.dispatcher.mtr.hauler.request({ ctrId: issuedCtr?.id ?? "" }));
    expect(late.code).toBe("CONFLICT");
    expect(late.message).toMatch(
      /já saiu da obra: o MTR acompanha o transporte .*Portaria MMA 280\/2020.*próximas/,
    );
    const where = async () =>
      (await h.db.select({ s: cacambas.status }).from(cacambas).where(eq(cacambas.id, cacambaId)))[0]?.s;
    expect(await where()).toBe("in_transit");
    const other = await w.as.dispatcher.dispatch.orders.createByPhone({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      sizeM3: 5,
      wasteKind: "rcc",
      desiredFrom: dayPlus(0),
    });
    await refusedWritingNothing(
      w,
      other.id,
      () => save(w, other.id, 10, cacambaId),
      /foi recolhida cheia e ainda não foi esvaziada no receptor/,
    );

    const [ctr] = await h.db
      .select()
      .from(ctrs)
      .where(and(eq(ctrs.jobId, pick.id)));
    await callerFor(h.db, operator, receiver.id).ctr.receiver.receive({
      id: ctr?.id ?? "",
      weightT: 3,
      wasteClass: "A",
      forbiddenFound: [],
    });
    expect(await where()).toBe("yard");
    expect(await ctrOfPick()).toMatchObject({ status: "received" });
    const received = await failure(w.as.dispatcher.mtr.hauler.request({ ctrId: issuedCtr?.id ?? "" }));
    expect(received.message).toMatch(/já foi recebida pelo destinador/);
    expect(await orderRow(w, order.id)).toMatchObject({ stage: "done", actions: [] });
    expect((await w.as.client.dispatch.orders.mine()).find((o) => o.id === order.id)?.stage).toBe("done");
  });

  it("cancelling a scheduled order cancels its planned placement and booked delivery; a cancelled one refuses everything", async () => {
    const w = await makeDispatchWorld(h.db);
    const order = await w.as.dispatcher.dispatch.orders.createByPhone({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      sizeM3: 5,
      wasteKind: "rcc",
      desiredFrom: dayPlus(0),
    });
    const p = await save(w, order.id, 10);
    const drop = await w.as.dispatcher.dispatch.jobs.create({
      kind: "drop_off",
      placementId: p.id,
      date: dayPlus(0),
    });
    await w.as.dispatcher.dispatch.orders.cancel({ id: order.id, reason: "Cliente desistiu" });
    const [placement] = await h.db.select().from(placements).where(eq(placements.id, p.id));
    const [job] = await h.db.select().from(jobs).where(eq(jobs.id, drop.id));
    expect(placement?.status).toBe("cancelled");
    expect(job?.status).toBe("cancelled");
    expect(await orderRow(w, order.id)).toMatchObject({ stage: "cancelled", actions: [] });
    await refusedWritingNothing(
      w,
      order.id,
      () => w.as.dispatcher.dispatch.orders.cancel({ id: order.id, reason: "De novo" }),
      /O pedido está cancelado/,
    );
    await refusedWritingNothing(w, order.id, () => save(w, order.id, 10), /O pedido está cancelado/);
    await refusedWritingNothing(
      w,
      order.id,
      () => w.as.dispatcher.dispatch.jobs.create({ kind: "drop_off", placementId: p.id, date: dayPlus(0) }),
      /Esta colocação está cancelada/,
    );
  });
});
