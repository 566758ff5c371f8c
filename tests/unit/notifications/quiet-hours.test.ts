import { describe, expect, it } from "vitest";
import { channelsFor } from "@/domain/notifications/events";
import { mobileE164 } from "@/domain/notifications/phone";
import { DEFAULT_QUIET_HOURS, releaseAfterQuietHours } from "@/domain/notifications/quiet-hours";

const SP = "America/Sao_Paulo"; // UTC−3
const CUIABA = "America/Cuiaba"; // UTC−4

describe("releaseAfterQuietHours (21:00–08:00 unless told)", () => {
  it.each([
    // [due at (UTC), zone, window, goes out at (UTC)]
    ["2026-03-10T15:00:00Z", SP, DEFAULT_QUIET_HOURS, "2026-03-10T15:00:00Z"], // 12:00 local: now
    ["2026-03-10T23:59:00Z", SP, DEFAULT_QUIET_HOURS, "2026-03-10T23:59:00Z"], // 20:59 local: now
    ["2026-03-11T00:00:00Z", SP, DEFAULT_QUIET_HOURS, "2026-03-11T11:00:00Z"], // 21:00 local → 08:00 next day
    ["2026-03-11T02:30:00Z", SP, DEFAULT_QUIET_HOURS, "2026-03-11T11:00:00Z"], // 23:30 local → 08:00 next day
    ["2026-03-11T05:00:00Z", SP, DEFAULT_QUIET_HOURS, "2026-03-11T11:00:00Z"], // 02:00 local → 08:00 same day
    ["2026-03-11T10:59:00Z", SP, DEFAULT_QUIET_HOURS, "2026-03-11T11:00:00Z"], // 07:59 local → 08:00
    ["2026-03-11T11:00:00Z", SP, DEFAULT_QUIET_HOURS, "2026-03-11T11:00:00Z"], // 08:00 local: now
    ["2026-03-11T02:30:00Z", CUIABA, DEFAULT_QUIET_HOURS, "2026-03-11T12:00:00Z"], // 22:30 Cuiabá → 08:00 (UTC−4)
    ["2026-12-31T23:30:00Z", SP, DEFAULT_QUIET_HOURS, "2026-12-31T23:30:00Z"], // 20:30 on 31/12: now
    ["2027-01-01T01:00:00Z", SP, DEFAULT_QUIET_HOURS, "2027-01-01T11:00:00Z"], // 22:00 on 31/12 → 01/01 08:00
    ["2026-03-10T16:00:00Z", SP, { from: 12 * 60, until: 14 * 60 }, "2026-03-10T17:00:00Z"], // 13:00 in 12–14 → 14:00
    ["2026-03-10T18:00:00Z", SP, { from: 12 * 60, until: 14 * 60 }, "2026-03-10T18:00:00Z"], // 15:00: now
    ["2026-03-11T02:30:00Z", SP, { from: 0, until: 0 }, "2026-03-11T02:30:00Z"], // no quiet hours
  ] as const)("%s in %s → %s", (at, zone, quiet, expected) => {
    expect(releaseAfterQuietHours(new Date(at), zone, quiet).toISOString()).toBe(
      new Date(expected).toISOString(),
    );
  });
});

describe("mobileE164", () => {
  it.each([
    ["(32) 98765-4321", "5532987654321"],
    ["+55 32 98765 4321", "5532987654321"],
    ["32987654321", "5532987654321"],
    ["3232151234", null], // landline: no WhatsApp template, no SMS
    ["0800123456", null],
    ["abc", null],
  ])("%s → %s", (input, expected) => expect(mobileE164(input)).toBe(expected));
});

describe("channelsFor", () => {
  it("e-mail by default; WhatsApp and SMS only when chosen and opted in", () => {
    expect(channelsFor(undefined, new Set())).toEqual(["email"]);
    expect(channelsFor(["email", "whatsapp", "sms"], new Set(["whatsapp"]))).toEqual(["email", "whatsapp"]);
    expect(channelsFor(["whatsapp"], new Set())).toEqual([]);
  });
});
