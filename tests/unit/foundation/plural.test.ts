import { describe, expect, it } from "vitest";
import { agree, listInWords, plural } from "@/domain/plural";

describe("pt-BR plurals", () => {
  it("agrees the noun with the count, never '(s)'", () => {
    expect(plural(1, "caçamba")).toBe("1 caçamba");
    expect(plural(2, "caçamba")).toBe("2 caçambas");
    expect(plural(0, "caçamba")).toBe("0 caçambas");
    expect(plural(1200, "caçamba")).toBe("1.200 caçambas");
    expect(plural(1, "dia útil", "dias úteis")).toBe("1 dia útil");
    expect(plural(3, "dia útil", "dias úteis")).toBe("3 dias úteis");
    expect(`${plural(1, "caçamba")} ${agree(1, "precisa ser retirada", "precisam ser retiradas")}`).toBe(
      "1 caçamba precisa ser retirada",
    );
    expect(`${plural(2, "caçamba")} ${agree(2, "precisa ser retirada", "precisam ser retiradas")}`).toBe(
      "2 caçambas precisam ser retiradas",
    );
  });

  it("lists in running text", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["o telefone"])).toBe("o telefone");
    expect(listInWords(["a", "b", "c"])).toBe("a, b e c");
  });
});
