import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { citations, orgs } from "@/server/db/schema";
import { recordFinalDecision } from "@/server/services/city/citations/final-decision";
import { cityScope } from "@/server/services/city/scope";
import { freshDatabase } from "../../helpers/db";
import { makeDispatchWorld } from "../dispatch/world";
import { makeCity } from "./world";

const DAY = 86_400_000;
const CM = "cachoeiras-de-macacu-rj";

/**
 * Cachoeiras de Macacu: the appeal (20 days from the first decision's ciência, CM art. 99) suspends the fine
 * (art. 102), and the payment is due 15 days from the notice of the final decision (art. 107). The product
 * dates the payment only once that notice is recorded, and counts reincidence (art. 68) from final decisions.
 */
describe("CM: the payment runs from the final decision's notice (arts. 99, 102, 107), as stored and shown", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  async function cmCitation(cm: Awaited<ReturnType<typeof makeCity>>, offenderOrgId: string) {
    const issued = await cm.as.city.citations.issue({
      offenderOrgId,
      article: "CM art. 47",
      location: "Rua Dr. Francisco Paulo Sodré, 100 — Centro",
      facts: "Caçamba na via pública sem retirada no prazo.",
      issuedPlace: "Sede da fiscalização",
      inspectorPost: "Fiscal de posturas",
      signature: "Fiscal Ana Souza",
      noticeChannel: "public_notice",
      noticedAt: new Date(Date.now() - 30 * DAY),
      amountCents: 30000,
    });
    const decided = await cm.as.city.citations.decide({
      id: issued.id,
      outcome: "upheld",
      decision: "Mantido: sem defesa no prazo do art. 86.",
    });
    return decided;
  }

  async function cmWorld() {
    const w = await makeDispatchWorld(h.db, { municipalityId: CM });
    await h.db.update(orgs).set({ municipalityId: CM }).where(eq(orgs.id, w.hauler.id));
    const cm = await makeCity(h.db, CM);
    await cm.as.city.saveSettings({ updateFactor: 1, upfCents: null, annex: null, ctrReceiptDays: 3 });
    return { w, cm };
  }

  it("upheld at first instance: the appeal is dated, the payment waits; recorded as judged, the payment is 15 days on", async () => {
    const { w, cm } = await cmWorld();
    const c = await cmCitation(cm, w.hauler.id);
    const appeal = c.deadlines.find((d) => d.kind === "appeal");
    const payment = c.deadlines.find((d) => d.kind === "payment");
    expect(appeal?.article).toBe("CM art. 99");
    expect(Date.parse(appeal?.dueAt ?? "")).toBeGreaterThan(Date.now() + 19 * DAY);
    expect(payment?.article).toBe("CM art. 107");
    expect(payment?.dueAt).toBeNull();
    expect(c.paymentDueAt).toBeNull();

    // The offender cannot record it; another city cannot see it; hostile input changes nothing.
    await expect(
      w.as.admin.city.citations.finalDecision({
        id: c.id,
        appeal: "judged",
        decision: "Recurso julgado improcedente pela JIJ.",
        noticedAt: new Date(),
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const other = await makeCity(h.db, CM);
    await expect(
      other.as.city.citations.finalDecision({
        id: c.id,
        appeal: "judged",
        decision: "Recurso julgado improcedente pela JIJ.",
        noticedAt: new Date(),
      }),
    ).rejects.toThrow(/não encontrado/);
    await expect(
      cm.as.city.citations.finalDecision({
        id: c.id,
        appeal: "judged",
        decision: "Recurso julgado improcedente pela JIJ.",
        noticedAt: new Date(Date.now() + DAY),
      }),
    ).rejects.toThrow(/não pode ser no futuro/);
    await expect(
      cm.as.city.citations.finalDecision({
        id: c.id,
        appeal: "none",
        decision: "Sem recurso no prazo legal.",
        noticedAt: new Date(),
      }),
    ).rejects.toThrow(/O prazo de recurso \(CM art\. 99\) corre até \d{2}\/\d{2}\/\d{4}/);
    const [untouched] = await h.db.select().from(citations).where(eq(citations.id, c.id));
    expect(untouched?.finalNoticedAt).toBeNull();
    expect(untouched?.paymentDueAt).toBeNull();

    const noticedAt = new Date();
    const final = await cm.as.city.citations.finalDecision({
      id: c.id,
      appeal: "judged",
      decision: "Recurso julgado improcedente pela JIJ.",
      noticedAt,
    });
    const due = final.deadlines.find((d) => d.kind === "payment")?.dueAt;
    expect(Date.parse(due ?? "")).toBeGreaterThan(noticedAt.getTime() + 14 * DAY);
    expect(Date.parse(due ?? "")).toBeLessThan(noticedAt.getTime() + 16 * DAY);
    expect(final.paymentDueAt?.toISOString()).toBe(due);
    expect(final.deadlines.find((d) => d.kind === "appeal")?.dueAt).toBe(appeal?.dueAt);
    await expect(
      cm.as.city.citations.finalDecision({
        id: c.id,
        appeal: "judged",
        decision: "Outra vez a mesma decisão.",
        noticedAt,
      }),
    ).rejects.toThrow(/já foi registrada/);
    const seen = await w.as.admin.city.offender.citation({ id: c.id });
    expect(seen.deadlines.find((d) => d.kind === "payment")?.dueAt).toBe(due);
  });

  it("with no appeal, the first decision becomes final only after the appeal term", async () => {
    const { w, cm } = await cmWorld();
    const c = await cmCitation(cm, w.hauler.id);
    const appealEnds = Date.parse(c.deadlines.find((d) => d.kind === "appeal")?.dueAt ?? "");
    const later = new Date(appealEnds + 2 * DAY);
    const scope = await cityScope({
      db: h.db,
      userId: cm.auditor.id,
      orgId: cm.city.id,
      orgKind: "city",
      role: "auditor",
      isManager: false,
    });
    const row = await recordFinalDecision(
      scope,
      { id: c.id, appeal: "none", decision: "Sem recurso no prazo do art. 99.", noticedAt: later },
      later,
    );
    expect(row.paymentDueAt?.getTime()).toBeGreaterThan(later.getTime() + 14 * DAY);
  });

  it("reincidence counts final decisions only: a first decision still open to appeal is not one (CM art. 68)", async () => {
    const { w, cm } = await cmWorld();
    const first = await cmCitation(cm, w.hauler.id);
    const second = await cmCitation(cm, w.hauler.id);
    expect(second.reincidence).toBe(false);
    await cm.as.city.citations.finalDecision({
      id: first.id,
      appeal: "judged",
      decision: "Recurso julgado improcedente pela JIJ.",
      noticedAt: new Date(),
    });
    const preview = await cm.as.city.citations.issue({
      offenderOrgId: w.hauler.id,
      article: "CM art. 47",
      location: "Rua Dr. Francisco Paulo Sodré, 100 — Centro",
      facts: "Caçamba na via pública sem retirada no prazo.",
      issuedPlace: "Sede da fiscalização",
      inspectorPost: "Fiscal de posturas",
      signature: "Fiscal Ana Souza",
      noticeChannel: "in_person",
      amountCents: 500000,
    });
    expect(preview.reincidence).toBe(true);
    expect(preview.fineClass).toBe("gravissima");
  });

  it("a law with no final-decision stage (JF art. 28) refuses it and changes nothing", async () => {
    const w = await makeDispatchWorld(h.db);
    const jf = await makeCity(h.db);
    await jf.as.city.saveSettings({ updateFactor: 1, upfCents: null, annex: null, ctrReceiptDays: 3 });
    const c = await jf.as.city.citations.issue({
      offenderOrgId: w.hauler.id,
      article: "JF art. 12, §1º",
      location: "Rua Halfeld, 800",
      facts: "Caçamba na via pública além do prazo.",
      issuedPlace: "Sede da fiscalização",
      inspectorPost: "Fiscal",
      signature: "Fiscal Ana Souza",
      noticeChannel: "public_notice",
      noticedAt: new Date(Date.now() - 30 * DAY),
    });
    await jf.as.city.citations.decide({ id: c.id, outcome: "upheld", decision: "Mantido sem defesa." });
    await expect(
      jf.as.city.citations.finalDecision({
        id: c.id,
        appeal: "judged",
        decision: "Recurso julgado improcedente.",
        noticedAt: new Date(),
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const [row] = await h.db.select().from(citations).where(eq(citations.id, c.id));
    expect(row?.finalNoticedAt).toBeNull();
  });
});
