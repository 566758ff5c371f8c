import { describe, expect, it } from "vitest";
import { removalDeadline } from "@/domain/deadlines/removal-deadline";
import { RulesInputError } from "@/domain/errors";
import { computeFine } from "@/domain/fines/compute-fine";
import { checkIdentification } from "@/domain/identification/check-identification";

function issuesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesInputError) return error.issues.map((i) => i.message);
    throw error;
  }
  throw new Error("expected a RulesInputError");
}

const EUROPEAN = /Demasiad|registo|ficheiro|Tipo de entrada inválido|Valor inválido: esperado/;

describe("zod's own messages are Brazilian Portuguese", () => {
  it.each([
    {
      case: "string too short",
      run: () =>
        computeFine({ municipality: "juiz-de-fora-mg", article: "JF", at: "2023-10-02T10:00:00-03:00" }),
      expected: "Pequeno demais",
    },
    {
      case: "wrong type",
      run: () =>
        removalDeadline({ municipality: "juiz-de-fora-mg", placedAt: "2025-06-02T08:00:00Z", hazard: "sim" }),
      expected: "Entrada inválida: esperava",
    },
    {
      case: "record of the wrong type",
      run: () =>
        computeFine({
          municipality: "joao-pessoa-pb",
          article: "JP art. 17, III",
          at: "2025-06-02T10:00:00-03:00",
          fineConfig: { annex: "mil reais" },
        }),
      expected: "esperava um registro",
    },
    {
      case: "number too small",
      run: () =>
        checkIdentification({
          municipality: "juiz-de-fora-mg",
          cacamba: {
            retroreflectiveStrips: { count: -1, heightCm: 5, widthCm: 30.5, onTop: true, onAllSides: true },
          },
        }),
      expected: "Pequeno demais",
    },
  ])("$case", ({ run, expected }) => {
    const messages = issuesOf(run);
    expect(messages.join(" | ")).toContain(expected);
    expect(messages.join(" | ")).not.toMatch(EUROPEAN);
  });
});
