import { describe, expect, it } from "vitest";
import { computeFine } from "@/domain";
import { bimesterOf, bulletinCsv, periodLabel } from "@/server/services/city/bulletins";
import {
  datedDeadlines,
  defenceDeadline,
  dueDate,
  startOf,
} from "@/server/services/city/citations/deadlines";
import { defenceOpen, effectiveStatus } from "@/server/services/city/citations/status";

describe("citation deadlines", () => {
  it("JF art. 28, parágrafo único: 15 calendar days from the notice, closed at 23:59 local", () => {
    const fine = computeFine({
      municipality: "juiz-de-fora-mg",
      article: "JF art. 12, §1º",
      at: "2023-08-02T10:00:00-03:00",
    });
    const d = datedDeadlines(
      fine,
      { noticedAt: new Date("2023-08-02T13:00:00Z"), decidedAt: null },
      "America/Sao_Paulo",
      "MG",
    );
    expect(defenceDeadline(d)?.dueAt).toBe("2023-08-18T02:59:59.999Z");
  });

  it("IN art. 10: 10 business days from receipt, skipping weekends and holidays", () => {
    // Monday 22/12/2025: Christmas and New Year's Day are skipped, as are the weekends.
    const due = dueDate(new Date("2025-12-22T14:00:00Z"), 10, "business", "America/Cuiaba", "MT");
    expect(due.toISOString()).toBe("2026-01-08T03:59:59.999Z");
  });

  it("CM art. 107: payment counts from the final decision's notice, the appeal from the decision (art. 99); prescription is never dated", () => {
    const fine = computeFine({
      municipality: "cachoeiras-de-macacu-rj",
      article: "CM art. 47, I",
      at: "2026-06-02T10:00:00-03:00",
      fineConfig: { updateFactor: 1.2 },
    });
    const kinds = Object.fromEntries(fine.deadlines.map((x) => [x.kind, startOf(x)]));
    expect(kinds).toMatchObject({
      defence: "notice",
      appeal: "decision",
      payment: "finalNotice",
      prescription: "none",
    });
  });

  it("status: an upheld citation past its payment date reads as overdue; defence closes at the deadline", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    expect(effectiveStatus({ status: "upheld", paymentDueAt: new Date("2026-02-01T00:00:00Z") }, now)).toBe(
      "overdue",
    );
    expect(effectiveStatus({ status: "upheld", paymentDueAt: null }, now)).toBe("upheld");
    const base = { status: "issued" as const, noticeChannel: "in_person", noticeReadAt: null };
    expect(defenceOpen({ ...base, defenceDueAt: new Date("2026-02-28T00:00:00Z") }, now)).toBe(false);
    expect(defenceOpen({ ...base, defenceDueAt: null }, now)).toBe(true);
  });
});

describe("bulletin period and CSV", () => {
  it("bimesters on the municipality's calendar", () => {
    expect(bimesterOf(new Date("2026-03-01T02:00:00Z"), "America/Sao_Paulo")).toBe("2026-B1");
    expect(periodLabel("2026-B6")).toBe("6º bimestre de 2026 (nov–dez)");
  });
  it("CSV with BOM, ; separator and quoted cells", () => {
    const csv = bulletinCsv("2026-01-05", [
      {
        orgId: "x",
        kind: "hauler",
        legalName: 'Caçambas "Boa"; Ltda',
        taxId: "11444777000161",
        licences: [],
      },
    ]);
    expect(csv.startsWith("\uFEFFdata_referencia;tipo")).toBe(true);
    expect(csv).toContain('"Caçambas ""Boa""; Ltda"');
    expect(csv).toContain("11.444.777/0001-61");
  });
});
