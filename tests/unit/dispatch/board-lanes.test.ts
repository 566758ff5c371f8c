import { describe, expect, it } from "vitest";
import {
  applyMove,
  boardLanes,
  type LaneJob,
  laneKey,
  lanesOf,
  moveBetween,
  placeOf,
  truckOfLane,
  truckOptions,
} from "@/features/dispatch/board/lanes";

const job = (id: string, truckId: string | null, sequence: number, status = "scheduled"): LaneJob => ({
  id,
  truckId,
  driverId: null,
  status,
  sequence,
});

/** Board order as the server returns it: by sequence, then creation. */
const BOARD = [
  job("a", "T1", 1),
  job("x", null, 1),
  job("b", "T1", 2),
  job("c", "T1", 3, "done"),
  job("y", null, 2),
];

const ids = (jobs: LaneJob[], truckId: string | null) =>
  jobs.filter((j) => j.truckId === truckId).map((j) => j.id);

describe("dispatch board columns", () => {
  it("groups jobs by truck in board order, with 'sem caminhão' first and empty trucks kept", () => {
    const order = lanesOf(BOARD, ["T1", "T2"]);
    expect(Object.keys(order)).toEqual(["lane:none", "lane:T1", "lane:T2"]);
    expect(order[laneKey("T1")]).toEqual(["a", "b", "c"]);
    expect(order[laneKey(null)]).toEqual(["x", "y"]);
    expect(order[laneKey("T2")]).toEqual([]);
    expect(truckOfLane("lane:none")).toBeNull();
    expect(truckOfLane("lane:T2")).toBe("T2");
    expect(placeOf(order, "b")).toEqual({ lane: "lane:T1", position: 1 });
  });

  it("moves a job between columns at an index, clamped to the end", () => {
    const order = lanesOf(BOARD, ["T1", "T2"]);
    const next = moveBetween(order, "x", "lane:T1", 1);
    expect(next["lane:T1"]).toEqual(["a", "x", "b", "c"]);
    expect(next["lane:none"]).toEqual(["y"]);
    expect(moveBetween(order, "a", "lane:T2", 99)["lane:T2"]).toEqual(["a"]);
    expect(order["lane:T1"]).toEqual(["a", "b", "c"]);
  });

  it("applies a move as the server will: the job lands at the position and both columns renumber 1…n", () => {
    const after = applyMove(BOARD, { jobId: "y", truckId: "T1", position: 0 });
    expect(ids(after, "T1")).toEqual(["y", "a", "b", "c"]);
    expect(ids(after, null)).toEqual(["x"]);
    expect(after.filter((j) => j.truckId === "T1").map((j) => j.sequence)).toEqual([1, 2, 3, 4]);

    const reordered = applyMove(BOARD, { jobId: "b", truckId: "T1", position: 0, driverId: "D1" });
    expect(ids(reordered, "T1")).toEqual(["b", "a", "c"]);
    expect(reordered.find((j) => j.id === "b")?.driverId).toBe("D1");

    const toEnd = applyMove(BOARD, { jobId: "a", truckId: null, position: 500 });
    expect(ids(toEnd, null)).toEqual(["x", "y", "a"]);
    expect(ids(toEnd, "T1")).toEqual(["b", "c"]);
    expect(toEnd.filter((j) => j.truckId === "T1").map((j) => j.sequence)).toEqual([1, 2]);

    const toEmpty = applyMove(BOARD, { jobId: "x", truckId: "T2", position: 3 });
    expect(ids(toEmpty, "T2")).toEqual(["x"]);
    expect(BOARD.map((j) => j.id)).toEqual(["a", "x", "b", "c", "y"]);
  });

  // Issue #40, finding 10: the board said "GTR8812" where the CTR, the fleet and the receiver say "GTR-8812".
  it("names each truck's column and option by its plate as every screen and PDF writes it", () => {
    const trucks = [
      { id: "T1", plate: "GTR8812" },
      { id: "T2", plate: "HMG4B21" },
    ];
    expect(boardLanes(trucks).map((l) => l.title)).toEqual(["Sem caminhão", "GTR-8812", "HMG4B21"]);
    expect(boardLanes(trucks)[1]).toEqual({ key: "lane:T1", title: "GTR-8812", truckId: "T1" });
    expect(truckOptions(trucks)).toEqual([
      { value: "T1", label: "GTR-8812" },
      { value: "T2", label: "HMG4B21" },
    ]);
  });
});
