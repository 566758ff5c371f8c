import { describe, expect, it } from "vitest";
import { firstName, orgOptions, shortOrgName } from "@/features/shell/names";

// Issue #40, finding 10: at 360 px the header cut "Ana Administrad…" and the switcher "(Trar".
describe("the names the header and the company switcher show", () => {
  it("a company by its short name, without the company-type suffix", () => {
    expect(shortOrgName("Caçambas Halfeld Transportes Ltda.")).toBe("Caçambas Halfeld Transportes");
    expect(shortOrgName("ATT Paraibuna Reciclagem de Entulho Ltda")).toBe(
      "ATT Paraibuna Reciclagem de Entulho",
    );
    expect(shortOrgName("Entulhos do Vale S.A.")).toBe("Entulhos do Vale");
    expect(shortOrgName("Caçambas Serra - EIRELI ME")).toBe("Caçambas Serra");
    expect(shortOrgName("Prefeitura de Juiz de Fora")).toBe("Prefeitura de Juiz de Fora");
    // A name that is only a suffix stays as it is.
    expect(shortOrgName("Ltda.")).toBe("Ltda.");
  });

  it("a person by the first name", () => {
    expect(firstName("Ana Administradora")).toBe("Ana");
    expect(firstName("  Paula da Plataforma ")).toBe("Paula");
    expect(firstName("Cher")).toBe("Cher");
  });

  it("the switcher's options: the short name, what the user is there beside it only when two read the same", () => {
    const halfeld = {
      orgId: "a",
      orgName: "Caçambas Halfeld Transportes Ltda.",
      orgKind: "hauler",
      role: "admin",
    } as const;
    const serra = {
      orgId: "b",
      orgName: "Caçambas Serra Verde Ltda.",
      orgKind: "hauler",
      role: "admin",
    } as const;
    expect(orgOptions([halfeld, serra])).toEqual([
      { orgId: "a", label: "Caçambas Halfeld Transportes", detail: "Transportador · Administrador" },
      { orgId: "b", label: "Caçambas Serra Verde", detail: "Transportador · Administrador" },
    ]);
    const twin = {
      orgId: "c",
      orgName: "Caçambas Halfeld Transportes S.A.",
      orgKind: "receiver",
      role: "operator",
    } as const;
    expect(orgOptions([halfeld, twin]).map((o) => o.label)).toEqual([
      "Caçambas Halfeld Transportes (Transportador · Administrador)",
      "Caçambas Halfeld Transportes (Receptor · Operador do receptor)",
    ]);
  });
});
