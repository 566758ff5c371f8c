import { describe, expect, it } from "vitest";
import { removalDeadline } from "@/domain/deadlines/removal-deadline";
import { computeFine } from "@/domain/fines/compute-fine";
import { lawInForce } from "@/domain/laws/law-in-force";
import { checkPlacement } from "@/domain/placement/check-placement";
import { footprint } from "./builders";

/**
 * "A law applies from the day it is in force": none of the four texts gives its gazette date, so each is in
 * force from the day it was signed or promulgated, on the municipality's wall clock. The last instant of the
 * day before gets no number; the first instant of that day gets the law's own answer.
 */
const LAWS = [
  {
    law: "JF",
    municipality: "juiz-de-fora-mg",
    words:
      "JF art. 34: “Esta Lei entra em vigor na data de sua publicação.” (Palácio Barbosa Lima, 28 de julho de 2023)",
    article: "JF art. 34",
    dayBefore: "2023-07-27T23:59:59-03:00",
    firstInstant: "2023-07-28T00:00:00-03:00",
    fine: { article: "JF art. 4º" },
    priced: { amountCents: 500000 },
    replaced: { act: "Lei nº 9.555, de 21 de julho de 1999", article: "JF art. 33" },
  },
  {
    law: "JP",
    municipality: "joao-pessoa-pb",
    words: "JP art. 39: “Esta Lei entra em vigor na data de sua publicação.” (23 de abril de 2025)",
    article: "JP art. 39",
    dayBefore: "2025-04-22T23:59:59-03:00",
    firstInstant: "2025-04-23T00:00:00-03:00",
    fine: {
      article: "JP art. 18, §2º, III",
      fineConfig: { annex: { "JP art. 18, §2º, III": { amountCents: 100000 } } },
    },
    priced: { amountCents: 100000 },
    replaced: null,
  },
  {
    law: "CM",
    municipality: "cachoeiras-de-macacu-rj",
    words:
      "CM art. 110: “Esta Lei entra em vigor na data de sua publicação, revogadas as disposições em contrário.” (Lei nº 2.515 de 23 de dezembro de 2021)",
    article: "CM art. 110",
    dayBefore: "2021-12-22T23:59:59-03:00",
    firstInstant: "2021-12-23T00:00:00-03:00",
    fine: { article: "CM art. 47, I" },
    priced: { minCents: 25100, maxCents: 35000 },
    replaced: null,
  },
  {
    law: "IN",
    municipality: "indiavai-mt",
    words:
      "IN art. 38: “Esta Lei entrará em vigor na data de sua publicação, revogadas toda e qualquer disposição em contrário.” (10 de dezembro de 2024)",
    article: "IN art. 38",
    dayBefore: "2024-12-09T23:59:59-04:00",
    firstInstant: "2024-12-10T00:00:00-04:00",
    fine: { article: "IN art. 23, §1º, I, b", severity: "grave", fineConfig: { upfCents: 10000 } },
    priced: { upfMin: 8, upfMax: 12 },
    replaced: null,
  },
] as const;

