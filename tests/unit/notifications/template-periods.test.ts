import { describe, expect, it } from "vitest";
import { renderTemplate } from "@/server/services/notifications/templates";

describe("notification texts", () => {
  it("a name ending in a period before the template's own period reads 'Ltda.', never 'Ltda..'", () => {
    const { email, message } = renderTemplate("ctr_received", [
      "2026/000008",
      "Reforma Rua Halfeld",
      "05/03/2026 10:00",
      "ATT Paraibuna Reciclagem de Entulho Ltda.",
      "http://localhost:3000/c",
    ]);
    expect(message.text).toContain("por ATT Paraibuna Reciclagem de Entulho Ltda. Comprovante");
    expect(email.text).not.toContain("..");
    // WhatsApp fills its registered template itself: the parameter carries no second period either.
    expect(message.params[3]).toBe("ATT Paraibuna Reciclagem de Entulho Ltda");
  });
});
