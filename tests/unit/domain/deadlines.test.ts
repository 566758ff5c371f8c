import { describe, expect, it } from "vitest";
import { removalDeadline } from "@/domain/deadlines/removal-deadline";
import { RulesInputError } from "@/domain/errors";

describe("removalDeadline — JF art. 12, §1º (3 business days, placement and removal days included)", () => {
  it.each([
    {
      case: "Monday → Wednesday",
      placedAt: "2025-06-02T08:00:00-03:00",
      deadline: "2025-06-04T23:59:59.999-03:00",
    },
    {
      case: "placed late Monday night still counts Monday",
      placedAt: "2025-06-02T23:30:00-03:00",
      deadline: "2025-06-04T23:59:59.999-03:00",
    },
    {
      case: "UTC instant that is already Tuesday in UTC but Monday in JF",
      placedAt: "2025-06-03T02:30:00Z",
      deadline: "2025-06-04T23:59:59.999-03:00",
    },
    {
      case: "Thursday → Monday over the weekend",
      placedAt: "2025-06-05T09:00:00-03:00",
      deadline: "2025-06-09T23:59:59.999-03:00",
    },
    {
      case: "Friday → Tuesday",
      placedAt: "2025-06-06T09:00:00-03:00",
      deadline: "2025-06-10T23:59:59.999-03:00",
    },
    {
      case: "Saturday: the count starts on Monday",
      placedAt: "2025-06-07T09:00:00-03:00",
      deadline: "2025-06-11T23:59:59.999-03:00",
    },
    {
      case: "Sunday: the count starts on Monday",
      placedAt: "2025-06-08T09:00:00-03:00",
      deadline: "2025-06-11T23:59:59.999-03:00",
    },
    {
      case: "Good Friday and Tiradentes (national) skipped",
      placedAt: "2025-04-17T10:00:00-03:00",
      deadline: "2025-04-23T23:59:59.999-03:00",
    },
    {
      case: "Christmas skipped",
      placedAt: "2025-12-24T10:00:00-03:00",
      deadline: "2025-12-29T23:59:59.999-03:00",
    },
    {
      case: "Consciência Negra (20/11) skipped",
      placedAt: "2025-11-19T10:00:00-03:00",
      deadline: "2025-11-24T23:59:59.999-03:00",
    },
    {
      case: "Carnival Tuesday is not a public holiday in MG",
      placedAt: "2025-03-03T10:00:00-03:00",
      deadline: "2025-03-05T23:59:59.999-03:00",
    },
  ])("$case", ({ placedAt, deadline }) => {
    const result = removalDeadline({ municipality: "juiz-de-fora-mg", placedAt });
    expect(result.deadline).toBe(deadline);
    expect(result.article).toBe("JF art. 12, §1º");
    expect(result.businessDays).toHaveLength(3);
  });

  it("skips municipal holidays given as data (Juiz de Fora's 13 June, Santo Antônio)", () => {
    const result = removalDeadline({
      municipality: "3136702",
      placedAt: "2025-06-12T10:00:00-03:00",
      extraHolidays: ["2025-06-13"],
    });
    expect(result.deadline).toBe("2025-06-17T23:59:59.999-03:00");
    expect(result.skipped?.map((s) => s.date)).toEqual(["2025-06-13", "2025-06-14", "2025-06-15"]);
    expect(result.explanation).toContain("13/06/2025 (feriado: feriado municipal)");
  });

  it("says so when no municipal holiday was given", () => {
    const result = removalDeadline({
      municipality: "juiz-de-fora-mg",
      placedAt: "2025-06-02T08:00:00-03:00",
    });
    expect(result.explanation).toContain("Nenhum feriado municipal informado");
  });
});

