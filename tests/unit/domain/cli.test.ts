import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { footprint } from "./builders";

const root = fileURLToPath(new URL("../../..", import.meta.url));

function rules(verb: string, input: unknown) {
  const result = spawnSync("npx", ["tsx", "scripts/rules.ts", verb], {
    cwd: root,
    input: typeof input === "string" ? input : JSON.stringify(input),
    encoding: "utf8",
  });
  return { status: result.status, body: JSON.parse(result.stdout || "null") };
}

describe("scripts/rules.ts — JSON on stdin, JSON on stdout", { timeout: 90_000 }, () => {
  it("check-placement exits 0 even when the verdict is negative", () => {
    const { status, body } = rules("check-placement", {
      municipality: "juiz-de-fora-mg",
      at: "2025-06-02T10:00:00-03:00",
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
    expect(status).toBe(0);
    expect(body.ok).toBe(false);
    expect(body.violations[0].article).toBe("JF art. 9º, III");
  });

  it("removal-deadline, check-identification, fine and rulesets evaluate", () => {
    expect(
      rules("removal-deadline", { municipality: "3136702", placedAt: "2025-06-06T09:00:00-03:00" }).body
        .deadline,
    ).toBe("2025-06-10T23:59:59.999-03:00");
    expect(rules("check-identification", { municipality: "indiavai-mt", cacamba: {} }).status).toBe(0);
    expect(
      rules("fine", {
        municipality: "juiz-de-fora-mg",
        article: "JF art. 4º",
        at: "2023-09-01T10:00:00-03:00",
      }).body.amountCents,
    ).toBe(500000);
    const { body } = rules("rulesets", "");
    expect(body.rulesets.map((r: { id: string }) => r.id)).toEqual([
      "juiz-de-fora-mg",
      "joao-pessoa-pb",
      "cachoeiras-de-macacu-rj",
      "indiavai-mt",
    ]);
  });

  it.each([
    { verb: "fine", input: { municipality: "sao-paulo-sp" } },
    { verb: "fine", input: "{not json" },
    { verb: "removal-deadline", input: "" },
    {
      verb: "fine",
      input: {
        municipality: "indiavai-mt",
        article: "IN art. 23",
        at: "2025-01-01T00:00:00Z",
        severity: "leve",
      },
    },
    { verb: "launch", input: {} },
  ])("exits 2 with error.message and error.issues: $verb $input", ({ verb, input }) => {
    const { status, body } = rules(verb, input);
    expect(status).toBe(2);
    expect(typeof body.error.message).toBe("string");
    expect(Array.isArray(body.error.issues)).toBe(true);
  });
});
