import { describe, expect, it } from "vitest";
import {
  hoursProblems,
  hoursText,
  perTripText,
  shiftProblems,
  shiftText,
  windowProblems,
} from "@/domain/fleet/day-settings";
import { isTimeOfDay, minutesOfDay, TIME_HINT } from "@/domain/time/time-of-day";
import { isTime } from "@/lib/typed-date";
import { timeOfDaySchema, wholeSchema } from "@/lib/validators";

describe("time of day HH:MM", () => {
  it("reads 00:00 to 23:59 as minutes after midnight", () => {
    expect(minutesOfDay("00:00")).toBe(0);
    expect(minutesOfDay("07:30")).toBe(450);
    expect(minutesOfDay("23:59")).toBe(1439);
  });

  it("refuses what is not a whole 24 h time", () => {
    for (const text of ["24:00", "7:30", "07:60", "0730", "07:3", " 07:30", "", "ab:cd", "-1:00"]) {
      expect(minutesOfDay(text), text).toBeNull();
      expect(isTimeOfDay(text), text).toBe(false);
      // The masked fields of the browser read it the same way.
      expect(isTime(text), text).toBe(false);
    }
  });

  it("the server's schema refuses with the same hint", () => {
    expect(timeOfDaySchema.parse("08:00")).toBe("08:00");
    const refused = timeOfDaySchema.safeParse("8h");
    expect(refused.error?.issues.map((i) => i.message)).toEqual([TIME_HINT]);
  });
});

describe("a window, a shift, opening hours", () => {
  const fields = { start: "from", end: "until" };

  it("needs the end after the start, on the same day", () => {
    expect(windowProblems("07:00", "17:00", fields, "O turno")).toEqual({});
    expect(windowProblems("07:00", "07:00", fields, "O turno")).toEqual({
      until: "O turno deve terminar depois de começar (07:00): informe um horário após 07:00.",
    });
    expect(Object.keys(windowProblems("22:00", "06:00", fields, "O turno"))).toEqual(["until"]);
    expect(windowProblems("7h", "25:00", fields, "O turno")).toEqual({ from: TIME_HINT, until: TIME_HINT });
  });

  it("a driver's break is shorter than the shift", () => {
    expect(shiftProblems({ shiftStart: "07:00", shiftEnd: "17:00", breakMinutes: 60 })).toEqual({});
    expect(shiftProblems({ shiftStart: "07:00", shiftEnd: "08:00", breakMinutes: 60 })).toEqual({
      breakMinutes: "O intervalo (60 min) deve ser menor que o turno (60 min).",
    });
    expect(shiftProblems({ shiftStart: "07:00", shiftEnd: "08:00", breakMinutes: 0 })).toEqual({});
  });

  it("a receiver's hours leave room for one unloading", () => {
    expect(hoursProblems({ opensAt: "07:00", closesAt: "17:00", unloadMinutes: 20 })).toEqual({});
    expect(hoursProblems({ opensAt: "07:00", closesAt: "07:15", unloadMinutes: 20 })).toEqual({
      unloadMinutes: "A descarga (20 min) não cabe no horário de funcionamento (15 min).",
    });
    expect(Object.keys(hoursProblems({ opensAt: "17:00", closesAt: "07:00", unloadMinutes: 20 }))).toEqual([
      "closesAt",
    ]);
  });
});

describe("whole numbers in a range", () => {
  const perTrip = wholeSchema("Caçambas por viagem", { min: 1, max: 4 });
  it("accepts the ends and refuses outside or fractions, never rounding", () => {
    expect(perTrip.parse(1)).toBe(1);
    expect(perTrip.parse(4)).toBe(4);
    for (const n of [0, 5, 1.5, Number.NaN])
      expect(perTrip.safeParse(n).error?.issues[0]?.message, String(n)).toMatch(/de 1 a 4\.$/);
  });
});

describe("the words the fleet tables show", () => {
  it("caçambas per trip, shift and hours in pt-BR", () => {
    expect(perTripText(1)).toBe("1 caçamba por viagem");
    expect(perTripText(2)).toBe("2 caçambas por viagem");
    expect(shiftText({ shiftStart: "07:00", shiftEnd: "17:00", breakMinutes: 60 })).toBe(
      "Turno 07:00–17:00, intervalo 60 min",
    );
    expect(shiftText({ shiftStart: "05:30", shiftEnd: "11:30", breakMinutes: 0 })).toBe(
      "Turno 05:30–11:30, sem intervalo",
    );
    expect(hoursText({ opensAt: "06:30", closesAt: "18:00", unloadMinutes: 25 })).toBe(
      "Aberto 06:30–18:00, descarga 25 min",
    );
  });
});
