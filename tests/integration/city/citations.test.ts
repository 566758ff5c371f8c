import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, citations, emailOutbox } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { makeCity, makeStreetWorld } from "./world";

const HOUR = 3_600_000;

describe("city: street, inspection, citation (JF art. 12, §1º → média R$ 250, art. 25), defence, decision", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("lists the overdue caçamba to the JF auditor, with hours overdue, and nothing to another municipality's auditor", async () => {
    const now = Date.now();
    const w = await makeStreetWorld(h.db, new Date(now - 100 * HOUR), new Date(now - 30 * HOUR));
    const jf = await makeCity(h.db);
    const jp = await makeCity(h.db, "joao-pessoa-pb");
    const street = await jf.as.city.street();
    const mine = street.find((s) => s.placementId === w.placement.id);
    expect(mine?.status).toBe("overdue");
    expect(mine?.overdueHours).toBeGreaterThanOrEqual(29);
    expect(mine?.haulerName).toBe(w.hauler.legalName);
    const home = await jf.as.city.home();
    expect(home.overdue.some((s) => s.placementId === w.placement.id)).toBe(true);
    expect(JSON.stringify(await jp.as.city.street())).not.toContain(w.placement.id);
    expect(JSON.stringify(await jp.as.city.operators())).not.toContain(w.hauler.id);
    const ops = await jf.as.city.operators();
    expect(ops.find((o) => o.orgId === w.hauler.id)?.licensed).toBe(true);
  });

  it("inspects, issues the citation with the law's fine and deadline, the hauler defends, the auditor decides", async () => {
    const now = Date.now();
    const w = await makeStreetWorld(h.db, new Date(now - 100 * HOUR), new Date(now - 30 * HOUR));
    const jf = await makeCity(h.db);
    const checklist = await jf.as.city.inspections.checklist();
    expect(checklist.some((c) => c.rule === "max_dwell" && c.article === "JF art. 12, §1º")).toBe(true);
    const inspection = await jf.as.city.inspections.record({
      placementId: w.placement.id,
      positionSource: "gps",
      lat: -21.76,
      lon: -43.35,
      answers: [{ rule: "max_dwell", answer: "nonconforming", note: "Na rua há 4 dias" }],
      photoFileIds: [],
      noPhotoReason: "Câmera do aparelho com defeito.",
    });
    expect(inspection.haulerOrgId).toBe(w.hauler.id);
    // 2026 amounts need the monetary update factor (JF art. 31): refused with a pt-BR message until configured.
    const input = {
      inspectionId: inspection.id,
      article: "JF art. 12, §1º",
      facts: "Caçamba na via pública além do prazo de 3 dias úteis.",
      issuedPlace: "Rua Halfeld, 800 — Centro",
      inspectorPost: "Fiscal de posturas",
      signature: "Fiscal Ana Souza",
      noticeChannel: "in_person" as const,
    };
    await expect(jf.as.city.citations.issue(input)).rejects.toThrow(/fator de atualização/);
    await jf.as.city.saveSettings({ updateFactor: 1, upfCents: null, annex: null, ctrReceiptDays: 3 });
    await expect(jf.as.city.citations.issue({ ...input, signature: "Outra pessoa" })).rejects.toThrow(
      /nome completo/,
    );
    const c = await jf.as.city.citations.issue(input);
    expect(c.amountCents).toBe(25000);
    expect(c.fineClass).toBe("media");
    expect(c.penalty).toContain("R$");
    expect(c.number).toMatch(/^\d{4}\/0001$/);
    expect(c.deadlines[0]?.article).toBe("JF art. 28, parágrafo único");
    expect(c.defenceDueAt?.getTime()).toBeGreaterThan(now + 14 * 24 * HOUR);
    const [audit] = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, c.id), eq(auditEvents.action, "citation.issued")));
    expect(audit).toBeDefined();
    const mails = await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, w.users.admin.email));
    expect(mails.some((m) => m.subject.includes(c.number))).toBe(true);

    // Too early to decide: the defence deadline runs.
    await expect(
      jf.as.city.citations.decide({ id: c.id, outcome: "upheld", decision: "Mantido por falta de defesa." }),
    ).rejects.toThrow(/prazo de defesa/);

    const own = await w.as.admin.city.offender.citations();
    expect(own.map((x) => x.id)).toContain(c.id);
    await expect(
      w.as.driver.city.offender.fileDefence({ citationId: c.id, text: "Defesa do motorista", fileIds: [] }),
    ).rejects.toThrow();
    await w.as.admin.city.offender.fileDefence({
      citationId: c.id,
      text: "A caçamba foi retirada no prazo; o cliente a recolocou sem aviso.",
      fileIds: [],
    });
    await expect(
      w.as.admin.city.offender.fileDefence({ citationId: c.id, text: "Segunda defesa aqui", fileIds: [] }),
    ).rejects.toThrow(/já tem defesa/);
    const detail = await jf.as.city.citations.get({ id: c.id });
    expect(detail.status).toBe("defence_filed");
    expect(detail.defence?.text).toContain("recolocou");

    const decided = await jf.as.city.citations.decide({
      id: c.id,
      outcome: "upheld",
      decision: "Fotos e GPS mostram a caçamba no local após o prazo.",
    });
    expect(decided.status).toBe("upheld");
    await jf.as.city.citations.markPaid({ id: c.id, paidAt: new Date() });
    const [row] = await h.db.select().from(citations).where(eq(citations.id, c.id));
    expect(row?.status).toBe("paid");
  });

  it("another city's auditor cannot read or decide the citation; the offender reads only its own", async () => {
    const now = Date.now();
    const w = await makeStreetWorld(h.db, new Date(now - 100 * HOUR), new Date(now - 30 * HOUR));
    const other = await makeStreetWorld(h.db, new Date(now - 100 * HOUR), new Date(now - 30 * HOUR));
    const jf = await makeCity(h.db);
    await jf.as.city.saveSettings({ updateFactor: 1.1, upfCents: null, annex: null, ctrReceiptDays: 3 });
    const c = await jf.as.city.citations.issue({
      offenderOrgId: w.hauler.id,
      article: "JF art. 12, §1º",
      location: "Rua Halfeld, 800",
      facts: "Caçamba na via pública além do prazo.",
      issuedPlace: "Sede da fiscalização",
      inspectorPost: "Fiscal",
      signature: "Fiscal Ana Souza",
      noticeChannel: "public_notice",
      noticedAt: new Date(now - 2 * HOUR),
    });
    expect(c.amountCents).toBe(27500);
    const jf2 = await makeCity(h.db);
    await expect(jf2.as.city.citations.get({ id: c.id })).rejects.toThrow(/não encontrado/);
    await expect(
      jf2.as.city.citations.decide({
        id: c.id,
        outcome: "cancelled",
        decision: "Tentativa de outra prefeitura.",
      }),
    ).rejects.toThrow(/não encontrado/);
    await expect(other.as.admin.city.offender.citation({ id: c.id })).rejects.toThrow(/não encontrado/);
    expect(JSON.stringify(await other.as.admin.city.offender.citations())).not.toContain(c.id);
  });
});
