import { describe, expect, it } from "vitest";
import { autoDeadlines } from "@/domain/answers/auto-deadlines";
import { bulletin as bulletinAnswer } from "@/domain/answers/bulletin";
import { citableProvisions } from "@/domain/answers/citable";
import { ctrRequired } from "@/domain/answers/ctr-required";
import { deadlineNotices } from "@/domain/answers/deadline-notices";
import { licenceStatusAnswer as licenceAnswer } from "@/domain/answers/licence-status";
import { receiverRefusals as refusalsAnswer } from "@/domain/answers/receiver-refusals";
import { gateVerdict } from "@/domain/ctr/gate-verdict";
import { RulesInputError } from "@/domain/errors";
import { computeFine } from "@/domain/fines/compute-fine";
import { datedDeadlines, paymentDeadline } from "@/domain/fines/deadline-dates";
import { lawOf } from "@/domain/laws/registry";
import { deadlineReminders } from "@/domain/notifications/deadline-reminders";

/**
 * Every law-derived answer is checkable (issue #30, item 6): per law, each verb's answer and its article or
 * the law's silence. The quotes are in /work/shared/laws/.
 */

const AT = "2026-03-02T10:00:00-03:00";

/** These tables ask about 2026, when every law is in force: the answer is the law's verdict. */
function inForce<T>(answer: T): Exclude<T, { status: "notInForce" }> {
  expect(answer).not.toHaveProperty("notInForce");
  return answer as Exclude<T, { status: "notInForce" }>;
}
const bulletin = (input: unknown) => inForce(bulletinAnswer(input));
const licenceStatusAnswer = (input: unknown) => inForce(licenceAnswer(input));
const receiverRefusals = (input: unknown) => inForce(refusalsAnswer(input));
const LAWS = ["juiz-de-fora-mg", "joao-pessoa-pb", "cachoeiras-de-macacu-rj", "indiavai-mt"] as const;

describe("ctr-required — whether a job needs its CTR", () => {
  it.each([
    // JP art. 18, §2º, III: "fazer o deslocamento de resíduos sem o respectivo documento de Controle de Transporte de Resíduos (CTR)".
    { m: "joao-pessoa-pb", article: "JP art. 18, §2º, III", silent: null },
    { m: "juiz-de-fora-mg", article: null, silent: "JF lei de 28/07/2023 (silente)" },
    { m: "cachoeiras-de-macacu-rj", article: null, silent: "CM Lei nº 2.515/2021 (silente)" },
    { m: "indiavai-mt", article: null, silent: "IN Código de Limpeza Urbana de 2024 (silente)" },
  ])("$m: a swap needs it ($article $silent)", ({ m, article, silent }) => {
    const a = ctrRequired({ municipality: m, jobKind: "swap" });
    expect(a).toMatchObject({ required: true, article });
    if (silent) {
      expect(a.law).toMatchObject({ notRegulated: true, article: silent });
      expect(a.grounds).toMatch(/exigido pela Caçamba Certa em toda carga/);
    }
  });

  it.each(["pick_up", "dump", "swap"])("%s moves a load; a drop-off does not", (jobKind) => {
    expect(ctrRequired({ municipality: "joao-pessoa-pb", jobKind }).required).toBe(true);
    expect(ctrRequired({ municipality: "joao-pessoa-pb", jobKind: "drop_off" })).toMatchObject({
      required: false,
      article: null,
    });
  });

  // JP art. 12, §4º: "devem estar disponíveis nos locais da geração dos resíduos para fins de fiscalização".
  it("JP: the works keep their CTRs (art. 12, §4º)", () => {
    expect(ctrRequired({ municipality: "joao-pessoa-pb", jobKind: "swap" }).keptAtWorks).toEqual({
      article: "JP art. 12, §4º",
    });
  });
});

