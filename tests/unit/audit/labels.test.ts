import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABEL, type AuditAction, auditActionLabel } from "@/domain/audit/actions";
import { AUDIT_ENTITY_LABEL, auditEntityLabel } from "@/domain/audit/entities";
import { type AuditFacts, describeAuditEvent } from "@/server/services/audit/describe";

const none: Omit<AuditFacts, "id" | "at" | "action" | "entity"> = {
  before: null,
  after: null,
  actorName: "Ana",
  cacambaNumber: null,
  invoiceNumber: null,
  ctrNumber: null,
  jobKind: null,
  jobDate: null,
  orderFrom: null,
  siteName: null,
  truckPlate: null,
  driverName: null,
  licenceKind: null,
  licenceNumber: null,
  citationNumber: null,
  priceSizeM3: null,
  priceWasteClass: null,
  userName: null,
  orgName: null,
};
const at = new Date("2026-03-05T12:00:00Z");
const line = (action: string, entity: string, facts: Partial<AuditFacts> = {}) =>
  describeAuditEvent({ id: "e1", at, action, entity, ...none, ...facts });

describe("audit log labels", () => {
  it("gives every event and every subject kind pt-BR words, never a code", () => {
    for (const [code, label] of Object.entries({ ...AUDIT_ACTION_LABEL, ...AUDIT_ENTITY_LABEL })) {
      expect(label, code).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
      expect(label, code).not.toMatch(/[._]|\b[a-z]+_[a-z]+\b/);
    }
  });

  it("is exhaustive over the event union (a new event without a label does not compile)", () => {
    // Typed as a Record over AuditAction: removing a key here is a type error, so is adding an event.
    const labels: Record<AuditAction, string> = AUDIT_ACTION_LABEL;
    expect(labels["job.complete"]).toBe("Serviço concluído");
    expect(labels["invoice.payment_recorded"]).toBe("Pagamento da fatura registrado");
    expect(labels["ctr.receive"]).toBe("Carga do CTR recebida");
  });

  it("reads an old or unknown code as a generic change instead of showing it", () => {
    expect(auditActionLabel("legacy.thing_done")).toBe("Alteração registrada");
    expect(auditEntityLabel("legacy_thing")).toBe("Registro");
  });
});

describe("audit log subjects, named as a person names them", () => {
  it("a caçamba by its number, an invoice by its number, a CTR by its number", () => {
    expect(line("cacamba.created", "cacamba", { cacambaNumber: 3 })).toMatchObject({
      what: "Caçamba cadastrada",
      subject: "Caçamba nº 03",
    });
    expect(line("invoice.payment_recorded", "invoice", { invoiceNumber: 1 }).subject).toBe("Fatura nº 1");
    expect(line("ctr.issued", "ctr", { ctrNumber: "2026/000008" }).subject).toBe("CTR 2026/000008");
  });

  it("a job by its kind and date, with its caçamba and site", () => {
    const l = line("job.complete", "job", {
      jobKind: "pick_up",
      jobDate: "2026-03-05",
      cacambaNumber: 3,
      siteName: "Hotel Getúlio Vargas",
    });
    expect(l).toMatchObject({
      what: "Serviço concluído",
      subject: "Retirada de 05/03/2026 · caçamba nº 03 · Hotel Getúlio Vargas",
    });
  });

  it("a deleted price row from what the event kept of it; a truck by its plate", () => {
    expect(line("price.row_removed", "price_row", { before: { sizeM3: 5, wasteClass: "A" } }).subject).toBe(
      "Preço da caçamba de 5 m³, classe A",
    );
    expect(line("truck.deactivated", "truck", { truckPlate: "ABC1234" }).subject).toBe("Caminhão ABC-1234");
  });

  it("a yard by the name the event kept of it", () => {
    expect(line("yard.default_set", "yard", { after: { name: "Pátio Benfica" } })).toMatchObject({
      what: "Pátio padrão escolhido",
      subject: "Pátio Benfica",
    });
    expect(line("yard.created", "yard", { after: { name: "Norte" } }).subject).toBe("Pátio Norte");
    expect(line("yard.updated", "yard").subject).toBe("Pátio");
  });

  it("falls back to the kind of thing, never to its id, when nothing names it", () => {
    expect(line("price.settings_saved", "price_settings").subject).toBe("Configuração de preços");
    expect(line("cacamba.created", "cacamba").subject).toBe("Caçamba");
  });
});
