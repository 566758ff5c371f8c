import { describe, expect, it } from "vitest";
import { computeFine } from "@/domain/fines/compute-fine";

const AT_2025 = "2025-06-02T10:00:00-03:00";

describe("JP — amounts from the Annex given as configuration", () => {
  const annex = { "JP art. 18, §2º, III": { amountCents: 100000 } };

  it("fails clearly when the Annex value is missing", () => {
    expect(() =>
      computeFine({ municipality: "joao-pessoa-pb", article: "JP art. 18, §2º, III", at: AT_2025 }),
    ).toThrow(/Anexo/);
  });

  it("uses the Annex value, class null when the Annex gives none", () => {
    const fine = computeFine({
      municipality: "2507507",
      article: "JP art. 18, §2º, III",
      at: AT_2025,
      fineConfig: { annex },
    });
    expect(fine).toMatchObject({ amountCents: 100000, class: null, reincidence: { applies: false } });
  });

  it("doubles on reincidence (JP art. 31)", () => {
    const fine = computeFine({
      municipality: "joao-pessoa-pb",
      article: "JP art. 18, §2º, III",
      at: AT_2025,
      fineConfig: { annex },
      history: { priorInfractions: [{ article: "JP art. 17, III", decidedAt: "2025-01-10T10:00:00-03:00" }] },
    });
    expect(fine).toMatchObject({
      amountCents: 200000,
      reincidence: { applies: true, article: "JP art. 31" },
    });
  });

  it.each([
    {
      case: "one embargo this year",
      embargoes: ["2025-02-01T10:00:00-03:00"],
      apprehensions: [],
      suspension: false,
    },
    {
      case: "embargo and apprehension this year",
      embargoes: ["2025-02-01T10:00:00-03:00"],
      apprehensions: ["2025-03-01T10:00:00-03:00"],
      suspension: true,
    },
    {
      case: "an embargo at 01:00 UTC on 1 Jan 2025 is still 31/12/2024 in João Pessoa",
      embargoes: ["2025-01-01T01:00:00Z", "2025-02-01T10:00:00-03:00"],
      apprehensions: [],
      suspension: false,
    },
    {
      case: "an embargo at 03:00 UTC on 1 Jan 2025 is 1 Jan in João Pessoa",
      embargoes: ["2025-01-01T03:00:00Z", "2025-02-01T10:00:00-03:00"],
      apprehensions: [],
      suspension: true,
    },
    {
      case: "two embargoes, one last year",
      embargoes: ["2024-12-01T10:00:00-03:00", "2025-02-01T10:00:00-03:00"],
      apprehensions: [],
      suspension: false,
    },
  ])(
    "suspension after the second embargo or apprehension in one year (JP art. 35): $case",
    ({ embargoes, apprehensions, suspension }) => {
      const fine = computeFine({
        municipality: "joao-pessoa-pb",
        article: "JP art. 18, §2º, III",
        at: AT_2025,
        fineConfig: { annex },
        history: { embargoes, apprehensions },
      });
      expect(fine.extraPenalties.some((p) => p.kind === "suspension" && p.article === "JP art. 35")).toBe(
        suspension,
      );
    },
  );

  it("cassation after a suspension (JP art. 36)", () => {
    const fine = computeFine({
      municipality: "joao-pessoa-pb",
      article: "JP art. 18, §2º, III",
      at: AT_2025,
      fineConfig: { annex },
      history: { suspensions: ["2025-01-05T10:00:00-03:00"] },
    });
    expect(fine.extraPenalties).toContainEqual(
      expect.objectContaining({ kind: "cassation", mandatory: true, article: "JP art. 36" }),
    );
  });
});