describe("receiver-refusals — what a receiver must refuse and why", () => {
  const load = { wasteKind: "rcc", wasteClass: "A", volumeM3: 1 };
  const receiver = {
    kind: "pev",
    acceptedClasses: ["A"],
    acceptedKinds: ["rcc"],
    licenceValidUntil: "2026-12-31",
  };
  const licensed = {
    licences: [{ kind: "municipal_registration", validFrom: "2025-01-01", validUntil: "2026-12-31" }],
  };

  // JP art. 19, §5º: "Não são admitidas … a descarga de: I - resíduos de transportadores que não tenham sua atuação licenciada pelo Poder Público Municipal" —
  // for the areas of its §§ 1º and 3º; a PEV "deve receber de munícipes e pequenos transportadores cadastrados" (art. 7º, §4º, I).
  it.each([
    { kind: "att", article: "JP art. 19, §5º, I" },
    { kind: "pev", article: "JP art. 7º, §4º, I" },
  ])(
    "JP refuses an unlicensed hauler at a $kind ($article) and admits a licensed one",
    ({ kind, article }) => {
      const refused = receiverRefusals({
        municipality: "joao-pessoa-pb",
        at: AT,
        load,
        receiver: { ...receiver, kind },
        hauler: { licences: [] },
      });
      expect(refused.refusals[0]).toMatchObject({ code: "unlicensed_hauler", article });
      expect(
        receiverRefusals({ municipality: "joao-pessoa-pb", at: AT, load, receiver, hauler: licensed }),
      ).toMatchObject({
        admissible: true,
        refusals: [],
      });
    },
  );

  // JP art. 15, §1º: "limitados ao volume de 1 (um) metro cúbico por descarga".
  it.each([
    { volumeM3: 1, refused: false },
    { volumeM3: 1.01, refused: true },
  ])("JP PEV: $volumeM3 m³ refused=$refused (art. 15, §1º–§2º)", ({ volumeM3, refused }) => {
    const a = receiverRefusals({
      municipality: "joao-pessoa-pb",
      at: AT,
      load: { ...load, volumeM3 },
      receiver,
      hauler: licensed,
    });
    expect(a.refusals.some((r) => r.code === "pev_volume" && r.article === "JP art. 15, §1º–§2º")).toBe(
      refused,
    );
  });

  // JP art. 8º: "É vedado aos Pontos de Entrega para Pequenos Volumes receber … resíduos dos serviços de saúde" (issue #44, class 2).
  it.each([
    { kind: "att", article: "JP art. 19, §5º, II" },
    { kind: "pev", article: "JP art. 8º" },
  ])(
    "JP refuses health-care waste at a $kind citing $article, in the answer and the gate",
    ({ kind, article }) => {
      const a = receiverRefusals({
        municipality: "joao-pessoa-pb",
        at: AT,
        load: { ...load, forbiddenFound: ["health_care"] },
        receiver: { ...receiver, kind },
        hauler: licensed,
      });
      expect(a.refusals).toEqual([expect.objectContaining({ code: "forbidden_waste", article })]);
      expect(a.gate.forbiddenWaste).toEqual({ article });
      const gate = gateVerdict(
        { wasteKind: "rcc", wasteClass: "A", volumeM3: 1, forbiddenFound: ["health_care"] },
        {
          kind: kind as "att" | "pev",
          acceptedClasses: ["A"],
          acceptedKinds: ["rcc"],
          licenceValidUntil: null,
        },
        "2026-01-01",
        lawOf("joao-pessoa-pb").ctr.gate,
        null,
      );
      expect(gate).toEqual([expect.objectContaining({ code: "forbidden_waste", article })]);
    },
  );

  it("JP asks for the hauler's licences: without them the gate cannot be judged", () => {
    expect(() => receiverRefusals({ municipality: "joao-pessoa-pb", at: AT, load, receiver })).toThrow(
      RulesInputError,
    );
  });

  it.each(["juiz-de-fora-mg", "cachoeiras-de-macacu-rj", "indiavai-mt"])(
    "%s is silent on receivers: no hauler refusal, no volume limit; the receiver's licence still decides",
    (m) => {
      const a = receiverRefusals({ municipality: m, at: AT, load: { ...load, volumeM3: 5 }, receiver });
      expect(a.admissible).toBe(true);
      expect(a.gate.unlicensedHauler).toMatchObject({ notRegulated: true });
      const expired = receiverRefusals({
        municipality: m,
        at: AT,
        load,
        receiver: { ...receiver, licenceValidUntil: "2026-03-01" },
      });
      expect(expired.refusals.map((r) => r.code)).toEqual(["receiver_licence"]);
    },
  );

  // JF art. 22: "somente poderão depositar os conteúdos coletados em locais previamente autorizados pela Secretaria de Meio Ambiente".
  it("JF grounds the expired receiver licence on art. 22", () => {
    const a = receiverRefusals({
      municipality: "juiz-de-fora-mg",
      at: AT,
      load,
      receiver: { ...receiver, licenceValidUntil: "2026-03-01" },
    });
    expect(a.refusals[0]?.article).toBe("JF art. 22");
  });
});

