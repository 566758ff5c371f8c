import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MtrSystem } from "@/domain/mtr";
import {
  auditEvents,
  ctrs,
  driverUsers,
  emailOutbox,
  jobs,
  mtrCdfs,
  mtrs,
  storedFiles,
} from "@/server/db/schema";
import { startDossier } from "@/server/services/ctr/dossier";
import { LocalDiskStorage } from "@/server/services/files/local-disk-storage";
import { runDueCdfs } from "@/server/services/mtr/cdf-worker";
import { mtrDepsFromEnv } from "@/server/services/mtr/deps";
import { saveStateSystem } from "@/server/services/mtr/state-systems";
import { runDueMtrs } from "@/server/services/mtr/worker";
import { makeMtrWorld } from "../../fixtures/mtr/world";
import { callerFor, makeMember } from "../../helpers/factories";
import { today } from "../../helpers/today";
import { failure } from "../../helpers/trpc-failure";
import { fakeMtrSystemsPerFile } from "./fake-systems";

const world = fakeMtrSystemsPerFile("mtr-after-");

const chooseSystem = (system: MtrSystem) => saveStateSystem(world.h.db, world.platformUser.id, "MG", system);

/** A world whose CTR has its MTR issued and its load confirmed at the gate (6,6 t). */
async function receivedLoad(tag: string, system: MtrSystem) {
  await chooseSystem(system);
  const w = await makeMtrWorld(world.h.db, tag, system);
  const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
  const mtr = await w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
  await w.operator.ctr.receiver.receive({ id: ctr.id, weightT: 6.6, wasteClass: "A", forbiddenFound: [] });
  return { w, ctr, mtr, inSystem: world.fake.fake.state(system).manifests.get(mtr.number as string) };
}

/** When the queued CDF is due next. */
async function nextTryOf(cdfId: string): Promise<Date> {
  const [row] = await world.h.db.select().from(mtrCdfs).where(eq(mtrCdfs.id, cdfId));
  if (!row?.nextAttemptAt) throw new Error("the CDF is not queued");
  return row.nextAttemptAt;
}

const actionsOf = async (entityId: string) =>
  (
    await world.h.db
      .select({ a: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, entityId))
  ).map((r) => r.a);

