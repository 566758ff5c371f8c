import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The real process: `npx tsx scripts/rules.ts <verb>` with JSON on stdin. */
function rules(verb: string, input: unknown) {
  const result = spawnSync("npx", ["tsx", "scripts/rules.ts", verb], {
    cwd: root,
    input: JSON.stringify(input),
    encoding: "utf8",
  });
  return { status: result.status, body: JSON.parse(result.stdout || "null") };
}

describe("scripts/rules.ts refuses impossible pairs of instants (exit 2, pt-BR)", { timeout: 60_000 }, () => {
  it.each([
    {
      case: "CM art. 47, I counts “após a caçamba estar cheia”: fullAt before placedAt",
      verb: "removal-deadline",
      input: {
        municipality: "cachoeiras-de-macacu-rj",
        placedAt: "2025-06-02T10:00:00-03:00",
        fullAt: "2025-06-02T09:59:00-03:00",
      },
      path: "fullAt",
    },
    {
      case: "CM art. 47, II: a hazard before the caçamba was placed",
      verb: "removal-deadline",
      input: {
        municipality: "cachoeiras-de-macacu-rj",
        placedAt: "2025-06-02T10:00:00-03:00",
        hazard: true,
        hazardSince: "2025-06-01T10:00:00-03:00",
      },
      path: "hazardSince",
    },
    {
      case: "JF: fullAt before placedAt is refused too (every law, not only the one that counts from it)",
      verb: "removal-deadline",
      input: {
        municipality: "juiz-de-fora-mg",
        placedAt: "2025-06-02T10:00:00-03:00",
        fullAt: "2025-06-01T10:00:00-03:00",
      },
      path: "fullAt",
    },
    {
      case: "an auto notified before the act (CM art. 86 counts the defence from the notice)",
      verb: "auto-deadlines",
      input: {
        municipality: "cachoeiras-de-macacu-rj",
        article: "CM art. 47, I",
        at: "2021-12-28T10:00:00-03:00",
        noticedAt: "2021-12-27T10:00:00-03:00",
      },
      path: "noticedAt",
    },
    {
      case: "a decision before the notice (CM art. 107 counts the payment from the decision)",
      verb: "auto-deadlines",
      input: {
        municipality: "cachoeiras-de-macacu-rj",
        article: "CM art. 47, I",
        at: "2021-12-28T10:00:00-03:00",
        noticedAt: "2021-12-30T10:00:00-03:00",
        decidedAt: "2021-12-29T10:00:00-03:00",
      },
      path: "decidedAt",
    },
    {
      case: "a decision before the act, with no notice given",
      verb: "auto-deadlines",
      input: {
        municipality: "indiavai-mt",
        article: "IN art. 6º",
        at: "2025-06-02T10:00:00-04:00",
        severity: "leve",
        fineConfig: { upfCents: 10000 },
        decidedAt: "2025-06-01T10:00:00-04:00",
      },
      path: "decidedAt",
    },
    {
      case: "a licence valid until before it starts (JF art. 5º, I: “Alvará de Localização válido”)",
      verb: "licence-status",
      input: {
        municipality: "juiz-de-fora-mg",
        at: "2026-03-02T10:00:00-03:00",
        licences: [{ kind: "alvara_localizacao", validFrom: "2026-01-01", validUntil: "2025-12-31" }],
      },
      path: "licences.0.validUntil",
    },
  ])("$case", ({ verb, input, path }) => {
    const { status, body } = rules(verb, input);
    expect(status).toBe(2);
    expect(JSON.stringify(body.error)).toMatch(/Datas impossíveis: /);
    expect(body.error.issues[0].path).toBe(path);
  });

  it("equal instants pass: full the minute it was placed gets the 48 h of CM art. 47, I", () => {
    const { status, body } = rules("removal-deadline", {
      municipality: "cachoeiras-de-macacu-rj",
      placedAt: "2025-06-02T10:00:00-03:00",
      fullAt: "2025-06-02T10:00:00-03:00",
    });
    expect(status).toBe(0);
    expect(body.deadline).toBe("2025-06-04T10:00:00.000-03:00");
  });
});

