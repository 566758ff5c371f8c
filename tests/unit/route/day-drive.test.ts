import { describe, expect, it } from "vitest";
import { dayContext, driveDay } from "@/domain/route";
import { job, lineDay, truck } from "./day-builders";

const drive = (input: ReturnType<typeof lineDay>, order: number[], t = 0) =>
  driveDay(dayContext(input), t, order, { strict: false, detail: true });

describe("a hook-lift truck's day, trip by trip", () => {
  it("takes a pick-up to a receiver and reloads at the yard before the next drop-off", () => {
    const day = lineDay([4, 6], { jobs: [job("p", "pick_up", 0), job("d", "drop_off", 1)] });
    const { day: d } = drive(day, [0, 1]);
    const stops = d?.trips.map((t) => t.legs.map((l) => l.to));
    // The pick-up: yard → site → the nearest receiver taking class A (the landfill, 3 km the other way).
    expect(stops).toEqual([
      ["site", "receiver"],
      ["yard", "site"],
    ]);
    expect(d?.trips[0]?.legs[1]?.receiverId).toBe("aterro");
    expect(d?.back?.to).toBe("yard");
    // 4 out, 7 to the landfill, 3 back to the yard, 6 out, 6 back.
    expect(d?.km).toBeCloseTo(26, 6);
    expect(d?.violations).toEqual([]);
  });

  it("sends a class B load to the receiver that accepts it, and waits for it to open", () => {
    const day = lineDay([4], {
      jobs: [job("p", "pick_up", 0, { wasteClass: "B" })],
      receivers: [
        { id: "aterro", place: 2, opensMin: 0, closesMin: 24 * 60, classes: ["A"], unloadMin: 10 },
        { id: "att", place: 1, opensMin: 8 * 60, closesMin: 18 * 60, classes: ["A", "B"], unloadMin: 15 },
      ],
    });
    const leg = drive(day, [0]).day?.trips[0]?.legs[1];
    expect(leg?.receiverId).toBe("att");
    expect(leg?.arriveMin).toBeCloseTo(7 * 60 + 4 + 10 + 8, 6);
    expect(leg?.startMin).toBe(8 * 60);
  });

  it("skips a receiver that closes before the unloading ends, and says so when none is open", () => {
    const closing = lineDay([4], {
      jobs: [job("p", "pick_up", 0)],
      receivers: [
        { id: "aterro", place: 2, opensMin: 7 * 60, closesMin: 7 * 60 + 25, classes: ["A"], unloadMin: 10 },
        { id: "att", place: 1, opensMin: 7 * 60, closesMin: 18 * 60, classes: ["A", "B"], unloadMin: 15 },
      ],
    });
    expect(drive(closing, [0]).day?.trips[0]?.legs[1]?.receiverId).toBe("att");
    const shut = lineDay([4], { jobs: [job("p", "pick_up", 0, { wasteClass: "C" })] });
    expect(drive(shut, [0]).violations).toEqual([{ jobId: "p", kind: "receiver" }]);
  });

  it("drives a troca from the yard with the empty, to the site, then to the receiver", () => {
    const day = lineDay([4, 1], { jobs: [job("d", "drop_off", 0), job("s", "swap", 1)] });
    const d = drive(day, [0, 1]).day;
    expect(d?.trips[1]?.legs.map((l) => l.to)).toEqual(["yard", "site", "receiver"]);
    expect(d?.trips[1]?.legs[2]?.receiverId).toBe("aterro");
  });

  it("keeps the driver's shift and break", () => {
    const shift = {
      startMin: 7 * 60,
      endMin: 8 * 60,
      break: { earliestMin: 7 * 60 + 30, latestMin: 9 * 60, durationMin: 30 },
    };
    const day = lineDay([20, 20], {
      trucks: [truck("t1", shift)],
      jobs: [job("a", "drop_off", 0), job("b", "drop_off", 1)],
    });
    const d = drive(day, [0, 1]).day;
    // 20 out and 10 on site: the break starts at the first departure from 07:30 on; back at 08:20, past the shift.
    expect(d?.breakStartMin).toBe(7 * 60 + 30);
    expect(d?.trips[1]?.legs[0]?.departMin).toBe(8 * 60);
    expect(d?.violations).toEqual([{ jobId: null, kind: "shift" }]);
  });

  it("takes the break while waiting for a window to open", () => {
    const shift = { break: { earliestMin: 11 * 60, latestMin: 13 * 60, durationMin: 60 } };
    const day = lineDay([4], {
      trucks: [truck("t1", shift)],
      jobs: [job("p", "pick_up", 0, { windowStart: 13 * 60, windowEnd: 15 * 60 })],
    });
    const d = drive(day, [0]).day;
    expect(d?.breakStartMin).toBe(11 * 60);
    expect(d?.trips[0]?.legs[0]?.startMin).toBe(13 * 60);
    expect(d?.violations).toEqual([]);
  });

  it("is late at a window that closed, and refuses a 41st job", () => {
    const late = lineDay([30], {
      jobs: [job("w", "drop_off", 0, { windowStart: 7 * 60, windowEnd: 7 * 60 + 20 })],
    });
    expect(drive(late, [0]).violations).toEqual([{ jobId: "w", kind: "late" }]);
    const many = lineDay([1], {
      trucks: [truck("t1", { endMin: 48 * 60 })],
      jobs: Array.from({ length: 41 }, (_, i) => ({ ...job(`d${i}`, "drop_off", 0), serviceMin: 1 })),
    });
    expect(
      drive(
        many,
        many.jobs.map((_, i) => i),
      ).violations,
    ).toContainEqual({ jobId: null, kind: "bound" });
    expect(
      drive(
        many,
        many.jobs.slice(0, 40).map((_, i) => i),
      ).violations,
    ).toEqual([]);
  });

  it("drives site to site when the truck carries enough caçambas", () => {
    const day = lineDay([2, 4, 6], {
      trucks: [truck("t1", {}, { capacity: 3 })],
      jobs: [job("a", "drop_off", 0), job("b", "drop_off", 1), job("c", "drop_off", 2)],
    });
    expect(drive(day, [0, 1, 2]).km).toBeCloseTo(12, 6);
  });
});