describe("the receiver corrects a received load: the MTR's receipt is altered in the system", () => {
  it("sends alteraRecebimento with the new quantity and its reason, audited on the CTR and the MTR", async () => {
    const { w, ctr, mtr, inSystem } = await receivedLoad("AR1", "sigor");
    if (!inSystem) throw new Error("manifest not in the fake");
    const waste = () =>
      (inSystem.receipt?.listaManifestoResiduos as Record<string, unknown>[] | undefined)?.[0] ??
      (inSystem.receipt as Record<string, unknown>);
    expect(waste()?.marQuantidadeRecebida).toBe(5.5);
    const alters = () =>
      world.fake.fake.state("sigor").log.filter((l) => l.route === "alteraRecebimento").length;
    expect(alters()).toBe(0);

    const fixed = await w.operator.ctr.receiver.correctReceipt({
      id: ctr.id,
      weightT: 4.8,
      reason: "Segunda pesagem na balança aferida",
    });
    expect(fixed.receivedWeightT).toBe(4.8);
    expect(alters()).toBe(1);
    // Asked as the public client types `alteraRecebimento`; the receipt waits for the generator's answer.
    const asked = inSystem.change?.body as { remObservacao: string; manifesto: Record<string, unknown> };
    const alteredWaste = (asked.manifesto.listaManifestoResiduo as Record<string, unknown>[])[0];
    expect(alteredWaste?.marQuantidadeRecebida).toBe(4);
    expect(asked.remObservacao).toMatch(/Segunda pesagem.*4,8\d* t/);
    expect(inSystem.change?.answer).toBeNull();
    expect(waste()?.marQuantidadeRecebida).toBe(5.5);
    const [row] = await world.h.db.select().from(mtrs).where(eq(mtrs.id, mtr.id));
    expect(row?.receiptChangeSyncedAt?.getTime()).toBe(row?.receiptChangeRequestedAt?.getTime());
    expect(row?.nextAttemptAt).toBeNull();
    expect(await actionsOf(ctr.id)).toContain("ctr.receipt_corrected");
    expect(await actionsOf(mtr.id)).toContain("mtr.receipt_altered");

    // The same figures again: refused, nothing sent.
    const same = await failure(
      w.operator.ctr.receiver.correctReceipt({ id: ctr.id, weightT: 4.8, reason: "Mesma pesagem" }),
    );
    expect(same.message).toMatch(/nada a corrigir/);
    expect(alters()).toBe(1);
    // Only the receiver the CTR is addressed to; only a received load.
    const other = await makeMtrWorld(world.h.db, "AR1X", "sigor");
    await expect(
      other.operator.ctr.receiver.correctReceipt({ id: ctr.id, weightT: 3, reason: "Outro receptor" }),
    ).rejects.toThrow();
    const open = await other.haulerDispatcher.ctr.hauler.issue(other.issueInput);
    const notReceived = await failure(
      other.operator.ctr.receiver.correctReceipt({ id: open.id, weightT: 3, reason: "Ainda a caminho" }),
    );
    expect(notReceived.message).toMatch(/já recebida/);
  });

  it("a correction during an outage waits in the queue and is altered when the system is back", async () => {
    const { w, ctr, mtr } = await receivedLoad("AR2", "feam");
    const st = world.fake.fake.state("feam");
    st.outage = true;
    try {
      await w.operator.ctr.receiver.correctReceipt({
        id: ctr.id,
        weightT: 7.2,
        reason: "Balança recalibrada",
      });
    } finally {
      st.outage = false;
    }
    const [waiting] = await world.h.db.select().from(mtrs).where(eq(mtrs.id, mtr.id));
    expect(waiting?.lastError).toMatch(/fora do ar/);
    const due = waiting?.nextAttemptAt;
    if (!due) throw new Error("the correction is not queued");
    await runDueMtrs(world.h.db, mtrDepsFromEnv(), new Date(due.getTime() + 1000));
    const [done] = await world.h.db.select().from(mtrs).where(eq(mtrs.id, mtr.id));
    expect(done?.lastError).toBeNull();
    expect(done?.receiptChangeSyncedAt).not.toBeNull();
    expect(st.log.filter((l) => l.route === "alteraRecebimento" && l.status === 200)).toHaveLength(1);
  });
});

