import { describe, expect, it } from "vitest";
import { scheduledMessage } from "@/features/dispatch/board/scheduled-message";

const options = {
  placements: [{ value: "p1", label: "Obra Centro, Rua Halfeld, 100 — caçamba nº 02 (a entregar)" }],
  trucks: [{ value: "t1", label: "HMG4B21" }],
  drivers: [{ value: "d1", label: "João Silva" }],
};

describe("the confirmation after 'Agendar'", () => {
  it("names the job, its day in dd/mm/aaaa, its window, truck and driver", () => {
    expect(
      scheduledMessage(
        {
          kind: "drop_off",
          placementId: "p1",
          truckId: "t1",
          driverId: "d1",
          windowStart: "08:00",
          windowEnd: "12:00",
        },
        "2031-03-17",
        options,
      ),
    ).toBe(
      "Serviço agendado: Entrega — Obra Centro, Rua Halfeld, 100 — caçamba nº 02 (a entregar), " +
        "em 17/03/2031, das 08:00 às 12:00; caminhão HMG4B21, motorista João Silva.",
    );
  });

  it("says when there is no truck yet, and a window without its end", () => {
    expect(scheduledMessage({ kind: "dump", windowStart: "07:00" }, "2031-03-18", options)).toBe(
      "Serviço agendado: Descarga, em 18/03/2031, a partir das 07:00; ainda sem caminhão.",
    );
  });
});
