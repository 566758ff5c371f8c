import { describe, expect, it } from "vitest";
import { CTR_STATUSES } from "@/domain/ctr";
import { mtrRequestable } from "@/domain/mtr";

describe("an MTR is asked only while the load is at the site", () => {
  it("is open for an issued CTR alone, and says why and what to do for every other status", () => {
    for (const status of CTR_STATUSES) {
      const timing = mtrRequestable(status);
      expect(timing.ok).toBe(status === "issued");
      if (!timing.ok) expect(timing.reason).toMatch(/MTR/);
    }
    const left = mtrRequestable("in_transit");
    expect(!left.ok && left.reason).toMatch(
      /já saiu da obra.*antes da saída da carga \(Portaria MMA 280\/2020\)/,
    );
    const arrived = mtrRequestable("received");
    expect(!arrived.ok && arrived.reason).toMatch(
      /já foi recebida.*nas próximas, emita o MTR antes de registrar a retirada/,
    );
    const cancelled = mtrRequestable("cancelled");
    expect(!cancelled.ok && cancelled.reason).toBe("Este CTR foi cancelado: não se emite MTR para ele.");
  });
});
