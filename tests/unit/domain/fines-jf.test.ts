import { describe, expect, it } from "vitest";
import { RulesInputError } from "@/domain/errors";
import { computeFine } from "@/domain/fines/compute-fine";

const AT_2023 = "2023-10-02T10:00:00-03:00";
const AT_2025 = "2025-06-02T10:00:00-03:00";
/** The first day an identification fine (art. 7º) is due: JF art. 30's 90 days end on 25/10/2023. */
const AFTER_ART30 = "2023-10-26T00:00:00-03:00";

describe("JF art. 30 — 90 days from 28/07/2023 to adapt the identification (art. 7º)", () => {
  it.each([
    { article: "JF art. 7º, I", at: "2023-07-28T09:00:00-03:00", due: false },
    { article: "JF art. 7º, III", at: "2023-10-02T10:00:00-03:00", due: false },
    { article: "JF art. 7º, IV", at: "2023-10-25T23:59:00-03:00", due: false },
    { article: "JF art. 7º", at: "2023-10-26T02:30:00Z", due: false },
    { article: "JF art. 7º, V", at: "2023-10-26T00:00:00-03:00", due: true },
    { article: "JF art. 7º, II", at: "2024-03-01T10:00:00-03:00", due: true },
    { article: "JF art. 14", at: "2023-08-01T10:00:00-03:00", due: true },
    { article: "JF art. 9º, III, a", at: "2023-08-01T10:00:00-03:00", due: true },
  ])("$article on $at → due=$due", ({ article, at, due }) => {
    const fine = computeFine({
      municipality: "juiz-de-fora-mg",
      article,
      at,
      fineConfig: { updateFactor: 1.05 },
    });
    if (due) {
      expect(fine.notDue).toBeUndefined();
      expect(fine.amountCents).toBeGreaterThan(0);
    } else {
      expect(fine.notDue).toEqual({
        article: "JF art. 30",
        until: "2023-10-25",
        message: expect.stringContaining("90 dias"),
      });
      expect(fine.amountCents).toBeUndefined();
      expect(fine.notes[0]).toContain("Multa não devida");
      expect(fine.notes[0]).toContain("JF art. 30");
      expect(fine.deadlines).toEqual([]);
    }
  });
});

