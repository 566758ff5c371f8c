import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ctrContentHash } from "@/domain/ctr";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, ctrs, licences } from "@/server/db/schema";
import { canonicalInputOf } from "@/server/services/ctr/view";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { failure } from "../../helpers/trpc-failure";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

async function rowOf(id: string) {
  const [row] = await h.db.select().from(ctrs).where(eq(ctrs.id, id));
  if (!row) throw new Error("missing");
  return row;
}

describe("CTR lifecycle", () => {
  it("issues with every party copied in, a gapless number and a stable hash", async () => {
    const w = await makeCtrWorld(h.db, "L1");
    const a = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const b = await w.haulerAdmin.ctr.hauler.issue({ ...w.issueInput, wasteClass: "B", material: "Madeira" });
    const year = new Date().getFullYear();
    expect(a.number).toBe(`${year}/000001`);
    expect(b.number).toBe(`${year}/000002`);
    expect(a.status).toBe("issued");
    expect(a.haulerLicenceNumber).toContain("ALV-L1-2026");
    expect(a.receiverLicenceNumber).toBe("LO-L1-77");
    expect(a.cacambaNumber).toBe(3);
    expect(a.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await ctrContentHash(canonicalInputOf(await rowOf(a.id)))).toBe(a.contentHash);
    const audits = await h.db.select().from(auditEvents).where(eq(auditEvents.entityId, a.id));
    expect(audits.map((e) => e.action)).toEqual(["ctr.issued"]);
  });

  it("moves issued → in_transit → received, audited, and the hash does not change on receipt", async () => {
    const w = await makeCtrWorld(h.db, "L2");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const t = await w.haulerDispatcher.ctr.hauler.depart({
      id: c.id,
      generatorSignerName: "Mestre de obras",
    });
    expect(t.status).toBe("in_transit");
    expect(t.generatorSignature?.name).toBe("Mestre de obras");
    const r = await w.operator.ctr.receiver.receive({
      id: c.id,
      weightT: 6.4,
      wasteClass: "A",
      forbiddenFound: [],
    });
    expect(r.status).toBe("received");
    expect(r.receivedWeightT).toBe(6.4);
    expect(r.contentHash).toBe(c.contentHash);
    const actions = (await h.db.select().from(auditEvents).where(eq(auditEvents.entityId, c.id))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(["ctr.depart", "ctr.issued", "ctr.receive"]);
  });

  it("refuses illegal transitions and changes nothing (receiving a cancelled CTR)", async () => {
    const w = await makeCtrWorld(h.db, "L3");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    await w.haulerDispatcher.ctr.hauler.cancel({ id: c.id, reason: "Cliente desistiu da retirada" });
    const before = await rowOf(c.id);
    const e = await failure(
      w.operator.ctr.receiver.receive({ id: c.id, weightT: 5, wasteClass: "A", forbiddenFound: [] }),
    );
    expect(e.code).toBe("CONFLICT");
    expect(e.message).toContain("cancelado");
    expect(await rowOf(c.id)).toEqual(before);

    const d = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    await w.operator.ctr.receiver.receive({ id: d.id, weightT: 5, wasteClass: "A", forbiddenFound: [] });
    const cancel = await failure(w.haulerDispatcher.ctr.hauler.cancel({ id: d.id, reason: "Tarde demais" }));
    expect(cancel.code).toBe("CONFLICT");
    expect(cancel.message).toContain("antes do recebimento");
    expect((await rowOf(d.id)).status).toBe("received");
    const again = await failure(w.haulerDispatcher.ctr.hauler.depart({ id: d.id }));
    expect(again.code).toBe("CONFLICT");
  });

  it("rejects with a reason and the article", async () => {
    const w = await makeCtrWorld(h.db, "L4", { receiverIn: "joao-pessoa-pb" });
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const r = await w.operator.ctr.receiver.reject({
      id: c.id,
      reason: "Carga com lixo doméstico misturado",
      article: "JP art. 19, §5º, II",
    });
    expect(r.status).toBe("rejected");
    expect(r.rejectionArticle).toBe("JP art. 19, §5º, II");
  });

  it("refuses to issue for an unlicensed hauler, citing the article", async () => {
    const w = await makeCtrWorld(h.db, "L5", { licensed: false });
    const e = await failure(w.haulerDispatcher.ctr.hauler.issue(w.issueInput));
    expect(e.code).toBe("PRECONDITION_FAILED");
    expect(e.message).toContain("JF art. 4º–5º");
    expect(await h.db.select().from(ctrs).where(eq(ctrs.orgId, w.hauler.id))).toEqual([]);
  });

  it("refuses to address a class the receiver's licence does not accept", async () => {
    const w = await makeCtrWorld(h.db, "L6");
    const e = await failure(w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, wasteClass: "D" }));
    expect(e.code).toBe("PRECONDITION_FAILED");
    expect(e.message).toContain("CONAMA 307, art. 10");
  });
});

