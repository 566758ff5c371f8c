import { describe, expect, it } from "vitest";
import { codeCheckPath } from "@/lib/code-check-path";

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
