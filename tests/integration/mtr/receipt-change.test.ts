import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MtrSystem } from "@/domain/mtr";
import { auditEvents, ctrs, mtrs } from "@/server/db/schema";
import { mtrDepsFromEnv } from "@/server/services/mtr/deps";
import { saveStateSystem } from "@/server/services/mtr/state-systems";
import { runDueMtrs } from "@/server/services/mtr/worker";
import { makeMtrWorld } from "../../fixtures/mtr/world";
import { failure } from "../../helpers/trpc-failure";
import { fakeMtrSystemsPerFile } from "./fake-systems";

const world = fakeMtrSystemsPerFile("mtr-answer-");

/** A load received at the gate (6,6 t, 5,5 m³) and then corrected by the receiver (4,8 t, 4 m³). */
async function alteredLoad(tag: string, system: MtrSystem) {
  await saveStateSystem(world.h.db, world.platformUser.id, "MG", system);
  const w = await makeMtrWorld(world.h.db, tag, system);
  const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
  const mtr = await w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
  await w.operator.ctr.receiver.receive({ id: ctr.id, weightT: 6.6, wasteClass: "A", forbiddenFound: [] });
  const before = await failure(w.client.mtr.generator.answerReceiptChange({ id: mtr.id, accept: true }));
  await w.operator.ctr.receiver.correctReceipt({ id: ctr.id, weightT: 4.8, reason: "Segunda pesagem" });
  const inSystem = world.fake.fake.state(system).manifests.get(mtr.number as string);
  if (!inSystem) throw new Error("manifest not in the fake");
  return { w, ctr, mtr, inSystem, before };
}

const rowOf = async (id: string) => {
  const [row] = await world.h.db.select().from(mtrs).where(eq(mtrs.id, id));
  if (!row) throw new Error("no mtr");
  return row;
};
const answersSent = (system: MtrSystem) =>
  world.fake.fake
    .state(system)
    .log.filter((l) => l.route === "aceiteAlteracaoRecebimento" && l.status === 200).length;
const answerAudits = async (id: string) =>
  (
    await world.h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, "mtr.receipt_change_answered")))
  ).length;
const receivedInSystem = (m: { receipt: Record<string, unknown> | null }) =>
  ((m.receipt?.listaManifestoResiduos ?? []) as { marQuantidadeRecebida?: number }[])[0]
    ?.marQuantidadeRecebida;