describe("JF arts. 24–27 — fixed amounts per class", () => {
  it.each([
    { article: "JF art. 7º, II", cls: "leve", cents: 15000, at: AFTER_ART30 },
    { article: "JF art. 13, parágrafo único", cls: "leve", cents: 15000 },
    { article: "JF art. 14", cls: "leve", cents: 15000 },
    { article: "JF art. 17", cls: "leve", cents: 15000 },
    { article: "JF art. 9º, III, a", cls: "media", cents: 25000 },
    { article: "JF art. 9º, I", cls: "media", cents: 25000 },
    { article: "JF art. 10, §3º", cls: "media", cents: 25000 },
    { article: "JF art. 12, V", cls: "media", cents: 25000 },
    { article: "JF art. 12, IX", cls: "media", cents: 25000 },
    { article: "JF art. 12, §1º", cls: "media", cents: 25000 },
    { article: "JF art. 12, §2º", cls: "media", cents: 25000 },
    { article: "JF art. 21", cls: "media", cents: 25000 },
    { article: "JF art. 12, I", cls: "grave", cents: 45000 },
    { article: "JF art. 12, IV", cls: "grave", cents: 45000 },
    { article: "JF art. 22", cls: "grave", cents: 45000 },
    { article: "JF art. 4º", cls: "gravissima", cents: 500000 },
    { article: "JF art. 15", cls: "gravissima", cents: 500000 },
    { article: "JF art. 16", cls: "gravissima", cents: 500000 },
  ] as { article: string; cls: string; cents: number; at?: string }[])(
    "$article → $cls, $cents centavos",
    ({ article, cls, cents, at }) => {
      const fine = computeFine({ municipality: "juiz-de-fora-mg", article, at: at ?? AT_2023 });
      expect(fine).toMatchObject({ class: cls, amountCents: cents });
    },
  );

  it("gravíssima adds what art. 27 says (apprehension and art. 23, §3º, III and IV), a 15-day payment deadline and no prior notice", () => {
    const fine = computeFine({ municipality: "juiz-de-fora-mg", article: "JF art. 4º", at: AT_2023 });
    expect(fine.extraPenalties.map((p) => [p.kind, p.mandatory, p.article])).toEqual([
      ["apprehension", true, "JF art. 27"],
      ["suspension", true, "JF art. 23, §3º, III"],
      ["cassation", true, "JF art. 23, §3º, IV"],
    ]);
    // Issue #47, item 9: art. 27's words quoted once (on the apprehension), each of the others naming it.
    const quoted = fine.extraPenalties.filter((p) => p.description.includes("incisos III e IV"));
    expect(quoted.map((p) => p.kind)).toEqual(["apprehension"]);
    expect(fine.extraPenalties.every((p) => p.description.includes("art. 27"))).toBe(true);
    expect(fine.notes.join(" ")).toContain("sem dizer como se combinam");
    expect(fine.deadlines).toEqual([
      expect.objectContaining({ kind: "defence", days: 15, article: "JF art. 28, parágrafo único" }),
      expect.objectContaining({ kind: "payment", days: 15, article: "JF art. 28" }),
    ]);
    expect(fine.notes.join(" ")).toContain("art. 23, §4º");
  });

  it("grave may add apprehension, suspension or cassation at the inspector's discretion", () => {
    const fine = computeFine({ municipality: "juiz-de-fora-mg", article: "JF art. 12, III", at: AT_2023 });
    expect(fine.extraPenalties.map((p) => [p.kind, p.mandatory])).toEqual([
      ["apprehension", false],
      ["suspension", false],
      ["cassation", false],
    ]);
  });

  it("requires the yearly update factor after 2023 (JF art. 31) and applies it", () => {
    expect(() =>
      computeFine({ municipality: "juiz-de-fora-mg", article: "JF art. 12, V", at: AT_2025 }),
    ).toThrow(/fineConfig.updateFactor/);
    const fine = computeFine({
      municipality: "juiz-de-fora-mg",
      article: "JF art. 12, V",
      at: AT_2025,
      fineConfig: { updateFactor: 1.0912 },
    });
    expect(fine.amountCents).toBe(27280);
  });

  it("does not invent reincidence the law does not set", () => {
    const fine = computeFine({
      municipality: "juiz-de-fora-mg",
      article: "JF art. 12, V",
      at: AT_2023,
      history: { priorInfractions: [{ article: "JF art. 12, V", decidedAt: "2023-09-01T10:00:00-03:00" }] },
    });
    expect(fine.reincidence.applies).toBe(false);
    expect(fine.amountCents).toBe(25000);
  });

  it.each([
    { article: "JF art. 12", message: /cite o inciso/ },
    { article: "JF art. 9º", message: /cite o inciso/ },
    { article: "JF art. 30", message: /não fixa classe nem valor/ },
    { article: "CM art. 47, I", message: /outra lei/ },
    { article: "JF art. 7º, VI", message: /não existe na lei/ },
    { article: "JF art. 12, X", message: /não existe na lei/ },
    { article: "JF art. 9º, III, f", message: /não existe na lei/ },
    { article: "JF art. 35", message: /não existe na lei/ },
    { article: "JF art. 10, §1º", message: /não fixa classe nem valor/ },
    { article: "JF art. 10, §2º", message: /não fixa classe nem valor/ },
    { article: "JF art. 18", message: /não fixa classe nem valor/ },
    { article: "JF art. 19", message: /não fixa classe nem valor/ },
    { article: "JF art. 20", message: /não fixa classe nem valor/ },
    { article: "JF art. 20, parágrafo único", message: /não fixa classe nem valor/ },
    { article: "JF art. 9º, parágrafo único", message: /não fixa classe nem valor/ },
  ])("rejects $article with a pt-BR explanation ($message)", ({ article, message }) => {
    try {
      computeFine({ municipality: "juiz-de-fora-mg", article, at: AT_2023 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RulesInputError);
      expect((error as RulesInputError).message).toMatch(message);
      expect((error as RulesInputError).issues[0]?.path).toBe("article");
    }
  });

  it.each([
    { article: "JF art. 7º", cls: "leve" },
    { article: "JF art. 7º, V", cls: "leve" },
    { article: "JF art. 9º, III, e", cls: "media" },
    { article: "JF art. 10", cls: "media" },
    { article: "JF art. 11", cls: "media" },
    { article: "JF art. 12, III", cls: "grave" },
  ])("$article is explicitly in arts. 24–27 → $cls", ({ article, cls }) => {
    expect(computeFine({ municipality: "juiz-de-fora-mg", article, at: AFTER_ART30 }).class).toBe(cls);
  });

  it("does not assert when the 15-day defence starts (JF art. 28, parágrafo único sets no starting point)", () => {
    const fine = computeFine({ municipality: "juiz-de-fora-mg", article: "JF art. 12, V", at: AT_2023 });
    expect(fine.deadlines[0]?.from).toMatch(/sem termo inicial fixado pela lei/);
    // The article is the deadline's own field; repeated in `from` it was printed twice.
    expect(fine.deadlines[0]?.from).not.toMatch(/art\./);
    expect(fine.deadlines[0]?.from).not.toMatch(/ciência/);
    expect(fine.notes.join(" ")).toContain("não diz a partir de quando");
  });

  it.each([
    { case: "01:00 UTC on 1 Jan 2024 is still 31/12/2023 in JF", at: "2024-01-01T01:00:00Z", cents: 25000 },
    { case: "local 31/12/2023 23:59", at: "2023-12-31T23:59:00-03:00", cents: 25000 },
  ])("takes the year on the municipality's clock (JF art. 31): $case", ({ at, cents }) => {
    const fine = computeFine({ municipality: "juiz-de-fora-mg", article: "JF art. 12, V", at });
    expect(fine.amountCents).toBe(cents);
  });

  it("still requires the factor once the local date is in 2024", () => {
    expect(() =>
      computeFine({ municipality: "juiz-de-fora-mg", article: "JF art. 12, V", at: "2024-01-01T03:00:00Z" }),
    ).toThrow(/fineConfig.updateFactor/);
  });
});
