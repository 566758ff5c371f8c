import { describe, expect, it } from "vitest";
import { computeFine } from "@/domain";

const JP_ANNEX = { annex: { "JP art. 18, §2º, III": { amountCents: 100000 } } };
const JP_AT = "2025-06-02T10:00:00-03:00";
/** A JP fine for an act at JP_AT with this history (JP art. 31 doubles on reincidence). */
const jpFine = (history: Record<string, unknown>) =>
  computeFine({
    municipality: "joao-pessoa-pb",
    article: "JP art. 18, §2º, III",
    at: JP_AT,
    fineConfig: JP_ANNEX,
    history,
  });

describe("fine: history after the act is ignored with a note, not refused (issue #44, class 5)", () => {
  it("a “prior” infraction decided after the act does not double the JP fine (JP art. 31)", () => {
    const fine = jpFine({
      priorInfractions: [{ article: "JP art. 17, III", decidedAt: "2025-09-01T10:00:00-03:00" }],
    });
    expect(fine).toMatchObject({ amountCents: 100000, reincidence: { applies: false } });
    expect(fine.notes.at(-1)).toBe(
      "Histórico posterior à infração (02/06/2025 10:00) não conta para esta multa: decisão sobre JP art. 17, III em 01/09/2025 10:00. A reincidência e a cassação olham só o que houve antes do ato.",
    );
  });

  it("a suspension and an embargo after the act, at the same instant and a second later, are left out", () => {
    const fine = jpFine({
      suspensions: [JP_AT],
      embargoes: ["2025-06-02T10:00:01-03:00", "2025-03-01T10:00:00-03:00"],
    });
    expect(fine.extraPenalties.map((p) => p.kind)).not.toContain("cassation");
    expect(fine.notes.at(-1)).toMatch(/: embargo em 02\/06\/2025 10:00; suspensão em 02\/06\/2025 10:00\./);
  });

  it("earlier history still counts next to later: CM specific reincidence (CM art. 68, §2º)", () => {
    const fine = computeFine({
      municipality: "cachoeiras-de-macacu-rj",
      article: "CM art. 47, I",
      at: "2021-12-28T10:00:00-03:00",
      history: {
        priorInfractions: [
          { article: "CM art. 47, I", decidedAt: "2021-12-24T10:00:00-03:00" },
          { article: "CM art. 75, I", decidedAt: "2021-12-30T10:00:00-03:00" },
        ],
      },
    });
    expect(fine.reincidence).toMatchObject({ applies: true, kind: "specific" });
    expect(fine.notes.at(-1)).toMatch(/decisão sobre CM art. 75, I em 30\/12\/2021 10:00/);
  });

  it("no note when every entry is before the act", () => {
    const fine = jpFine({
      priorInfractions: [{ article: "JP art. 17, III", decidedAt: "2025-05-01T10:00:00-03:00" }],
    });
    expect(fine.notes.join(" ")).not.toMatch(/Histórico posterior/);
  });
});