describe("bulletin — what the city's bulletin must contain", () => {
  // JP art. 12, §2º: "Por meio de boletins bimestrais, ou em prazo inferior, … sobre os transportadores e receptores de resíduos com cadastro ou licença de operação em validade."
  it("JP: a duty every 2 months (art. 12, §2º), listing haulers and receivers licensed that day", () => {
    const a = bulletin({
      municipality: "joao-pessoa-pb",
      at: AT,
      haulers: [
        {
          orgId: "h1",
          legalName: "Entulho Cabo Branco",
          taxId: "11222333000181",
          licences: [
            {
              kind: "municipal_registration",
              number: "CAD-9",
              validFrom: "2025-01-01",
              validUntil: "2026-03-02",
            },
          ],
        },
        {
          orgId: "h2",
          legalName: "Caçambas Tambaú",
          licences: [
            {
              kind: "municipal_registration",
              number: "CAD-3",
              validFrom: "2025-01-01",
              validUntil: "2026-03-01",
            },
          ],
        },
      ],
      receivers: [
        { orgId: "r1", legalName: "ATT Mangabeira", licenceNumber: "LO-1", licenceValidUntil: "2026-03-02" },
      ],
    });
    expect(a).toMatchObject({ duty: { article: "JP art. 12, §2º", everyMonths: 2 }, period: "2026-B2" });
    expect(a.entries.map((e) => e.orgId)).toEqual(["h1", "r1"]);
    expect(a.notListed).toEqual([
      expect.objectContaining({
        orgId: "h2",
        article: "JP art. 18",
        problems: ["Cadastro municipal de transportador (JP art. 18): vencida"],
      }),
    ]);
  });

  it.each(["juiz-de-fora-mg", "cachoeiras-de-macacu-rj", "indiavai-mt"])(
    "%s: no duty — the law's silence, and the product publishes it bimonthly",
    (m) => {
      const a = bulletin({ municipality: m, at: AT });
      expect(a.duty).toMatchObject({ notRegulated: true, everyMonths: 2 });
      expect(a.duty.article).toMatch(/\(silente\)$/);
    },
  );
});

describe("licence-status — when a licence lapses and what that blocks", () => {
  // JF art. 5º: "I - possua Alvará de Localização válido …; II - não possua débito referente aos tributos municipais".
  const jf = (licences: unknown[]) =>
    licenceStatusAnswer({ municipality: "juiz-de-fora-mg", at: AT, licences });
  const both = (alvaraUntil: string) => [
    { kind: "alvara_localizacao", validFrom: "2025-01-01", validUntil: alvaraUntil },
    { kind: "tax_clearance", validFrom: "2025-01-01", validUntil: "2026-06-30" },
  ];

  it.each([
    { until: "2026-03-02", licensed: true, lapsesOn: "2026-03-03" },
    { until: "2026-03-01", licensed: false, lapsesOn: null },
  ])(
    "JF: alvará valid through $until → licensed=$licensed, lapses on $lapsesOn (art. 5º, I)",
    ({ until, licensed, lapsesOn }) => {
      const a = jf(both(until));
      expect(a).toMatchObject({ licensed, lapsesOn, article: "JF art. 4º–5º" });
      if (!licensed)
        expect(a.missing).toEqual([
          expect.objectContaining({
            kind: "alvara_localizacao",
            article: "JF art. 5º, I",
            reason: "expired",
          }),
        ]);
    },
  );

  it("JF: the earliest end of what is required is the day it lapses", () => {
    expect(jf(both("2026-12-31")).licensedThrough).toBe("2026-06-30");
  });

  it("JF: being unlicensed blocks placing, dispatching and issuing CTRs (art. 4º: 'somente por empresas regularmente licenciadas')", () => {
    expect(jf([]).blocks.map((b) => [b.action, b.article])).toEqual([
      ["placement", "JF art. 4º–5º"],
      ["job", "JF art. 4º–5º"],
      ["ctr_issue", "JF art. 4º–5º"],
    ]);
  });

  it("JP: the receivers' gate is blocked too (art. 19, §5º, I)", () => {
    const a = licenceStatusAnswer({ municipality: "joao-pessoa-pb", at: AT });
    expect(a.blocks.at(-1)).toEqual(
      expect.objectContaining({ action: "receiver_gate", article: "JP art. 19, §5º, I" }),
    );
  });

  it.each(["cachoeiras-de-macacu-rj", "indiavai-mt"])(
    "%s licenses no hauler: nothing lapses, nothing is blocked",
    (m) => {
      const a = licenceStatusAnswer({ municipality: m, at: AT });
      expect(a).toMatchObject({ licensed: true, article: null, blocks: [], lapsesOn: null });
      expect(a.notRegulated).toMatchObject({ notRegulated: true });
    },
  );

  it("warns 30, 7 and 1 days before the end", () => {
    expect(jf(both("2026-03-31")).licences[0]?.warnings).toEqual([
      { daysBefore: 30, on: "2026-03-01" },
      { daysBefore: 7, on: "2026-03-24" },
      { daysBefore: 1, on: "2026-03-30" },
    ]);
  });
});

