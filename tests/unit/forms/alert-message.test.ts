import { describe, expect, it } from "vitest";
import { alertMessage } from "@/features/forms/use-field-errors";

// Issue #40, finding 10: "A senha do certificado está errada." was shown twice, under the field and in the alert.
describe("a refusal's message is read once on the form", () => {
  const wrongPassword = "A senha do certificado está errada.";

  it("the field shows it: the alert only says there is something to fix", () => {
    expect(alertMessage(wrongPassword, { password: [wrongPassword] }, ["certificate", "password"])).toBe(
      "Corrija o campo indicado.",
    );
    expect(
      alertMessage("x", { certificate: ["a"], password: ["b"] }, ["certificate", "fileBase64", "password"]),
    ).toBe("Corrija os campos indicados.");
  });

  it("a field the form does not show, or no field at all: the alert says the message itself", () => {
    expect(alertMessage("Capacidade inválida.", { capacityT: ["Capacidade inválida."] }, ["plate"])).toBe(
      "Capacidade inválida.",
    );
    expect(alertMessage("Sem permissão.", {}, ["plate"])).toBe("Sem permissão.");
    expect(alertMessage("Sem permissão.", { plate: [] }, ["plate"])).toBe("Sem permissão.");
    expect(alertMessage(null, { plate: ["x"] }, ["plate"])).toBeNull();
  });
});