describe("the generator answers the receipt the receiver altered (aceiteAlteracaoRecebimento)", () => {
  it("shows the change to the generator and the hauler; a refusal is recorded and sent once; the same answer again changes nothing; the other one is refused", async () => {
    const { w, ctr, mtr, inSystem, before } = await alteredLoad("RC1", "sigor");
    expect(before.code).toBe("CONFLICT");
    expect(before.message).toMatch(/Não há alteração de recebimento/);

    const seen = await w.client.mtr.generator.ofCtr({ ctrId: ctr.id });
    expect(seen?.receiptChange).toMatchObject({
      answerable: true,
      answer: null,
      shippedQuantityM3: 5,
      receivedQuantityM3: 4,
    });
    expect(seen?.receiptChange?.note).toMatch(/Segunda pesagem/);
    expect((await w.haulerDispatcher.mtr.hauler.ofCtr({ ctrId: ctr.id }))?.receiptChange?.answerable).toBe(
      true,
    );
    // Listed on the generator's "MTR e CDF" page, linking to the CTR.
    expect(await w.client.mtr.generator.receiptChanges()).toEqual([
      expect.objectContaining({ id: mtr.id, ctrId: ctr.id, ctrNumber: ctr.number, receivedQuantityM3: 4 }),
    ]);

    // Another generator, another hauler: the MTR does not exist for them; nothing changes.
    const other = await makeMtrWorld(world.h.db, "RC1X", "sigor");
    for (const stranger of [other.client.mtr.generator, other.haulerAdmin.mtr.hauler]) {
      const e = await failure(stranger.answerReceiptChange({ id: mtr.id, accept: false }));
      expect(e.code).toBe("NOT_FOUND");
    }
    // The receiver and the city's auditor have no such procedure.
    const receiver = await failure(
      (w.operator.mtr.generator as typeof w.client.mtr.generator).answerReceiptChange({
        id: mtr.id,
        accept: true,
      }),
    );
    expect(receiver.code).toBe("FORBIDDEN");
    const auditor = await failure(
      (w.auditor.mtr.hauler as typeof w.haulerAdmin.mtr.hauler).answerReceiptChange({
        id: mtr.id,
        accept: true,
      }),
    );
    expect(auditor.code).toBe("FORBIDDEN");
    expect((await rowOf(mtr.id)).receiptChangeAnswer).toBeNull();
    expect(answersSent("sigor")).toBe(0);
    expect(await other.client.mtr.generator.receiptChanges()).toEqual([]);

    const refused = await w.client.mtr.generator.answerReceiptChange({ id: mtr.id, accept: false });
    expect(refused.receiptChange).toMatchObject({
      answer: "refused",
      answerLabel: "recusada pelo gerador",
      answerable: false,
      answerSynced: true,
    });
    expect(inSystem.change?.answer).toBe("R");
    // Refused: the system keeps the first receipt; the CTR keeps the receiver's correction.
    expect(receivedInSystem(inSystem)).toBe(5.5);
    const [ctrRow] = await world.h.db.select().from(ctrs).where(eq(ctrs.id, ctr.id));
    expect(ctrRow?.receivedWeightT).toBe(4.8);
    expect(answersSent("sigor")).toBe(1);
    expect(await answerAudits(mtr.id)).toBe(1);
    expect(await w.client.mtr.generator.receiptChanges()).toEqual([]);
    const row = await rowOf(mtr.id);
    expect(row.receiptChangeAnsweredBy).toBe(w.users.client.id);

    // The same answer again (a second click, the hauler): nothing more sent or audited.
    await w.client.mtr.generator.answerReceiptChange({ id: mtr.id, accept: false });
    await w.haulerDispatcher.mtr.hauler.answerReceiptChange({ id: mtr.id, accept: false });
    expect(answersSent("sigor")).toBe(1);
    expect(await answerAudits(mtr.id)).toBe(1);
    // The other answer: refused in pt-BR, nothing changes.
    const flip = await failure(w.client.mtr.generator.answerReceiptChange({ id: mtr.id, accept: true }));
    expect(flip.code).toBe("CONFLICT");
    expect(flip.message).toMatch(/já foi recusada pelo gerador em \d{2}\/\d{2}\/\d{4}/);
    const after = await rowOf(mtr.id);
    expect(after.receiptChangeAnswer).toBe("refused");
    expect(after.receiptChangeAnsweredAt?.getTime()).toBe(row.receiptChangeAnsweredAt?.getTime());
    expect(inSystem.change?.answer).toBe("R");
  });

  it("the hauler answers in the generator's name only while it has the generator's consent", async () => {
    const { w, mtr, inSystem } = await alteredLoad("RC2", "feam");
    await w.client.mtr.generator.revoke({ haulerOrgId: w.hauler.id });
    const e = await failure(w.haulerAdmin.mtr.hauler.answerReceiptChange({ id: mtr.id, accept: true }));
    expect(e.code).toBe("FORBIDDEN");
    expect(e.message).toMatch(/só o gerador responde/);
    expect((await rowOf(mtr.id)).receiptChangeAnswer).toBeNull();
    expect(answersSent("feam")).toBe(0);

    await w.client.mtr.generator.grant({ haulerOrgId: w.hauler.id });
    const accepted = await w.haulerAdmin.mtr.hauler.answerReceiptChange({ id: mtr.id, accept: true });
    expect(accepted.receiptChange).toMatchObject({ answer: "accepted", answerSynced: true });
    expect(inSystem.change?.answer).toBe("A");
    expect(receivedInSystem(inSystem)).toBe(4);
  });

  it("an answer given during an outage waits in the MTR's queue and reaches the system once it is back", async () => {
    const { w, mtr, inSystem } = await alteredLoad("RC3", "inea");
    const st = world.fake.fake.state("inea");
    st.outage = true;
    let waiting: Awaited<ReturnType<typeof w.client.mtr.generator.answerReceiptChange>>;
    try {
      waiting = await w.client.mtr.generator.answerReceiptChange({ id: mtr.id, accept: true });
    } finally {
      st.outage = false;
    }
    expect(waiting.receiptChange).toMatchObject({ answer: "accepted", answerSynced: false });
    expect(waiting.lastError).toMatch(/fora do ar/);
    expect(inSystem.change?.answer).toBeNull();
    const due = (await rowOf(mtr.id)).nextAttemptAt;
    if (!due) throw new Error("the answer is not queued");
    await runDueMtrs(world.h.db, mtrDepsFromEnv(), new Date(due.getTime() + 1000));
    expect((await rowOf(mtr.id)).receiptChangeAnswerSyncedAt).not.toBeNull();
    expect(inSystem.change?.answer).toBe("A");
    expect(answersSent("inea")).toBe(1);
  });

  it("a new correction by the receiver asks the generator again", async () => {
    const { w, ctr, mtr, inSystem } = await alteredLoad("RC4", "sinir");
    await w.client.mtr.generator.answerReceiptChange({ id: mtr.id, accept: true });
    await w.operator.ctr.receiver.correctReceipt({ id: ctr.id, weightT: 5.4, reason: "Terceira pesagem" });
    const seen = await w.client.mtr.generator.ofCtr({ ctrId: ctr.id });
    expect(seen?.receiptChange).toMatchObject({ answerable: true, answer: null, receivedQuantityM3: 4.5 });
    expect(inSystem.change?.answer).toBeNull();
    await w.client.mtr.generator.answerReceiptChange({ id: mtr.id, accept: false });
    expect(inSystem.change?.answer).toBe("R");
    expect(receivedInSystem(inSystem)).toBe(4);
  });
});