describe("deadline-notices — which notice is due before a deadline and when", () => {
  // JF art. 12, §1º: "O prazo máximo de permanência de caçambas nos locais permitidos é de 3 (três) dias úteis, incluindo o dia da colocação e o dia da retirada."
  it("JF: the eve, the day and the deadline itself, each citing art. 12, §1º", () => {
    const a = deadlineNotices({ municipality: "juiz-de-fora-mg", placedAt: "2025-06-06T09:00:00-03:00" });
    expect(a.notices.map((n) => [n.event, n.at, n.article])).toEqual([
      ["deadline_tomorrow", "2025-06-09T00:00:00.000-03:00", "JF art. 12, §1º"],
      ["deadline_today", "2025-06-10T00:00:00.000-03:00", "JF art. 12, §1º"],
      ["deadline_overdue", "2025-06-10T23:59:59.999-03:00", "JF art. 12, §1º"],
    ]);
  });

  // CM art. 47: "I— após a caçamba estar cheia, no prazo de 48h".
  it("CM: none before the caçamba is full; from full, 48 h (art. 47, I)", () => {
    const empty = deadlineNotices({
      municipality: "cachoeiras-de-macacu-rj",
      placedAt: "2025-06-02T09:00:00-03:00",
    });
    expect(empty).toMatchObject({ deadline: null, notices: [], article: "CM art. 47, I" });
    const full = deadlineNotices({
      municipality: "cachoeiras-de-macacu-rj",
      placedAt: "2025-06-02T09:00:00-03:00",
      fullAt: "2025-06-03T15:00:00-03:00",
    });
    expect(full.notices.at(-1)).toMatchObject({
      at: "2025-06-05T15:00:00.000-03:00",
      article: "CM art. 47, I",
    });
  });

  // CM art. 47, II: "se constituírem em foco de insalubridade no prazo de 24h" (issue #44, class 4).
  it("CM: a hazard at 09:15 — no notice dated before the hazard; “vence amanhã” at 09:15 (art. 47, II)", () => {
    const a = deadlineNotices({
      municipality: "cachoeiras-de-macacu-rj",
      placedAt: "2025-06-02T08:00:00-03:00",
      hazard: true,
      hazardSince: "2025-06-02T09:15:00-03:00",
    });
    expect(a.deadline).toBe("2025-06-03T09:15:00.000-03:00");
    expect(a.notices.map((n) => [n.event, n.at, n.article])).toEqual([
      ["deadline_tomorrow", "2025-06-02T09:15:00.000-03:00", "CM art. 47, II"],
      ["deadline_today", "2025-06-03T00:00:00.000-03:00", "CM art. 47, II"],
      ["deadline_overdue", "2025-06-03T09:15:00.000-03:00", "CM art. 47, II"],
    ]);
  });

  it("what the reminder scheduler stores is the same: never before the term starts", () => {
    const startsAt = new Date("2025-06-02T12:15:00Z");
    const reminders = deadlineReminders(new Date("2025-06-03T12:15:00Z"), "America/Sao_Paulo", startsAt);
    expect(reminders.map((r) => r.dueAt.toISOString())).toEqual([
      "2025-06-02T12:15:00.000Z",
      "2025-06-03T03:00:00.000Z",
      "2025-06-03T12:15:00.000Z",
    ]);
  });

  it("IN sets no dwell: no notices, with the law's reason", () => {
    const a = deadlineNotices({ municipality: "indiavai-mt", placedAt: "2025-06-02T09:00:00-04:00" });
    expect(a).toMatchObject({ deadline: null, status: "notRegulated", notices: [] });
  });
});