describe("removalDeadline — CM art. 47", () => {
  it("48 h after fullAt, in the municipality's offset", () => {
    const result = removalDeadline({
      municipality: "cachoeiras-de-macacu-rj",
      placedAt: "2025-06-02T08:00:00-03:00",
      fullAt: "2025-06-03T15:30:00-03:00",
    });
    expect(result).toMatchObject({ deadline: "2025-06-05T15:30:00.000-03:00", article: "CM art. 47, I" });
  });

  it("24 h when the caçamba became a health hazard", () => {
    const result = removalDeadline({
      municipality: "3300803",
      placedAt: "2025-06-02T08:00:00-03:00",
      fullAt: "2025-06-03T18:00:00Z",
      hazard: true,
    });
    expect(result).toMatchObject({ deadline: "2025-06-04T15:00:00.000-03:00", article: "CM art. 47, II" });
  });

  it("hazardSince overrides fullAt for the 24 h count", () => {
    const result = removalDeadline({
      municipality: "cachoeiras-de-macacu-rj",
      placedAt: "2025-06-02T08:00:00-03:00",
      hazard: true,
      hazardSince: "2025-06-02T20:00:00-03:00",
    });
    expect(result.deadline).toBe("2025-06-03T20:00:00.000-03:00");
  });

  it.each([
    {
      case: "full first, hazard later: 48 h after full ends first (art. 47, I)",
      fullAt: "2025-06-03T10:00:00-03:00",
      hazardSince: "2025-06-04T20:00:00-03:00",
      deadline: "2025-06-05T10:00:00.000-03:00",
      article: "CM art. 47, I",
    },
    {
      case: "hazard soon after full: 24 h after hazard ends first (art. 47, II)",
      fullAt: "2025-06-03T10:00:00-03:00",
      hazardSince: "2025-06-03T12:00:00-03:00",
      deadline: "2025-06-04T12:00:00.000-03:00",
      article: "CM art. 47, II",
    },
    {
      case: "hazard before it was full",
      fullAt: "2025-06-04T10:00:00-03:00",
      hazardSince: "2025-06-03T08:00:00-03:00",
      deadline: "2025-06-04T08:00:00.000-03:00",
      article: "CM art. 47, II",
    },
  ])(
    "hazard and fullAt both given → the earlier deadline: $case",
    ({ fullAt, hazardSince, deadline, article }) => {
      const result = removalDeadline({
        municipality: "cachoeiras-de-macacu-rj",
        placedAt: "2025-06-02T08:00:00-03:00",
        fullAt,
        hazard: true,
        hazardSince,
      });
      expect(result).toMatchObject({ deadline, article });
      expect(result.explanation).toContain("vence primeiro");
    },
  );

  it.each([
    { case: "no fullAt yet", input: {} },
    { case: "hazard false and no fullAt", input: { hazard: false } },
    {
      case: "hazardSince without hazard is not a hazard",
      input: { hazardSince: "2025-06-02T20:00:00-03:00" },
    },
  ])("before the caçamba is full there is no deadline (CM art. 47, I): $case", ({ input }) => {
    const result = removalDeadline({
      municipality: "cachoeiras-de-macacu-rj",
      placedAt: "2025-06-02T08:00:00-03:00",
      ...input,
    });
    expect(result).toMatchObject({ deadline: null, article: "CM art. 47, I", status: "regulated" });
    expect(result.explanation).toContain(
      "Ainda sem prazo: as 48 h do CM art. 47, I contam de quando a caçamba estiver cheia",
    );
  });

  it("a hazard with no known time is an input error (CM art. 47, II)", () => {
    try {
      removalDeadline({
        municipality: "cachoeiras-de-macacu-rj",
        placedAt: "2025-06-02T08:00:00-03:00",
        hazard: true,
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RulesInputError);
      expect((error as RulesInputError).issues).toMatchObject([{ path: "hazardSince" }]);
      expect((error as RulesInputError).message).toContain("CM art. 47, II");
    }
  });
});

describe("removalDeadline — laws without a dwell time", () => {
  it.each([
    { municipality: "joao-pessoa-pb", article: "JP art. 18, §3º, III, b, 3" },
    { municipality: "indiavai-mt", article: "IN art. 13, III" },
  ])("$municipality is notRegulated with deadline null", ({ municipality, article }) => {
    const result = removalDeadline({ municipality, placedAt: "2025-06-02T08:00:00-03:00" });
    expect(result).toMatchObject({ deadline: null, status: "notRegulated", article });
    expect(result.explanation.length).toBeGreaterThan(20);
  });
});

describe("removalDeadline — invalid input", () => {
  it.each([
    { input: { municipality: "sao-paulo-sp", placedAt: "2025-06-02T08:00:00-03:00" }, path: "municipality" },
    { input: { municipality: "juiz-de-fora-mg", placedAt: "2025-06-02 08:00" }, path: "placedAt" },
    {
      input: {
        municipality: "juiz-de-fora-mg",
        placedAt: "2025-06-02T08:00:00Z",
        extraHolidays: ["13/06/2025"],
      },
      path: "extraHolidays.0",
    },
  ])("rejects $path", ({ input, path }) => {
    try {
      removalDeadline(input);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RulesInputError);
      expect((error as RulesInputError).issues.map((i) => i.path)).toContain(path);
    }
  });
});
