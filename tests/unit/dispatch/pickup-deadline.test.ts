import { describe, expect, it } from "vitest";
import { pickupAfterDeadline, riskedFine } from "@/domain/lifecycle";

const tz = "America/Sao_Paulo";
/** 09/12/2026 23:59:59 in São Paulo, as JF art. 12, §1º ends a deadline. */
const deadline = new Date("2026-12-10T02:59:59.999Z");
const now = new Date("2026-12-06T12:00:00Z");
const facts = {
  deadline,
  deadlineArticle: "JF art. 12, §1º",
  municipalityId: "juiz-de-fora-mg",
  timeZone: tz,
  now,
};

describe("a pick-up booked after the removal deadline", () => {
  it("is said with the dates and the article; a pick-up on the last day or before is in time", () => {
    expect(pickupAfterDeadline({ ...facts, pickup: "2026-12-26" })).toBe(
      "Retirada agendada para 26/12/2026, depois do prazo (até 09/12/2026, JF art. 12, §1º): a caçamba ficará vencida na rua, sujeita a auto de infração e multa média de R$ 250,00 pela tabela da lei, antes da correção anual. Antecipe a retirada.",
    );
    expect(pickupAfterDeadline({ ...facts, pickup: "2026-12-09" })).toBeNull();
    expect(pickupAfterDeadline({ ...facts, pickup: "2026-12-07" })).toBeNull();
  });

  it("says nothing without a booking or a deadline, or once the deadline passed (the badge says 'vencida')", () => {
    expect(pickupAfterDeadline({ ...facts, pickup: null })).toBeNull();
    expect(pickupAfterDeadline({ ...facts, deadline: null, pickup: "2026-12-26" })).toBeNull();
    expect(
      pickupAfterDeadline({ ...facts, now: new Date("2026-12-11T12:00:00Z"), pickup: "2026-12-26" }),
    ).toBeNull();
  });
});

describe("the fine a late pick-up risks, by the law's table", () => {
  it("an amount (JF art. 25), a range (CM art. 74, I), or that the law's text carries none (JP's Annex)", () => {
    expect(riskedFine("juiz-de-fora-mg", "JF art. 12, §1º", deadline)).toBe(
      "sujeita a auto de infração e multa média de R$ 250,00 pela tabela da lei, antes da correção anual",
    );
    expect(riskedFine("cachoeiras-de-macacu-rj", "CM art. 47, I", deadline)).toBe(
      "sujeita a auto de infração e multa leve de R$ 251,00 a R$ 350,00 pela tabela da lei, antes da correção anual",
    );
    expect(riskedFine("joao-pessoa-pb", "JP art. 18, §3º, II", deadline)).toBe(
      "sujeita a auto de infração (o valor da multa não está no texto publicado da lei)",
    );
  });
});