describe("auto-deadlines — the defence and payment terms of an auto", () => {
  it("CM: defence 20 days from the notice (art. 86: 'o infrator terá o prazo de 20 (vinte) dias para apresentar a impugnação'); payment from the decision (art. 107)", () => {
    const a = autoDeadlines({
      municipality: "cachoeiras-de-macacu-rj",
      article: "CM art. 47, I",
      at: "2021-12-28T10:00:00-03:00",
      noticedAt: "2021-12-28T10:00:00-03:00",
    });
    expect(a.defence).toMatchObject({ article: "CM art. 86", days: 20, dueAt: "2022-01-18T02:59:59.999Z" });
    expect(a.payment).toMatchObject({ article: "CM art. 107", dueAt: null });
  });

  // CM art. 107: "Após a decisão definitiva … no prazo de 15 (quinze) dias, contados da data notificada";
  // art. 102: the appeal is suspensive where it "implicar no pagamento de penalidade pecuniária" (issue #44, class 3).
  it("CM: a first-instance decision dates the appeal (art. 99), not the payment; the final decision's notice does (art. 107)", () => {
    const cm = {
      municipality: "cachoeiras-de-macacu-rj",
      article: "CM art. 47, I",
      at: "2025-06-02T10:00:00-03:00",
      noticedAt: "2025-06-02T10:00:00-03:00",
      decidedAt: "2025-07-01T10:00:00-03:00",
      fineConfig: { updateFactor: 1.2 },
    };
    const first = autoDeadlines(cm);
    const appeal = first.deadlines.find((d) => d.kind === "appeal");
    expect(appeal).toMatchObject({ article: "CM art. 99", dueAt: "2025-07-22T02:59:59.999Z" });
    expect(first.payment).toMatchObject({ article: "CM art. 107", dueAt: null });
    const final = autoDeadlines({ ...cm, finalNoticedAt: "2025-08-20T10:00:00-03:00" });
    expect(final.payment).toMatchObject({
      article: "CM art. 107",
      days: 15,
      dueAt: "2025-09-05T02:59:59.999Z",
    });
    expect(Date.parse(String("dueAt" in final.payment ? final.payment.dueAt : ""))).toBeGreaterThan(
      Date.parse(String(appeal?.dueAt)),
    );
    const fine = computeFine(cm);
    expect(fine.notes).toContain(
      "Recurso em 20 dias da ciência da decisão da JIJ (CM art. 99), com efeito suspensivo quanto à multa (CM art. 102): o pagamento, em 15 dias, conta da notificação da decisão definitiva (CM art. 107), não da decisão de primeira instância.",
    );
    // What deciding an auto stores (citations/decide.ts): the same dates, no payment until the final notice.
    const stored = datedDeadlines(
      fine,
      { noticedAt: new Date(cm.noticedAt), decidedAt: new Date(cm.decidedAt) },
      "America/Sao_Paulo",
      "RJ",
    );
    expect(paymentDeadline(stored)).toMatchObject({ dueAt: null });
    expect(() => autoDeadlines({ ...cm, finalNoticedAt: "2025-06-30T10:00:00-03:00" })).toThrow(
      /Datas impossíveis: notificação da decisão definitiva em 30\/06\/2025 10:00 e decisão em 01\/07\/2025 10:00/,
    );
  });

  it("IN: the art. 7º term and the art. 10 appeal in business days, from the notice", () => {
    const a = autoDeadlines({
      municipality: "indiavai-mt",
      article: "IN art. 6º",
      at: "2025-06-02T10:00:00-04:00",
      severity: "leve",
      fineConfig: { upfCents: 10000 },
      noticedAt: "2025-06-02T10:00:00-04:00",
    });
    expect(a.deadlines.map((d) => d.article)).toEqual(["IN art. 7º", "IN art. 10"]);
    expect(a.defence).toMatchObject({ article: "IN art. 10", dayKind: "business" });
    expect(a.payment).toMatchObject({
      notRegulated: true,
      article: "IN Código de Limpeza Urbana de 2024 (silente)",
    });
  });

  it("JP fixes neither: both answers are the law's silence", () => {
    const a = autoDeadlines({
      municipality: "joao-pessoa-pb",
      article: "JP art. 31",
      at: "2025-06-02T10:00:00-03:00",
      fineConfig: { annex: { "JP art. 31": { amountCents: 10000 } } },
    });
    expect(a.defence).toMatchObject({ notRegulated: true, article: "JP lei de 23/04/2025 (silente)" });
  });
});

