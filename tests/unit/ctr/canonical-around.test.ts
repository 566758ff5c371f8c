import { describe, expect, it } from "vitest";
import { type CtrCanonicalInput, canonicalCtr, canonicalCtrAround } from "@/domain/ctr";

const doc: CtrCanonicalInput = {
  number: "2026/000042",
  issuedAt: new Date("2026-12-02T13:45:00Z"),
  generator: { name: "Construtora  São João\nLtda", taxId: "44555666000181", address: "Rua Halfeld, 1200" },
  origin: { address: "Rua Halfeld, 1200", municipalityId: "juiz-de-fora-mg" },
  transporter: {
    name: "Caçambas Halfeld",
    taxId: "11222333000181",
    licenceNumber: "ALV-2025/0412",
    truckPlate: "HMG4B21",
    driverName: "Marcos",
    cacambaNumber: 7,
  },
  waste: { kind: "rcc", class: "A", material: "Concreto e tijolos", volumeM3: 5 },
  destination: {
    name: "ATT Paraibuna",
    taxId: "22333444000181",
    licenceNumber: "LO-1",
    kind: "att",
    address: "Estrada",
  },
};

describe("the canonical form around its number", () => {
  it("is the canonical form with the number put back where it goes", () => {
    const { number, ...rest } = doc;
    const { before, after } = canonicalCtrAround(rest);
    expect(before + number + after).toBe(canonicalCtr(doc));
    expect(before.endsWith("\nnumber=")).toBe(true);
    expect(after.startsWith("\nissued_at=2026-12-02T13:45:00.000Z\n")).toBe(true);
  });
});
