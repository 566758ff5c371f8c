import { describe, expect, it } from "vitest";
import { backLine, distanceText, legLine } from "@/features/dispatch/board/day-plan/text";

describe("the day plan's trips as the board reads them (pt-BR)", () => {
  const leg = { km: 3.2, arrive: "07:10", start: "07:10", end: "07:30" };
  it("names each leg's place, what is done there, km with a comma and the times", () => {
    expect(legLine({ ...leg, to: "site", name: "Obra Rua X" }, "entrega")).toBe(
      "→ Obra Rua X (entrega) · 3,2 km · 07:10–07:30",
    );
    expect(legLine({ ...leg, to: "receiver", name: "ATT Paraibuna" }, "retirada")).toBe(
      "→ ATT Paraibuna (descarga) · 3,2 km · 07:10–07:30",
    );
    expect(legLine({ ...leg, to: "yard", name: "Pátio Centro", end: "07:10" }, "troca")).toBe(
      "→ Pátio Centro (pega caçamba vazia) · 3,2 km · 07:10",
    );
  });
  it("says the day's end at the yard, and labels straight-line km", () => {
    expect(backLine({ ...leg, to: "yard", name: "Pátio", arrive: "17:05", km: 6 }, "17:05")).toBe(
      "Volta ao pátio às 17:05 (6 km)",
    );
    expect(backLine(null, "16:40")).toBe("Fim do dia no pátio às 16:40");
    expect(distanceText(1234.56, "straight-line")).toBe("1.234,6 km em linha reta");
    expect(distanceText(12, "road")).toBe("12 km pelas ruas");
  });
});
