import { describe, expect, it } from "vitest";
import { brFromIsoDate, isoFromBrDate, isTime, maskDate, maskTime, typedInstant } from "@/lib/typed-date";

describe("dates typed dd/mm/aaaa and times HH:MM, whatever the browser's locale", () => {
  it("puts the separators in as the digits are typed, and keeps one typed after a whole group", () => {
    const typed = [..."17032031"].reduce<string[]>((shown, ch) => {
      shown.push(maskDate(`${shown.at(-1) ?? ""}${ch}`));
      return shown;
    }, []);
    expect(typed).toEqual(["1", "17", "17/0", "17/03", "17/03/2", "17/03/20", "17/03/203", "17/03/2031"]);
    expect(maskDate("17/03/2031")).toBe("17/03/2031");
    expect(maskDate("17/")).toBe("17/");
    expect(maskDate("17/03/")).toBe("17/03/");
    expect(maskDate("17/03/20315")).toBe("17/03/2031");
    expect(maskTime("0830")).toBe("08:30");
    expect(maskTime("08:")).toBe("08:");
    expect(maskTime("8")).toBe("8");
  });

  it("lets a separator be deleted: the text shrinks, nothing is put back", () => {
    expect(maskDate("17")).toBe("17");
    expect(maskTime("08")).toBe("08");
  });

  it("reads only whole, real dates", () => {
    expect(isoFromBrDate("17/03/2031")).toBe("2031-03-17");
    expect(isoFromBrDate("29/02/2028")).toBe("2028-02-29");
    for (const bad of ["31/02/2031", "29/02/2027", "17/3/2031", "2031-03-17", "17/03/31", "00/01/2031", ""])
      expect(isoFromBrDate(bad), bad).toBeNull();
    expect(brFromIsoDate("2031-03-17")).toBe("17/03/2031");
  });

  it("reads 24 h times from 00:00 to 23:59, never AM/PM", () => {
    for (const ok of ["00:00", "08:00", "12:30", "23:59"]) expect(isTime(ok), ok).toBe(true);
    for (const bad of ["24:00", "08:60", "8:00", "08:00 AM", "0800", ""])
      expect(isTime(bad), bad).toBe(false);
  });

  it("makes an instant only of a whole date and time", () => {
    expect(typedInstant("17/03/2031", "08:30").getHours()).toBe(8);
    expect(typedInstant("17/03/2031").getHours()).toBe(12);
    expect(Number.isNaN(typedInstant("31/02/2031").getTime())).toBe(true);
    expect(Number.isNaN(typedInstant("17/03/2031", "25:00").getTime())).toBe(true);
  });
});
