import { describe, expect, it } from "vitest";
import { dayBasis } from "@/server/services/dispatch/day-plan/basis";
import { buildDayInput, type DayRows, shiftOf } from "@/server/services/dispatch/day-plan/day-input";
import { acceptedLanes } from "@/server/services/dispatch/day-plan/lanes";

const rows = (over: Partial<DayRows> = {}): DayRows => ({
  yards: [
    { id: "y-home", name: "Norte", isDefault: false, lat: -21.7, lon: -43.4 },
    { id: "y-default", name: "Centro", isDefault: true, lat: -21.76, lon: -43.35 },
  ],
  trucks: [
    { id: "t1", plate: "AAA1B23", homeYardId: "y-home", cacambaCapacity: 1 },
    { id: "t2", plate: "BBB2C34", homeYardId: null, cacambaCapacity: 0 },
  ],
  shifts: { t1: { driverId: "d1", name: "Ana", shiftStart: "06:00", shiftEnd: "15:00", breakMinutes: 60 } },
  receivers: [
    {
      id: "r1",
      name: "ATT",
      lat: -21.69,
      lon: -43.42,
      opensAt: "07:30",
      closesAt: "16:00",
      unloadMinutes: 25,
      acceptedClasses: ["A", "B"],
    },
  ],
  jobs: [
    {
      id: "j2",
      kind: "pick_up",
      truckId: "t1",
      sequence: 2,
      siteName: "Obra 2",
      lat: -21.761,
      lon: -43.351,
      windowStart: null,
      windowEnd: null,
      wasteClass: "A",
      dueToday: "retirada até 14/07/2031 17:00 (JF art. 12, §1º)",
    },
    {
      id: "j1",
      kind: "drop_off",
      truckId: "t1",
      sequence: 1,
      siteName: "Obra 1",
      lat: -21.762,
      lon: -43.352,
      windowStart: "08:00",
      windowEnd: "10:30",
      wasteClass: "A",
      dueToday: null,
    },
    {
      id: "j3",
      kind: "swap",
      truckId: null,
      sequence: 1,
      siteName: null,
      lat: -21.763,
      lon: -43.353,
      windowStart: null,
      windowEnd: null,
      wasteClass: null,
      dueToday: null,
    },
  ],
  ...over,
});

describe("Planejar o dia: the rows as the planner's day (pure)", () => {
  it("numbers yards, then receivers' gates, then sites; a truck starts at its home yard, else the default", () => {
    const built = buildDayInput(rows());
    expect(built.places.map((p) => `${p.kind}:${p.id}`)).toEqual([
      "yard:y-home",
      "yard:y-default",
      "receiver:r1",
      "site:j2",
      "site:j1",
      "site:j3",
    ]);
    expect(built.points[2]).toEqual({ lat: -21.69, lon: -43.42 });
    const [t1, t2] = built.input.trucks;
    expect(t1?.yard).toBe(0);
    expect(t2?.yard).toBe(1);
    // A capacity of 0 typed by mistake is still a truck that carries one caçamba.
    expect(t2?.capacity).toBe(1);
  });

  it("maps windows, receiver hours and classes to minutes; a due pick-up carries its citation; a delivery no class", () => {
    const { input } = buildDayInput(rows());
    expect(input.receivers[0]).toMatchObject({
      opensMin: 450,
      closesMin: 960,
      unloadMin: 25,
      classes: ["A", "B"],
    });
    const [j2, j1, j3] = input.jobs;
    expect(j1).toMatchObject({ kind: "drop_off", windowStart: 480, windowEnd: 630, serviceMin: 20 });
    expect(j1?.wasteClass).toBeUndefined();
    expect(j2).toMatchObject({
      wasteClass: "A",
      dueToday: { citation: "retirada até 14/07/2031 17:00 (JF art. 12, §1º)" },
    });
    expect(j3?.wasteClass).toBeUndefined();
    expect(j3?.windowStart).toBeNull();
  });

  it("the board's lanes are the current plan, in sequence; a truck with no driver that day takes the default shift, said so", () => {
    const built = buildDayInput(rows());
    expect(built.input.current).toEqual({ t1: ["j1", "j2"] });
    expect(built.defaultShift).toEqual(["t2"]);
    expect(built.input.trucks[0]?.shift).toEqual({
      startMin: 360,
      endMin: 900,
      break: { earliestMin: 540, latestMin: 720, durationMin: 60 },
    });
    expect(built.input.trucks[1]?.shift).toMatchObject({ startMin: 420, endMin: 1020 });
    expect(shiftOf({ shiftStart: "07:00", shiftEnd: "13:00", breakMinutes: 0 })).toEqual({
      startMin: 420,
      endMin: 780,
    });
  });

  it("the basis changes with a job's truck, place in the lane or status, and not with the rows' order", () => {
    const jobs = [
      { id: "a", truckId: "t1", sequence: 1, status: "scheduled" },
      { id: "b", truckId: null, sequence: 1, status: "scheduled" },
    ];
    const basis = dayBasis(jobs);
    expect(basis).toMatch(/^[0-9a-f]{32}$/);
    expect(dayBasis([...jobs].reverse())).toBe(basis);
    expect(dayBasis([{ ...jobs[0], truckId: "t2" } as never, jobs[1] as never])).not.toBe(basis);
    expect(dayBasis([{ ...jobs[0], sequence: 2 } as never, jobs[1] as never])).not.toBe(basis);
    expect(dayBasis([{ ...jobs[0], status: "en_route" } as never, jobs[1] as never])).not.toBe(basis);
  });
});

describe("accepting a plan: the lanes after (pure)", () => {
  const all = [
    { id: "done", truckId: "t1", sequence: 1, status: "done", plannable: false },
    { id: "p1", truckId: "t1", sequence: 2, status: "scheduled", plannable: true },
    { id: "dump", truckId: "t1", sequence: 3, status: "scheduled", plannable: false },
    { id: "p2", truckId: "t2", sequence: 1, status: "scheduled", plannable: true },
    { id: "p3", truckId: "t2", sequence: 2, status: "scheduled", plannable: true },
    { id: "p4", truckId: null, sequence: 1, status: "scheduled", plannable: true },
  ];

  it("a truck's lane: what is under way or closed first, then the plan's order, then what the planner does not plan", () => {
    const { lanes } = acceptedLanes(all, [{ truckId: "t1", jobIds: ["p4", "p2"] }]);
    expect(lanes.get("t1")?.map((j) => j.id)).toEqual(["done", "p4", "p2", "dump"]);
    // t2, not accepted, loses p2 and closes the gap; p1, let go by t1, goes to "sem caminhão".
    expect(lanes.get("t2")?.map((j) => j.id)).toEqual(["p3"]);
    expect(lanes.get(null)?.map((j) => j.id)).toEqual(["p1"]);
  });

  it("lists only the rows that change, and whether they change truck", () => {
    const { changes } = acceptedLanes(all, [{ truckId: "t1", jobIds: ["p1"] }]);
    expect(changes).toEqual([]);
    const moved = acceptedLanes(all, [
      { truckId: "t1", jobIds: ["p1", "p4"] },
      { truckId: "t2", jobIds: ["p3", "p2"] },
    ]).changes;
    expect(moved).toEqual(
      expect.arrayContaining([
        { id: "p4", truckId: "t1", sequence: 3, moved: true },
        { id: "dump", truckId: "t1", sequence: 4, moved: false },
        { id: "p3", truckId: "t2", sequence: 1, moved: false },
        { id: "p2", truckId: "t2", sequence: 2, moved: false },
      ]),
    );
    expect(moved).toHaveLength(4);
  });
});