describe("auto-deadlines agrees with fine on why no term runs (issue #44, class 1)", () => {
  it.each([
    {
      case: "IN act before the code (IN art. 38), though IN art. 10 sets 10 dias úteis",
      input: {
        municipality: "indiavai-mt",
        article: "IN art. 6º",
        at: "2024-12-09T23:59:00-04:00",
        severity: "leve",
        fineConfig: { upfCents: 10000 },
      },
      key: "notInForce",
      article: "IN art. 38",
    },
    {
      case: "JF act before the law (JF art. 34; art. 33 revokes Lei nº 9.555), though art. 28 sets 15 days",
      input: { municipality: "juiz-de-fora-mg", article: "JF art. 14", at: "2023-07-27T23:59:00-03:00" },
      key: "notInForce",
      article: "JF art. 34",
    },
    {
      case: "JF art. 7º inside art. 30's 90 days",
      input: { municipality: "juiz-de-fora-mg", article: "JF art. 7º, I", at: "2023-10-02T10:00:00-03:00" },
      key: "notDue",
      article: "JF art. 30",
    },
  ])("$case", ({ input, key, article }) => {
    const fine = computeFine(input) as unknown as Record<string, { article: string }>;
    const a = autoDeadlines({ ...input, noticedAt: "2026-01-05T10:00:00-03:00" });
    expect(fine[key]?.article).toBe(article);
    expect((a as Record<string, unknown>)[key]).toEqual(fine[key]);
    expect(a.deadlines).toEqual([]);
    for (const [term, what] of [
      [a.defence, "defesa"],
      [a.payment, "pagamento"],
    ] as const) {
      expect(term).toEqual({
        noFine: true,
        article,
        reason: `Nenhum prazo de ${what} corre: não há multa por esta lei nesta data (${article}).`,
      });
    }
    expect(JSON.stringify(a)).not.toMatch(/não fixa prazo|silente/);
  });

  it("in force and due, the terms the law sets: JF art. 28, parágrafo único (15 days), IN art. 10 (10 dias úteis)", () => {
    const jf = autoDeadlines({
      municipality: "juiz-de-fora-mg",
      article: "JF art. 7º, I",
      at: "2023-10-26T10:00:00-03:00",
    });
    expect(jf.defence).toMatchObject({
      article: "JF art. 28, parágrafo único",
      days: 15,
      dayKind: "calendar",
    });
    const inAuto = autoDeadlines({
      municipality: "indiavai-mt",
      article: "IN art. 6º",
      at: "2024-12-10T00:00:00-04:00",
      severity: "leve",
      fineConfig: { upfCents: 10000 },
    });
    expect(inAuto.defence).toMatchObject({ article: "IN art. 10", days: 10, dayKind: "business" });
  });
});

describe("rulesets — every provision each verb can cite", () => {
  const cited = (value: unknown, out: Set<string> = new Set()): Set<string> => {
    if (Array.isArray(value)) for (const v of value) cited(v, out);
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) {
        if (k === "article" && typeof v === "string") out.add(v);
        else cited(v, out);
      }
    return out;
  };

  it.each(LAWS)("%s: every article the new verbs answer with is listed under its verb", (m) => {
    const verbs = citableProvisions(lawOf(m));
    const answers: Record<string, unknown[]> = {
      "ctr-required": ["drop_off", "swap"].map((jobKind) => ctrRequired({ municipality: m, jobKind })),
      "receiver-refusals": [
        receiverRefusals({
          municipality: m,
          at: AT,
          load: { wasteKind: "rcc", wasteClass: "B", volumeM3: 2, forbiddenFound: ["household"] },
          receiver: {
            kind: "pev",
            acceptedClasses: ["A"],
            acceptedKinds: ["bulky"],
            licenceValidUntil: "2026-01-01",
          },
          hauler: { licences: [] },
        }),
      ],
      bulletin: [
        bulletin({
          municipality: m,
          at: AT,
          haulers: [{ orgId: "h", legalName: "H", licences: [] }],
          receivers: [{ orgId: "r", legalName: "R" }],
        }),
      ],
      "licence-status": [licenceStatusAnswer({ municipality: m, at: AT })],
    };
    for (const [verb, list] of Object.entries(answers)) {
      const listed = new Set(verbs[verb]);
      for (const article of cited(list))
        expect({ verb, article, listed: listed.has(article) }).toEqual({ verb, article, listed: true });
    }
  });
});
