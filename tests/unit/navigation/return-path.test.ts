import { describe, expect, it } from "vitest";
import { safeReturnPath, withReturnPath } from "@/lib/nav/return-path";

describe("the path to go back to (voltar)", () => {
  it("keeps a relative path of this site with its query and fragment", () => {
    expect(safeReturnPath("/fiscalizacao/autos/novo")).toBe("/fiscalizacao/autos/novo");
    expect(safeReturnPath("/fiscalizacao/autos/novo?vistoria=abc#fatos")).toBe(
      "/fiscalizacao/autos/novo?vistoria=abc#fatos",
    );
    expect(safeReturnPath("/a/../fiscalizacao")).toBe("/fiscalizacao");
  });

  it("refuses anything that could leave the site or is not a path", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "fiscalizacao",
      "//evil.example/x",
      "/\\evil.example",
      "/\\/evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      " /inicio",
      "/inicio\n//evil.example",
      "/in\ticio",
    ])
      expect(safeReturnPath(bad), String(bad)).toBeNull();
  });

  it("adds voltar to a path, with or without a query, encoded", () => {
    expect(withReturnPath("/fiscalizacao/configuracao", "/fiscalizacao/autos/novo?vistoria=1")).toBe(
      "/fiscalizacao/configuracao?voltar=%2Ffiscalizacao%2Fautos%2Fnovo%3Fvistoria%3D1",
    );
    expect(withReturnPath("/a?b=1", "/c")).toBe("/a?b=1&voltar=%2Fc");
  });
});
