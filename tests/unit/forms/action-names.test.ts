import { describe, expect, it } from "vitest";
import { actionNames } from "@/features/forms/action-names";

/** Issue #47, item 8: controls that repeat on one screen name what each acts on, starting with the words shown. */
describe("the names of repeated controls", () => {
  it("each starts with its visible words and names its object, so no two rows read the same", () => {
    const names = [
      [actionNames.inspect(7, "Caçambas Halfeld", "Rua Halfeld, 10"), "Vistoriar"],
      [actionNames.inspect(8, "Caçambas Halfeld", "Rua Halfeld, 10"), "Vistoriar"],
      [actionNames.inspect(null, "Caçambas Halfeld", "Rua Halfeld, 10"), "Vistoriar"],
      [actionNames.reportFull("Obra Centro"), "Está cheia"],
      [actionNames.suspend("Caçambas Serra Verde Ltda."), "Suspender"],
      [actionNames.showHide("Senha atual"), "Mostrar ou ocultar"],
      [actionNames.showHide("Nova senha"), "Mostrar ou ocultar"],
      [actionNames.exportCsv("das caçambas"), "Exportar CSV"],
      [actionNames.exportCsv("dos caminhões"), "Exportar CSV"],
      [actionNames.exportCsv("dos motoristas"), "Exportar CSV"],
    ] as const;
    for (const [name, shown] of names) expect(name.startsWith(shown), name).toBe(true);
    expect(new Set(names.map(([n]) => n)).size).toBe(names.length);
    expect(actionNames.inspect(7, "Caçambas Halfeld", "x")).toBe(
      "Vistoriar a caçamba 07 de Caçambas Halfeld",
    );
  });
});