describe("the CDF during an outage is queued, not refused", () => {
  it("says 'aguardando o sistema', keeps its MTRs, retries 1, 2, 4 minutes apart, then issues once and notifies", async () => {
    const { w, ctr, mtr } = await receivedLoad("CQ1", "inea");
    const st = world.fake.fake.state("inea");
    const cdfsBefore = st.cdfs.size;
    st.outage = true;
    let cdfId = "";
    try {
      const [queued] = await w.operator.mtr.receiver.issueCdf({ from: today(), to: today() });
      expect(queued?.status).toBe("queued");
      expect(queued?.number).toBeNull();
      expect(queued?.message).toMatch(/fora do ar/);
      const [listed] = await w.operator.mtr.receiver.cdfs();
      expect(listed?.statusLabel).toBe("aguardando o sistema");
      cdfId = listed?.id as string;
      // Its MTR is taken: asking again finds nothing to certify (never two CDFs for one MTR).
      const again = await failure(w.operator.mtr.receiver.issueCdf({ from: today(), to: today() }));
      expect(again.message).toMatch(/Nenhum MTR recebido e ainda sem CDF/);
      expect(await w.client.mtr.generator.ofCtr({ ctrId: ctr.id })).toMatchObject({ cdf: null });
      const gaps: number[] = [];
      for (let i = 0; i < 2; i++) {
        const at = new Date((await nextTryOf(cdfId)).getTime() + 1000);
        await runDueCdfs(world.h.db, mtrDepsFromEnv(), at);
        gaps.push(Math.round(((await nextTryOf(cdfId)).getTime() - at.getTime()) / 60_000));
      }
      expect(gaps).toEqual([2, 4]);
    } finally {
      st.outage = false;
    }
    await runDueCdfs(world.h.db, mtrDepsFromEnv(), new Date((await nextTryOf(cdfId)).getTime() + 1000));
    const [issued] = await world.h.db.select().from(mtrCdfs).where(eq(mtrCdfs.id, cdfId));
    expect(issued?.status).toBe("issued");
    expect(issued?.number).toMatch(/^\d{10}$/);
    expect(issued?.fileId).not.toBeNull();
    expect(st.cdfs.size - cdfsBefore).toBe(1);
    expect(st.cdfs.get(issued?.number as string)?.numbers).toEqual([mtr.number]);
    // A second round has nothing to do.
    await runDueCdfs(world.h.db, mtrDepsFromEnv(), new Date(Date.now() + 3_600_000));
    expect(st.cdfs.size - cdfsBefore).toBe(1);
    expect((await w.client.mtr.generator.ofCtr({ ctrId: ctr.id }))?.cdf?.number).toBe(issued?.number);
    const mail = await world.h.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `CDF ${issued?.number} emitido por ${w.receiver.legalName}`));
    expect(mail.length).toBeGreaterThan(0);
    expect((await actionsOf(cdfId)).sort()).toEqual(["mtr.cdf_issued", "mtr.cdf_queued"]);
  });

  it("a refusal by the system frees the MTRs and says why", async () => {
    const { w } = await receivedLoad("CQ2", "sinir");
    const st = world.fake.fake.state("sinir");
    // The receiver logs in as another unit: the system refuses to certify MTRs it did not receive.
    await w.operator.mtr.saveCredentials({
      system: "sinir",
      loginTaxId: "529.982.247-25",
      companyTaxId: w.receiver.taxId,
      unitCode: "999",
      password: "senha-CQ2-outra",
    });
    const refused = await failure(w.operator.mtr.receiver.issueCdf({ from: today(), to: today() }));
    expect(refused.message).toMatch(/recusou o pedido.*Nenhum CDF foi emitido/);
    const [listed] = await w.operator.mtr.receiver.cdfs();
    expect(listed?.status).toBe("failed");
    expect(await w.operator.mtr.receiver.cdfPreview({ from: today(), to: today() })).toEqual([
      expect.objectContaining({ system: "sinir", count: 1 }),
    ]);
    expect(st.log.some((l) => l.route === "emiteCDF" && l.status === 409)).toBe(true);
  });
});

describe("the call log", () => {
  it("lists each org's calls, filtered by document and outcome and dates; another org sees none", async () => {
    const { w, ctr, mtr } = await receivedLoad("CL1", "feam");
    const all = await w.haulerDispatcher.mtr.calls({});
    expect(all.some((c) => c.operation === "salvar" && c.ctrNumber === ctr.number)).toBe(true);
    const byCtr = await w.haulerDispatcher.mtr.calls({ document: ctr.number });
    expect(byCtr.length).toBeGreaterThan(0);
    expect(byCtr.every((c) => c.ctrNumber === ctr.number)).toBe(true);
    const byMtr = await w.client.mtr.calls({ document: mtr.number });
    expect(byMtr.map((c) => c.operationLabel)).toContain("emitir MTR (salvarManifestoLote)");
    expect(await w.operator.mtr.calls({ document: mtr.number })).not.toHaveLength(0);
    expect(await w.haulerDispatcher.mtr.calls({ document: mtr.number, outcome: "refused" })).toEqual([]);
    const br = today().split("-").reverse().join("/");
    expect((await w.haulerDispatcher.mtr.calls({ from: br, to: br })).length).toBe(all.length);
    const bad = await failure(w.haulerDispatcher.mtr.calls({ from: "31/02/2026" }));
    expect(bad.message).toMatch(/Data inválida/);
    const other = await makeMtrWorld(world.h.db, "CL1X", "feam");
    expect(await other.haulerDispatcher.mtr.calls({ document: ctr.number })).toEqual([]);
    expect(await other.client.mtr.calls({})).toEqual([]);
  });
});

