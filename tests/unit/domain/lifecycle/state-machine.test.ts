import { describe, expect, it } from "vitest";
import {
  availableForDropOff,
  CACAMBA_AFTER,
  NOTHING_BOOKED,
  ORDER_STATES,
  orderActions,
  orderRefusal,
  orderStage,
  PLACEMENT_STATES,
  placementActions,
  placementRefusal,
} from "@/domain/lifecycle";

describe("the order's stage follows what happened to it", () => {
  it.each([
    [{ status: "open", placementStatus: null, loadReceived: false }, "open"],
    [{ status: "scheduled", placementStatus: "planned", loadReceived: false }, "scheduled"],
    // The delivered order no longer says "agendado", whatever its row still holds.
    [{ status: "scheduled", placementStatus: "placed", loadReceived: false }, "on_street"],
    [{ status: "done", placementStatus: "removed", loadReceived: false }, "picked_up"],
    [{ status: "done", placementStatus: "removed", loadReceived: true }, "done"],
    [{ status: "cancelled", placementStatus: null, loadReceived: false }, "cancelled"],
    [{ status: "done", placementStatus: null, loadReceived: false }, "done"],
    [{ status: "scheduled", placementStatus: null, loadReceived: false }, "open"],
  ] as const)("%o → %s", (facts, stage) => {
    expect(orderStage(facts)).toBe(stage);
  });
});

describe("the order's state table: each state's word, meaning and actions", () => {
  it("is exactly this", () => {
    const table = Object.fromEntries(
      Object.entries(ORDER_STATES).map(([k, v]) => [k, [v.label, v.actions.join(",")]]),
    );
    expect(table).toEqual({
      open: ["aguardando", "plan_placement,cancel"],
      scheduled: ["agendado", "replan_placement,schedule_delivery,cancel"],
      on_street: ["na obra", "schedule_pickup"],
      picked_up: ["retirada", ""],
      done: ["concluído", ""],
      cancelled: ["cancelado", ""],
    });
    for (const s of Object.values(ORDER_STATES)) expect(s.meaning).toMatch(/^[A-ZÀ-Ú].+\.$/);
  });

  it("a delivered order offers only the pick-up; neither planning nor cancelling", () => {
    expect(orderActions("on_street", NOTHING_BOOKED)).toEqual(["schedule_pickup"]);
    expect(orderRefusal("on_street", "cancel")).toMatch(/^O pedido está na obra .*agende a retirada/);
    expect(orderRefusal("on_street", "plan_placement")).toMatch(/não pode mais ser planejada/);
  });

  it("a booked delivery or pick-up is not offered again", () => {
    expect(orderActions("scheduled", { delivery: "2026-12-04", pickup: null })).toEqual([
      "replan_placement",
      "cancel",
    ]);
    expect(orderActions("on_street", { delivery: null, pickup: "2026-12-05" })).toEqual([]);
  });

  it("a scheduled order is replanned, never planned a second time", () => {
    expect(orderRefusal("scheduled", "plan_placement")).toMatch(/Ajuste a colocação já planejada/);
    expect(orderRefusal("scheduled", "replan_placement")).toBeNull();
    expect(orderRefusal("open", "replan_placement")).toMatch(/Planeje a colocação primeiro/);
  });

  it("every action refused outside its states, allowed inside", () => {
    for (const [stage, row] of Object.entries(ORDER_STATES))
      for (const action of [
        "plan_placement",
        "replan_placement",
        "schedule_delivery",
        "schedule_pickup",
        "cancel",
      ] as const)
        expect(orderRefusal(stage as keyof typeof ORDER_STATES, action) === null).toBe(
          row.actions.includes(action),
        );
  });
});

describe("the placement's state table", () => {
  it("is exactly this", () => {
    const table = Object.fromEntries(
      Object.entries(PLACEMENT_STATES).map(([k, v]) => [k, [v.label, v.actions.join(",")]]),
    );
    expect(table).toEqual({
      planned: ["planejada", "replan,schedule_delivery,schedule_pickup"],
      placed: ["na rua", "schedule_pickup,schedule_swap"],
      removed: ["retirada", ""],
      cancelled: ["cancelada", ""],
    });
  });

  it("refuses what cannot happen, in pt-BR with the date booked as dd/mm/aaaa", () => {
    expect(placementRefusal("placed", NOTHING_BOOKED, "schedule_delivery")).toMatch(/já está na rua/);
    expect(placementRefusal("removed", NOTHING_BOOKED, "schedule_pickup")).toMatch(/não há caçamba/);
    expect(placementRefusal("planned", NOTHING_BOOKED, "schedule_swap")).toMatch(/ainda não foi entregue/);
    expect(placementRefusal("placed", { delivery: null, pickup: "2026-12-05" }, "schedule_pickup")).toMatch(
      /já está agendada para 05\/12\/2026/,
    );
    expect(
      placementRefusal("placed", { delivery: null, pickup: "2026-12-05" }, "schedule_swap"),
    ).not.toBeNull();
  });

  it("offers the pick-up on the street until one is booked", () => {
    expect(placementActions("placed", NOTHING_BOOKED)).toEqual(["schedule_pickup", "schedule_swap"]);
    expect(placementActions("placed", { delivery: null, pickup: "2026-12-05" })).toEqual([]);
    expect(placementActions("removed", NOTHING_BOOKED)).toEqual([]);
  });
});

describe("the caçamba after each act", () => {
  it("is in transit once picked up full, back in the yard only when its load is received", () => {
    expect(CACAMBA_AFTER).toEqual({ delivered: "placed", picked_up: "in_transit", load_received: "yard" });
    expect(availableForDropOff(CACAMBA_AFTER.picked_up)).toBe(false);
    expect(availableForDropOff(CACAMBA_AFTER.load_received)).toBe(true);
  });
});
