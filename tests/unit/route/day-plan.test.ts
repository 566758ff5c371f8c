import { describe, expect, it } from "vitest";
import { dayContext, driveDay, planDay } from "@/domain/route";
import { JF_DEADLINE, rolloffDay } from "../../fixtures/route/rolloff-days";
import { job, lineDay, truck } from "./day-builders";

const FAST = { rounds: 10, seed: 3 };

describe("planDay: the fleet's day", () => {
  it("follows every pick-up with a receiver run that accepts its class, open then, before the next drop-off", () => {
    const day = rolloffDay({ jobs: 10, trucks: 3, seed: 5 });
    const plan = planDay(day, FAST);
    const byId = new Map(day.jobs.map((j) => [j.id, j]));
    for (const t of plan.trucks)
      for (const trip of t.trips) {
        const j = byId.get(trip.jobId);
        const kinds = trip.legs.map((l) => l.to);
        if (j?.kind === "drop_off") expect(kinds.at(-1)).toBe("site");
        if (j?.kind === "pick_up" || j?.kind === "swap") {
          const run = trip.legs[trip.legs.length - 1];
          expect(run?.to).toBe("receiver");
          const r = day.receivers.find((x) => x.id === run?.receiverId);
          expect(r?.classes).toContain(j.wasteClass);
          expect(run?.startMin).toBeGreaterThanOrEqual(r?.opensMin ?? 0);
          expect((run?.endMin ?? 0) <= (r?.closesMin ?? 0) + 1e-9).toBe(true);
        }
        // A troca takes the empty from the yard (the first trip of the day leaves loaded from there).
        if (j?.kind === "swap" && t.trips[0] !== trip) expect(kinds[0]).toBe("yard");
      }
    // A drop-off right after a pick-up starts at the yard: the truck carries the emptied caçamba.
    for (const t of plan.trucks)
      t.trips.forEach((trip, k) => {
        const before = t.trips[k - 1];
        if (k > 0 && trip.kind === "drop_off" && before?.kind !== "drop_off")
          expect(trip.legs[0]?.to).toBe("yard");
      });
    expect(plan.totals.brokenRules).toBe(0);
    expect(plan.distanceSource).toBe("straight-line");
  });

  it("keeps windows, shifts, breaks and the 40-job bound: every truck's day drives with no broken rule", () => {
    const day = rolloffDay({ jobs: 16, trucks: 2, seed: 11 });
    const plan = planDay(day, FAST);
    const ctx = dayContext(day);
    const index = new Map(day.jobs.map((j, i) => [j.id, i]));
    plan.trucks.forEach((t, k) => {
      const again = driveDay(
        ctx,
        k,
        t.trips.map((x) => index.get(x.jobId) as number),
        { strict: false, detail: true },
      );
      expect(again.violations).toEqual([]);
      expect(t.endMin).toBeLessThanOrEqual(day.trucks[k]?.shift.endMin ?? 0);
      if (t.endMin > 13 * 60) expect(t.breakStartMin).not.toBeNull();
    });
    // More jobs than two days hold: the rest stays out and is named.
    expect(plan.unassigned.length + plan.trucks.reduce((a, t) => a + t.trips.length, 0)).toBe(16);
  });

  it("never gives a truck more than 40 jobs", () => {
    const day = lineDay([1], {
      trucks: [truck("t1", { startMin: 0, endMin: 48 * 60 })],
      jobs: Array.from({ length: 42 }, (_, i) => ({ ...job(`d${i}`, "drop_off", 0), serviceMin: 1 })),
    });
    const plan = planDay(day, { rounds: 0, seed: 1 });
    expect(plan.trucks[0]?.trips).toHaveLength(40);
    expect(plan.unassigned).toHaveLength(2);
  });

  it("serves the pick-ups due today first, and names with its citation the one it cannot", () => {
    // One truck, a short shift: two pick-ups fit, three do not; the due one is served.
    const day = lineDay([5, 6, 7], {
      trucks: [truck("t1", { endMin: 8 * 60 + 10 })],
      jobs: [
        job("a", "pick_up", 0),
        job("b", "pick_up", 1),
        job("due", "pick_up", 2, { dueToday: { citation: JF_DEADLINE } }),
      ],
    });
    const plan = planDay(day, FAST);
    expect(plan.trucks[0]?.trips.map((t) => t.jobId)).toContain("due");
    expect(plan.missedDeadlines).toEqual([]);
    const tooLate = lineDay([30], {
      trucks: [truck("t1", { endMin: 7 * 60 + 30 })],
      jobs: [job("due", "pick_up", 0, { dueToday: { citation: JF_DEADLINE } })],
    });
    const missed = planDay(tooLate, FAST);
    expect(missed.missedDeadlines).toEqual([{ jobId: "due", citation: "JF art. 12, §1º" }]);
    expect(missed.totals).toMatchObject({ deadlinesMet: 0, deadlinesMissed: 1 });
  });

  it("is never worse than the board's plan, and keeps it when it is as good", () => {
    for (const seed of [21, 22, 23]) {
      const day = rolloffDay({ jobs: 8, trucks: 2, seed });
      const ctx = dayContext(day);
      const index = new Map(day.jobs.map((j, i) => [j.id, i]));
      const board = day.trucks.map((t, k) =>
        driveDay(
          ctx,
          k,
          (day.current?.[t.id] ?? []).map((id) => index.get(id) as number),
          { strict: false, detail: false },
        ),
      );
      const plan = planDay(day, FAST);
      const broken = board.reduce((a, d) => a + d.violations.length, 0);
      const served = plan.trucks.reduce((a, t) => a + t.trips.length, 0);
      expect(plan.totals.brokenRules).toBe(0);
      expect(8 - served).toBeLessThanOrEqual(broken);
      if (broken === 0 && served === 8)
        expect(plan.totals.km).toBeLessThanOrEqual(board.reduce((a, d) => a + d.km, 0) + 1e-9);
    }
    const one = lineDay([4], { jobs: [job("p", "pick_up", 0)], current: { t1: ["p"] } });
    expect(planDay(one, FAST).kept).toBe(true);
  });

  it("plans the same day the same way for the same seed", () => {
    const day = rolloffDay({ jobs: 10, trucks: 3, seed: 8 });
    const a = planDay(day, FAST);
    const b = planDay(day, FAST);
    expect(b.trucks.map((t) => t.trips.map((x) => x.jobId))).toEqual(
      a.trucks.map((t) => t.trips.map((x) => x.jobId)),
    );
    expect(b.totals).toEqual(a.totals);
  });
});