describe("scripts/rules.ts: history after the act is ignored with a note, not refused", {
  timeout: 60_000,
}, () => {
  it("a “prior” decision and an embargo after the act: exit 0, no reincidence (JP art. 31), a note", () => {
    const { status, body } = rules("fine", {
      municipality: "joao-pessoa-pb",
      article: "JP art. 18, §2º, III",
      at: "2025-06-02T10:00:00-03:00",
      fineConfig: { annex: { "JP art. 18, §2º, III": { amountCents: 100000 } } },
      history: {
        priorInfractions: [{ article: "JP art. 17, III", decidedAt: "2025-06-03T10:00:00-03:00" }],
        embargoes: ["2025-06-02T10:00:01-03:00"],
      },
    });
    expect(status).toBe(0);
    expect(body).toMatchObject({ amountCents: 100000, reincidence: { applies: false } });
    expect(body.notes.at(-1)).toMatch(
      /^Histórico posterior à infração \(02\/06\/2025 10:00\) não conta para esta multa: decisão sobre JP art. 17, III em 03\/06\/2025 10:00; embargo em 02\/06\/2025 10:00\./,
    );
  });
});

describe("scripts/rules.ts refuses provisions the law lacks, and says when a law was not in force", {
  timeout: 60_000,
}, () => {
  it("IN art. 23, §1º has incisos I–X: XI is exit 2, not leve 1–3 UPF", () => {
    const { status, body } = rules("fine", {
      municipality: "indiavai-mt",
      article: "IN art. 23, §1º, XI",
      at: "2025-06-02T10:00:00-04:00",
      severity: "leve",
      fineConfig: { upfCents: 10000 },
    });
    expect(status).toBe(2);
    expect(body.error.message).toContain("tem incisos I a X");
    expect(body.error.issues[0].path).toBe("article");
  });

  it("a gravíssima for a JF act of 10/05/2023 is notInForce, no R$ 5.000", () => {
    const { status, body } = rules("fine", {
      municipality: "juiz-de-fora-mg",
      article: "JF art. 4º",
      at: "2023-05-10T10:00:00-03:00",
    });
    expect(status).toBe(0);
    expect(body.amountCents).toBeUndefined();
    expect(body.notInForce).toMatchObject({
      article: "JF art. 34",
      inForceFrom: "2023-07-28",
      replaced: { act: "Lei nº 9.555, de 21 de julho de 1999", article: "JF art. 33" },
    });
  });

  it.each([
    { verb: "licence-status", input: { municipality: "juiz-de-fora-mg", at: "2023-05-10T10:00:00-03:00" } },
    { verb: "bulletin", input: { municipality: "joao-pessoa-pb", at: "2025-01-10T10:00:00-03:00" } },
    {
      verb: "receiver-refusals",
      input: {
        municipality: "joao-pessoa-pb",
        at: "2025-01-10T10:00:00-03:00",
        load: { wasteKind: "rcc", wasteClass: "A", volumeM3: 3 },
        receiver: { kind: "pev", acceptedClasses: ["A"], acceptedKinds: ["rcc"] },
        hauler: { licences: [] },
      },
    },
  ])("$verb before the law was in force: notInForce, no verdict under it", ({ verb, input }) => {
    const { status, body } = rules(verb, input);
    expect(status).toBe(0);
    expect(body).toMatchObject({ status: "notInForce", notInForce: { article: body.article } });
    expect(body).not.toHaveProperty("licensed");
    expect(body).not.toHaveProperty("refusals");
    expect(body).not.toHaveProperty("duty");
  });

  it("law-in-force: the law, its article and dates; invalid input is exit 2", () => {
    const ok = rules("law-in-force", { municipality: "3136702", at: "2023-07-28T08:00:00-03:00" });
    expect(ok.status).toBe(0);
    expect(ok.body).toMatchObject({
      municipality: "juiz-de-fora-mg",
      inForce: true,
      article: "JF art. 34",
      signedOn: "2023-07-28",
      publishedOn: null,
      inForceFrom: "2023-07-28",
      revokes: { article: "JF art. 33" },
    });
    const bad = rules("law-in-force", { municipality: "juiz-de-fora-mg", at: "ontem" });
    expect(bad.status).toBe(2);
    expect(bad.body.error.issues[0].path).toBe("at");
  });
});
