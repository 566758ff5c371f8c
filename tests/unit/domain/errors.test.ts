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

/** zod's generic locales (European Portuguese, or its Brazilian one with `<=` and "esperava que"). */
const GENERIC =
  /Demasiad|registo|ficheiro|Tipo de entrada inválido|Valor inválido: esperado|demais|esperava|<=|>=/;

describe("zod's own messages are hand-written Brazilian Portuguese", () => {
  it.each([
    {
      case: "string too short",
      run: () =>
        computeFine({ municipality: "juiz-de-fora-mg", article: "JF", at: "2023-10-02T10:00:00-03:00" }),
      expected: "Use ao menos 3 caracteres.",
    },
    {
      case: "wrong type",
      run: () =>
        removalDeadline({ municipality: "juiz-de-fora-mg", placedAt: "2025-06-02T08:00:00Z", hazard: "sim" }),
      expected: "Valor inválido: informe sim ou não.",
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
      expected: "Valor inválido: informe um conjunto de dados.",
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
      expected: "O valor mínimo é 0.",
    },
  ])("$case", ({ run, expected }) => {
    const messages = issuesOf(run);
    expect(messages.join(" | ")).toContain(expected);
    expect(messages.join(" | ")).not.toMatch(GENERIC);
  });
});