describe("receiver refusals at the gate of a João Pessoa receiver (JP art. 19, §5º)", () => {
  it("refuses a load from a hauler whose licence there lapsed (§5º, I)", async () => {
    const w = await makeCtrWorld(h.db, "G1", { receiverIn: "joao-pessoa-pb" });
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    await h.db
      .update(licences)
      .set({ validUntil: "2025-06-30" })
      .where(and(eq(licences.orgId, w.hauler.id), eq(licences.municipalityId, "joao-pessoa-pb")));
    const check = await w.operator.ctr.receiver.check({ id: c.id });
    expect(check.refusals.map((r) => r.article)).toContain("JP art. 19, §5º, I");
    const e = await failure(
      w.operator.ctr.receiver.receive({ id: c.id, weightT: 5, wasteClass: "A", forbiddenFound: [] }),
    );
    expect(e.code).toBe("PRECONDITION_FAILED");
    expect(e.message).toContain("JP art. 19, §5º, I");
    expect((await rowOf(c.id)).status).toBe("issued");
  });

  it("refuses household, industrial and health-care waste (§5º, II) and a corrected class not licensed", async () => {
    const w = await makeCtrWorld(h.db, "G2", { receiverIn: "joao-pessoa-pb" });
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    for (const found of ["household", "industrial", "health_care"] as const) {
      const e = await failure(
        w.operator.ctr.receiver.receive({ id: c.id, weightT: 5, wasteClass: "A", forbiddenFound: [found] }),
      );
      expect(e.message).toContain("JP art. 19, §5º, II");
    }
    const d = await failure(
      w.operator.ctr.receiver.receive({ id: c.id, weightT: 5, wasteClass: "D", forbiddenFound: [] }),
    );
    expect(d.message).toContain("classe D");
    expect((await rowOf(c.id)).status).toBe("issued");
    const ok = await w.operator.ctr.receiver.receive({
      id: c.id,
      weightT: 5,
      wasteClass: "B",
      forbiddenFound: [],
    });
    expect(ok.receivedClass).toBe("B");
  });

  it("a Juiz de Fora receiver's gate cites no João Pessoa article: its law is silent, its licence decides", async () => {
    const w = await makeCtrWorld(h.db, "G5");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    await h.db
      .update(licences)
      .set({ validUntil: "2025-06-30" })
      .where(and(eq(licences.orgId, w.hauler.id), eq(licences.kind, "tax_clearance")));
    // JF does not make the receiver refuse an unlicensed hauler (the CTR was issued while licensed).
    const check = await w.operator.ctr.receiver.check({ id: c.id });
    expect(check.refusals).toEqual([]);
    expect(check.forbiddenWasteArticle).toBeNull();
    const e = await failure(
      w.operator.ctr.receiver.receive({
        id: c.id,
        weightT: 5,
        wasteClass: "A",
        forbiddenFound: ["household"],
      }),
    );
    expect(e.code).toBe("PRECONDITION_FAILED");
    expect(e.message).toContain("(licença do receptor)");
    expect(e.message).toContain(
      "A lei de Juiz de Fora não trata dos resíduos que a área de recepção deve recusar.",
    );
    expect(e.message).not.toContain("JP");
    // A rejection may cite only the receiver's law: JP's article is refused, changing nothing.
    const wrong = await failure(
      w.operator.ctr.receiver.reject({
        id: c.id,
        reason: "Lixo doméstico na carga",
        article: "JP art. 19, §5º, II",
      }),
    );
    expect(wrong.code).toBe("BAD_REQUEST");
    expect(wrong.message).toContain("Este artigo não é da lei do município do receptor");
    expect((await rowOf(c.id)).status).toBe("issued");
    const r = await w.operator.ctr.receiver.reject({
      id: c.id,
      reason: "Lixo doméstico na carga",
      article: null,
    });
    expect(r.status).toBe("rejected");
    expect(r.rejectionArticle).toBeNull();
  });

  it("finds a CTR by typed number or by the QR's URL, only among loads addressed to the receiver", async () => {
    const w = await makeCtrWorld(h.db, "G3");
    const other = await makeCtrWorld(h.db, "G4");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    await other.haulerDispatcher.ctr.hauler.issue(other.issueInput);
    const seq = Number(c.number.split("/")[1]);
    const byNumber = await w.operator.ctr.receiver.find({ query: `${c.year}/${seq}` });
    expect(byNumber.map((x) => x.id)).toEqual([c.id]);
    const byQr = await w.operator.ctr.receiver.find({ query: `https://x.example/verificar/${c.publicCode}` });
    expect(byQr.map((x) => x.id)).toEqual([c.id]);
    expect(await other.operator.ctr.receiver.find({ query: `https://x/verificar/${c.publicCode}` })).toEqual(
      [],
    );
  });
});
