import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The CLI process itself, as `npm run rules -- <verb>` runs it. */
function rules(verb: string, input: unknown) {
  const result = spawnSync("npx", ["tsx", "scripts/rules.ts", verb], {
    cwd: root,
    input: typeof input === "string" ? input : JSON.stringify(input),
    encoding: "utf8",
  });
  return { status: result.status, body: JSON.parse(result.stdout || "null") };
}

const AT = "2026-03-02T10:00:00-03:00";

describe("scripts/rules.ts — the law-derived verbs over the CLI process", { timeout: 60_000 }, () => {
  it.each([
    {
      verb: "ctr-required",
      input: { municipality: "joao-pessoa-pb", jobKind: "pick_up" },
      expected: { required: true, article: "JP art. 18, §2º, III" },
    },
    {
      verb: "receiver-refusals",
      input: {
        municipality: "joao-pessoa-pb",
        at: AT,
        load: { wasteKind: "rcc", wasteClass: "A", volumeM3: 2, forbiddenFound: ["health_care"] },
        receiver: {
          kind: "pev",
          acceptedClasses: ["A"],
          acceptedKinds: ["rcc"],
          licenceValidUntil: "2026-12-31",
        },
        hauler: { licences: [] },
      },
      // A PEV answers by its own rules: JP art. 7º, §4º, I and art. 8º, not art. 19, §5º (issue #44, class 2).
      expected: {
        admissible: false,
        refusals: [
          expect.objectContaining({ code: "unlicensed_hauler", article: "JP art. 7º, §4º, I" }),
          expect.objectContaining({ code: "forbidden_waste", article: "JP art. 8º" }),
          expect.objectContaining({ code: "pev_volume", article: "JP art. 15, §1º–§2º" }),
        ],
      },
    },
    {
      verb: "bulletin",
      input: { municipality: "2507507", at: AT },
      expected: { duty: { article: "JP art. 12, §2º", everyMonths: 2 }, period: "2026-B2", entries: [] },
    },
    {
      verb: "licence-status",
      input: {
        municipality: "juiz-de-fora-mg",
        at: AT,
        licences: [
          { kind: "alvara_localizacao", number: "A-1", validFrom: "2025-01-01", validUntil: "2026-03-20" },
          { kind: "tax_clearance", number: "CND-7", validFrom: "2025-01-01", validUntil: "2026-06-30" },
        ],
      },
      expected: {
        licensed: true,
        article: "JF art. 4º–5º",
        licensedThrough: "2026-03-20",
        lapsesOn: "2026-03-21",
      },
    },
    {
      verb: "deadline-notices",
      input: { municipality: "juiz-de-fora-mg", placedAt: "2025-06-06T09:00:00-03:00" },
      expected: {
        deadline: "2025-06-10T23:59:59.999-03:00",
        notices: [
          expect.objectContaining({ event: "deadline_tomorrow", at: "2025-06-09T00:00:00.000-03:00" }),
          expect.objectContaining({ event: "deadline_today", at: "2025-06-10T00:00:00.000-03:00" }),
          expect.objectContaining({ event: "deadline_overdue", article: "JF art. 12, §1º" }),
        ],
      },
    },
    {
      verb: "auto-deadlines",
      input: {
        municipality: "cachoeiras-de-macacu-rj",
        article: "CM art. 47, I",
        at: "2021-12-28T10:00:00-03:00",
        noticedAt: "2021-12-28T10:00:00-03:00",
      },
      expected: { defence: expect.objectContaining({ article: "CM art. 86", days: 20 }) },
    },
    {
      verb: "auto-deadlines",
      input: {
        municipality: "cachoeiras-de-macacu-rj",
        article: "CM art. 47, I",
        at: "2021-12-28T10:00:00-03:00",
        noticedAt: "2021-12-28T10:00:00-03:00",
        decidedAt: "2022-01-20T10:00:00-03:00",
        finalNoticedAt: "2022-02-15T10:00:00-03:00",
        fineConfig: { updateFactor: 1.1 },
      },
      expected: {
        deadlines: expect.arrayContaining([
          expect.objectContaining({ article: "CM art. 99", dueAt: "2022-02-10T02:59:59.999Z" }),
        ]),
        payment: expect.objectContaining({ article: "CM art. 107", dueAt: "2022-03-03T02:59:59.999Z" }),
      },
    },
    {
      verb: "deadline-notices",
      input: {
        municipality: "cachoeiras-de-macacu-rj",
        placedAt: "2025-06-02T08:00:00-03:00",
        hazard: true,
        hazardSince: "2025-06-02T09:15:00-03:00",
      },
      expected: {
        deadline: "2025-06-03T09:15:00.000-03:00",
        notices: [
          expect.objectContaining({ event: "deadline_tomorrow", at: "2025-06-02T09:15:00.000-03:00" }),
          expect.objectContaining({ event: "deadline_today", at: "2025-06-03T00:00:00.000-03:00" }),
          expect.objectContaining({ event: "deadline_overdue", article: "CM art. 47, II" }),
        ],
      },
    },
    {
      verb: "auto-deadlines",
      input: {
        municipality: "indiavai-mt",
        article: "IN art. 6º",
        at: "2024-12-09T10:00:00-04:00",
        severity: "leve",
        fineConfig: { upfCents: 10000 },
      },
      expected: {
        notInForce: expect.objectContaining({ article: "IN art. 38" }),
        deadlines: [],
        defence: {
          noFine: true,
          article: "IN art. 38",
          reason: "Nenhum prazo de defesa corre: não há multa por esta lei nesta data (IN art. 38).",
        },
      },
    },
  ])("$verb answers with its article (exit 0)", ({ verb, input, expected }) => {
    const { status, body } = rules(verb, input);
    expect(status).toBe(0);
    expect(body).toMatchObject(expected);
  });

  it.each([
    { verb: "ctr-required", input: { municipality: "juiz-de-fora-mg", jobKind: "launch" }, path: "jobKind" },
    {
      verb: "receiver-refusals",
      input: {
        municipality: "joao-pessoa-pb",
        at: AT,
        load: { wasteKind: "rcc", wasteClass: "A", volumeM3: 1 },
        receiver: { kind: "pev", acceptedClasses: ["A"], acceptedKinds: ["rcc"] },
      },
      path: "hauler",
    },
    { verb: "bulletin", input: { municipality: "sao-paulo-sp", at: AT }, path: "municipality" },
    {
      verb: "licence-status",
      input: {
        municipality: "juiz-de-fora-mg",
        at: AT,
        licences: [{ kind: "alvara_localizacao", validFrom: "2025-02-30" }],
      },
      path: "licences.0.validFrom",
    },
    { verb: "deadline-notices", input: { municipality: "juiz-de-fora-mg" }, path: "placedAt" },
    {
      verb: "auto-deadlines",
      input: {
        municipality: "cachoeiras-de-macacu-rj",
        article: "CM art. 47, I",
        at: "2021-12-28T10:00:00-03:00",
        noticedAt: "ontem",
      },
      path: "noticedAt",
    },
  ])("$verb refuses invalid input with exit 2 and a pt-BR message at $path", ({ verb, input, path }) => {
    const { status, body } = rules(verb, input);
    expect(status).toBe(2);
    expect(typeof body.error.message).toBe("string");
    expect(body.error.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it("rulesets lists, per law, the provisions each verb can cite", () => {
    const { status, body } = rules("rulesets", { municipality: "joao-pessoa-pb" });
    expect(status).toBe(0);
    const verbs = body.rulesets[0].verbs;
    expect(Object.keys(verbs)).toEqual([
      "check-placement",
      "removal-deadline",
      "check-identification",
      "fine",
      "law-in-force",
      "ctr-required",
      "receiver-refusals",
      "bulletin",
      "licence-status",
      "deadline-notices",
      "auto-deadlines",
    ]);
    expect(verbs["receiver-refusals"]).toContain("JP art. 19, §5º, I");
    expect(verbs["receiver-refusals"]).toEqual(expect.arrayContaining(["JP art. 7º, §4º, I", "JP art. 8º"]));
    expect(verbs.bulletin).toContain("JP art. 12, §2º");
  });
});