describe.each(LAWS)("$law — $words", (law) => {
  it("a fine for an act the day before is no number: notInForce, citing the article", () => {
    const fine = computeFine({ municipality: law.municipality, at: law.dayBefore, ...law.fine });
    expect(fine.notInForce).toMatchObject({ article: law.article, replaced: law.replaced });
    expect(fine.notInForce?.message).toMatch(/não estava em vigor em/);
    expect(fine.class).toBeNull();
    for (const key of ["amountCents", "minCents", "maxCents", "upf", "upfMin", "upfMax"])
      expect(fine, key).not.toHaveProperty(key);
  });

  it("the fine for an act on its first day is the law's own", () => {
    const fine = computeFine({ municipality: law.municipality, at: law.firstInstant, ...law.fine });
    expect(fine.notInForce).toBeUndefined();
    expect(fine).toMatchObject(law.priced);
  });

  it("a removal deadline for a caçamba placed the day before: status notInForce, no deadline", () => {
    const d = removalDeadline({ municipality: law.municipality, placedAt: law.dayBefore });
    expect(d).toMatchObject({ deadline: null, status: "notInForce", article: law.article });
    expect(d.explanation).toMatch(/não estava em vigor/);
  });

  it("a placement verdict the day before: no violations, no checklist, notInForce", () => {
    const r = checkPlacement({
      municipality: law.municipality,
      at: law.dayBefore,
      placement: {
        position: "roadway",
        footprint: footprint(),
        parallelToCurb: false,
        distanceToCurbM: 0.1,
        freeSidewalkWidthM: null,
        insidePropertyFeasible: false,
        sidewalkFeasible: false,
        rotatingParkingCreditsSpaces: 0,
      },
      features: { type: "FeatureCollection", features: [] },
    });
    expect(r).toMatchObject({ violations: [], checklist: [], notInForce: { article: law.article } });
  });

  it("law-in-force answers both sides of the first day", () => {
    expect(lawInForce({ municipality: law.municipality, at: law.dayBefore })).toMatchObject({
      inForce: false,
      article: law.article,
      publishedOn: null,
    });
    expect(lawInForce({ municipality: law.municipality, at: law.firstInstant })).toMatchObject({
      inForce: true,
      article: law.article,
    });
  });
});

describe("what each law says it revokes", () => {
  it("JF names the act it replaced (art. 33: “Revoga-se a Lei nº 9.555, de 21 de julho de 1999.”)", () => {
    const fine = computeFine({
      municipality: "juiz-de-fora-mg",
      article: "JF art. 16",
      at: "2023-05-10T10:00:00-03:00",
    });
    expect(fine.notInForce?.message).toContain("Lei nº 9.555, de 21 de julho de 1999");
    expect(fine.notInForce?.message).toContain("JF art. 33");
  });

  it("CM and IN revoke only “as disposições em contrário”; JP revokes nothing", () => {
    expect(
      lawInForce({ municipality: "cachoeiras-de-macacu-rj", at: "2025-01-01T00:00:00-03:00" }),
    ).toMatchObject({
      revokes: { article: "CM art. 110", act: null },
    });
    expect(lawInForce({ municipality: "indiavai-mt", at: "2025-01-01T00:00:00-04:00" })).toMatchObject({
      revokes: { article: "IN art. 38", act: null },
    });
    expect(lawInForce({ municipality: "joao-pessoa-pb", at: "2025-05-01T00:00:00-03:00" })).toMatchObject({
      revokes: null,
    });
  });
});

describe("CM art. 47, I counts “após a caçamba estar cheia”: the count, not the placement, must fall under the law", () => {
  it("placed the day before the law, full after it: the 48 h deadline of art. 47, I", () => {
    const d = removalDeadline({
      municipality: "cachoeiras-de-macacu-rj",
      placedAt: "2021-12-22T10:00:00-03:00",
      fullAt: "2021-12-24T10:00:00-03:00",
    });
    expect(d).toMatchObject({
      status: "regulated",
      deadline: "2021-12-26T10:00:00.000-03:00",
      countsFrom: "2021-12-24T10:00:00-03:00",
    });
  });

  it("full the day before the law: notInForce", () => {
    const d = removalDeadline({
      municipality: "cachoeiras-de-macacu-rj",
      placedAt: "2021-12-20T10:00:00-03:00",
      fullAt: "2021-12-22T10:00:00-03:00",
    });
    expect(d).toMatchObject({ status: "notInForce", deadline: null, article: "CM art. 110" });
  });
});

describe("the day is the municipality's own", () => {
  it("02:30 UTC on 10/12/2024 is still 09/12 in Indiavaí (UTC−4): the code was not in force", () => {
    expect(lawInForce({ municipality: "indiavai-mt", at: "2024-12-10T02:30:00Z" })).toMatchObject({
      inForce: false,
      date: "2024-12-09",
    });
  });
});
