import { describe, expect, it } from "vitest";
import { CODE_CHECK_HINT, codeCheckError, codeCheckPath } from "@/lib/code-check-path";

describe("the page for a code typed on the public home or the not-found page", () => {
  it("a caçamba's code, as printed or typed loosely, opens /c/<code>", () => {
    expect(codeCheckPath("7K3QD-M9XPA")).toBe("/c/7K3QDM9XPA");
    expect(codeCheckPath(" 7k3qd m9xpa ")).toBe("/c/7K3QDM9XPA");
    expect(codeCheckPath("7K3QD-M9XPO")).toBe("/c/7K3QDM9XP0");
  });

  it("anything else is tried as a CTR's code on /verificar/<code>, encoded", () => {
    expect(codeCheckPath("demo-ctr-recebido")).toBe("/verificar/demo-ctr-recebido");
    expect(codeCheckPath("AbC_12-xyz/?#")).toBe("/verificar/AbC_12-xyz%2F%3F%23");
    expect(codeCheckPath("nao existe")).toBe("/verificar/naoexiste");
  });

  it("nothing typed opens nothing", () => {
    expect(codeCheckPath("   ")).toBeNull();
  });
});

describe("what the public code check refuses before opening a page (issue #47, item 4)", () => {
  it("a CTR's number, as people read it on the CTR, is explained instead of a not-found page", () => {
    for (const typed of ["2026/000006", " 2026 / 000006 ", "000006", "6"])
      expect(codeCheckError(typed)).toMatch(/^Este é o número do CTR, não o código\./);
  });

  it("nothing typed asks for the code; a code passes", () => {
    expect(codeCheckError("  ")).toBe("Digite o código impresso na caçamba ou no CTR.");
    expect(codeCheckError("7K3QD-M9XPA")).toBeNull();
    expect(codeCheckError("demo-ctr-recebido")).toBeNull();
  });

  it("the field's hint names where the code is and that the number is not it", () => {
    expect(CODE_CHECK_HINT).toContain("Código de conferência");
    expect(CODE_CHECK_HINT).toContain("2026/000006");
  });
});
