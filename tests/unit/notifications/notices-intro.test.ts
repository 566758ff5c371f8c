import { describe, expect, it } from "vitest";
import { noticesIntro } from "@/domain/notifications/events";

describe("Minha conta → Avisos: the first words by role (issue #47, item 9)", () => {
  it("the hauler's office and the client are told the warnings spare them a fine", () => {
    for (const role of ["admin", "dispatcher", "client"])
      expect(noticesIntro(role)).toMatch(/não ser multado/);
  });

  it("the platform's admin (no company), a driver, a receiver and an inspector are not", () => {
    for (const role of [null, "driver", "operator", "auditor"]) {
      expect(noticesIntro(role)).not.toMatch(/multad/);
      expect(noticesIntro(role)).toBe("Escolha por onde quer receber cada aviso.");
    }
  });
});