describe("the driver asks the MTR of his own load", () => {
  it("allows the job's driver, refuses another driver", async () => {
    await chooseSystem("feam");
    const w = await makeMtrWorld(world.h.db, "DRV", "feam");
    const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const mine = await makeMember(world.h.db, w.hauler.id, "driver", "DRV Motorista 1");
    const stranger = await makeMember(world.h.db, w.hauler.id, "driver", "DRV Motorista 2");
    await world.h.db
      .insert(driverUsers)
      .values({ orgId: w.hauler.id, driverId: w.driver.id, userId: mine.id });
    const [job] = await world.h.db
      .insert(jobs)
      .values({ orgId: w.hauler.id, kind: "pick_up", date: today(), driverId: w.driver.id })
      .returning({ id: jobs.id });
    await world.h.db
      .update(ctrs)
      .set({ jobId: job?.id })
      .where(and(eq(ctrs.orgId, w.hauler.id), eq(ctrs.id, ctr.id)));
    const refused = await failure(
      callerFor(world.h.db, stranger, w.hauler.id).mtr.hauler.request({ ctrId: ctr.id }),
    );
    expect(refused.message).toMatch(/Só o motorista do serviço/);
    const issued = await callerFor(world.h.db, mine, w.hauler.id).mtr.hauler.request({ ctrId: ctr.id });
    expect(issued.status).toBe("issued");
  });
});

describe("the site dossier lists the MTRs and the CDFs", () => {
  it("prints each load's MTR number and system and the CDF covering it", async () => {
    const { w, ctr, mtr } = await receivedLoad("DOS1", "feam");
    const [cdf] = await w.operator.mtr.receiver.issueCdf({ from: today(), to: today() });
    expect(cdf?.status).toBe("issued");
    const root = await mkdtemp(join(tmpdir(), "mtr-dossie-"));
    const storage = new LocalDiskStorage(root);
    const grant = await w.client.ctr.documents.generatorGrant();
    const started = await startDossier({ ...grant, db: world.h.db }, w.site.id, { storage, tempDir: root });
    await started.done;
    const d = await w.client.ctr.documents.dossier({ id: started.id });
    const [file] = await world.h.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.orgId, w.generator.id), eq(storedFiles.id, d.fileId ?? "")));
    if (!file) throw new Error("no dossier file");
    const pdf = join(root, "d.pdf");
    await writeFile(pdf, await readFile(join(root, file.storageKey)));
    const text = execFileSync("pdftotext", [pdf, "-"]).toString("utf8").replace(/\s+/g, " ");
    expect(text).toContain("MTR E CDF (PORTARIA MMA 280/2020)");
    expect(text).toContain("CTRs com MTR: 1 de 1");
    expect(text).toContain(`CDF nº ${cdf?.number} — MTR-MG (FEAM) — ${w.receiver.legalName}`);
    expect(text).toContain(`MTRs: ${mtr.number}`);
    expect(text).toContain(ctr.number);
    expect(text).toMatch(new RegExp(`${mtr.number} MTR-MG ?\\(FEAM\\)`));
  }, 60_000);
});

describe("the platform's system per state", () => {
  it("lists the 27 states, saves a choice with before and after in the audit, refuses an unknown UF", async () => {
    const platform = callerFor(world.h.db, world.platformUser);
    const states = await platform.mtr.platform.stateSystems();
    expect(states).toHaveLength(27);
    await platform.mtr.platform.saveStateSystem({ uf: "pb", system: "inea" });
    const pb = (await platform.mtr.platform.stateSystems()).find((s) => s.uf === "PB");
    expect(pb).toMatchObject({ system: "inea", overridden: true, defaultSystem: "sinir" });
    await platform.mtr.platform.saveStateSystem({ uf: "PB", system: null });
    expect((await platform.mtr.platform.stateSystems()).find((s) => s.uf === "PB")?.overridden).toBe(false);
    const saved = await world.h.db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "mtr.state_system_saved"), eq(auditEvents.entityId, "PB")));
    expect(saved).toEqual(
      expect.arrayContaining([
        { before: { uf: "PB", system: null }, after: { uf: "PB", system: "inea" } },
        { before: { uf: "PB", system: "inea" }, after: { uf: "PB", system: null } },
      ]),
    );
    const bad = await failure(platform.mtr.platform.saveStateSystem({ uf: "XX", system: "sinir" }));
    expect(bad.message).toMatch(/UF desconhecida/);
  });
});
