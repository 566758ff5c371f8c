import { describe, expect, it } from "vitest";
import { actTime, CLOCK_SLACK_MS, MAX_ACT_AGE_MS } from "@/domain/time/act-time";

const received = new Date("2026-12-02T15:00:00Z");
const ago = (ms: number) => new Date(received.getTime() - ms);
const MIN = 60_000;

describe("actTime: the act's time of a report kept offline", () => {
  it.each([
    ["no time sent: the arrival", undefined, undefined, received],
    ["an act 3 h before, right clock", ago(180 * MIN), received, ago(180 * MIN)],
    [
      "clock 2 min fast, within slack: kept, capped at arrival",
      new Date(received.getTime() + MIN),
      new Date(received.getTime() + 2 * MIN),
      received,
    ],
    [
      "clock 3 h fast: corrected",
      new Date(ago(60 * MIN).getTime() + 180 * MIN),
      new Date(received.getTime() + 180 * MIN),
      ago(60 * MIN),
    ],
    [
      "clock 1 day slow: corrected",
      new Date(ago(10 * MIN).getTime() - 1440 * MIN),
      new Date(received.getTime() - 1440 * MIN),
      ago(10 * MIN),
    ],
    ["6 days before: kept", ago(6 * 24 * 60 * MIN), undefined, ago(6 * 24 * 60 * MIN)],
  ])("%s", (_why, actedAt, sentAt, want) => {
    const t = actTime({ actedAt, sentAt, receivedAt: received });
    expect(t.ok && t.at.toISOString()).toBe(want.toISOString());
  });

  it("refuses the future beyond the slack and what is older than 7 days", () => {
    expect(
      actTime({ actedAt: new Date(received.getTime() + CLOCK_SLACK_MS + 1000), receivedAt: received }),
    ).toEqual({
      ok: false,
      reason: "future",
    });
    expect(actTime({ actedAt: ago(MAX_ACT_AGE_MS + 1000), receivedAt: received })).toEqual({
      ok: false,
      reason: "too_old",
    });
  });
});
