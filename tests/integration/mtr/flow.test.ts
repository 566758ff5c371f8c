import { execFileSync } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MTR_SYSTEMS, type MtrSystem } from "@/domain/mtr";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, emailOutbox, mtrCalls, mtrCredentials, mtrs } from "@/server/db/schema";
import { forgetMtrTokens } from "@/server/mtr/client";
import { startFakeMtrServer } from "@/server/mtr/fake/node";
import { renderCtrPdf } from "@/server/pdf/ctr/render";
import { mtrDepsFromEnv } from "@/server/services/mtr/deps";
import { openMtrPdf } from "@/server/services/mtr/files";
import { saveStateSystem } from "@/server/services/mtr/state-systems";
import { runDueMtrs } from "@/server/services/mtr/worker";
import { makeMtrWorld } from "../../fixtures/mtr/world";
import { freshDatabase } from "../../helpers/db";
import { makeUser } from "../../helpers/factories";
import { today } from "../../helpers/today";
import { failure } from "../../helpers/trpc-failure";

let h: DbHandle;
let fake: Awaited<ReturnType<typeof startFakeMtrServer>>;
let platformUser: { id: string };

beforeAll(async () => {
  h = await freshDatabase();
  fake = await startFakeMtrServer();
  for (const s of MTR_SYSTEMS) process.env[`MTR_${s.toUpperCase()}_URL`] = fake.baseUrl(s);
  process.env.MTR_TIMEOUT_MS = "400";
  process.env.DATA_DIR = await mkdtemp(join(tmpdir(), "mtr-flow-"));
  platformUser = await makeUser(h.db, { isSuperadmin: true });
});
afterAll(async () => {
  await fake.close();
  await h.close();
});
beforeEach(() => forgetMtrTokens());

/** The origin (Juiz de Fora, MG) follows `system` by the platform's setting for MG. */
const useSystem = (system: MtrSystem) => saveStateSystem(h.db, platformUser.id, "MG", system);
const rowOf = async (id: string) => {
  const [row] = await h.db.select().from(mtrs).where(eq(mtrs.id, id));
  if (!row) throw new Error("no mtr");
  return row;
};
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe.each(MTR_SYSTEMS)("one trip record, both documents — %s", (system) => {
  it("issues the MTR from the CTR, confirms its receipt from the gate, certifies it and lands the CDF with the generator", async () => {
    await useSystem(system);
    const tag = `F${system}`;
    const w = await makeMtrWorld(h.db, tag, system, { unitBase: MTR_SYSTEMS.indexOf(system) * 1000 });
    const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const mtr = await w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
    expect(mtr.status).toBe("issued");
    expect(mtr.system).toBe(system);
    expect(mtr.number).toMatch(/^\d{11}$/);
    expect(mtr.ibamaCode).toBe("170107");
    expect(mtr.hasPdf).toBe(true);
    // Asked again: the same MTR, never a second manifest.
    const again = await w.haulerAdmin.mtr.hauler.request({ ctrId: ctr.id });
    expect(again.number).toBe(mtr.number);
    const inSystem = fake.fake.state(system).manifests.get(mtr.number as string);
    if (!inSystem) throw new Error("manifest not in the fake");
    expect(inSystem.generator.unitCode).toBe(String(MTR_SYSTEMS.indexOf(system) * 1000 + 100));
    expect(inSystem?.body.placaVeiculo).toBe("ABC1D23");
    expect((inSystem.body.listaManifestoResiduos as { marQuantidade: number }[])[0]?.marQuantidade).toBe(5);

    await w.operator.ctr.receiver.receive({ id: ctr.id, weightT: 6.6, wasteClass: "A", forbiddenFound: [] });
    const received = await w.client.mtr.generator.ofCtr({ ctrId: ctr.id });
    expect(received?.status).toBe("received");
    expect(inSystem?.situation).toBe("Recebido");
    const receiptWaste = (
      inSystem.receipt?.listaManifestoResiduos as Record<string, unknown>[] | undefined
    )?.[0];
    expect(receiptWaste?.marQuantidadeRecebida).toBe(5.5);
    expect(receiptWaste?.marJustificativa).toMatch(/6,6\d* t/);

    const preview = await w.operator.mtr.receiver.cdfPreview({ from: today(), to: today() });
    expect(preview).toEqual([expect.objectContaining({ system, count: 1 })]);
    const [cdf] = await w.operator.mtr.receiver.issueCdf({ from: today(), to: today() });
    expect(cdf?.count).toBe(1);
    const forGenerator = await w.client.mtr.generator.ofCtr({ ctrId: ctr.id });
    expect(forGenerator?.cdf?.number).toBe(cdf?.number);
    const mail = await h.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `CDF ${cdf?.number} emitido por ${w.receiver.legalName}`));
    expect(mail.length).toBeGreaterThan(0);

    const actions = (
      await h.db.select({ a: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entityId, mtr.id))
    ).map((r) => r.a);
    expect(actions.sort()).toEqual(["mtr.issued", "mtr.received", "mtr.requested"]);
    const calls = await h.db.select().from(mtrCalls).where(eq(mtrCalls.mtrId, mtr.id));
    expect(calls.map((c) => c.operation)).toEqual(
      expect.arrayContaining(["salvar", "pdfManifesto", "receber"]),
    );
  });
});

describe("the MTR on the CTR", () => {
  it("prints the MTR's number and system on every via, and keeps the system's PDF", async () => {
    await useSystem("feam");
    const w = await makeMtrWorld(h.db, "PDF", "feam");
    const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const mtr = await w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
    const pdf = await renderCtrPdf(ctr, "http://localhost/verificar/x", {}, mtr);
    const file = join(process.env.DATA_DIR as string, "ctr-mtr.pdf");
    await writeFile(file, pdf);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
    expect(text.split(`Nº ${mtr.number} — MTR-MG (FEAM) (emitido)`)).toHaveLength(4);
    const kept = await openMtrPdf(w.hauler.id, ctr.id, "mtr", h.db);
    expect(kept?.name).toBe(`MTR-${mtr.number}.pdf`);
  });
});

describe("what the hauler must have first", () => {
  it("refuses without the generator's consent, names who lacks credentials, and nothing is written", async () => {
    await useSystem("sinir");
    const w = await makeMtrWorld(h.db, "P1", "sinir", { consent: false });
    const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const noConsent = await failure(w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id }));
    expect(noConsent.code).toBe("PRECONDITION_FAILED");
    expect(noConsent.message).toMatch(/ainda não autorizou .*Portaria MMA 280\/2020/);
    await w.client.mtr.generator.grant({ haulerOrgId: w.hauler.id });
    await w.operator.mtr.removeCredentials({ system: "sinir" });
    const noReceiver = await failure(w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id }));
    expect(noReceiver.message).toMatch(/P1 ATT \(destinador\) ainda não cadastrou seu acesso ao SINIR/);
    expect(await h.db.select().from(mtrs).where(eq(mtrs.ctrId, ctr.id))).toHaveLength(0);
    const consents = await w.client.mtr.generator.revoke({ haulerOrgId: w.hauler.id });
    expect(consents[0]?.granted).toBe(false);
    const revoked = (
      await h.db
        .select({ a: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.orgId, w.generator.id))
    ).map((r) => r.a);
    expect(revoked).toEqual(
      expect.arrayContaining(["mtr.consent_granted", "mtr.consent_revoked", "mtr.credentials_saved"]),
    );
  });

  it("keeps passwords sealed and never shows them back", async () => {
    const w = await makeMtrWorld(h.db, "P2", "sinir");
    const listed = await w.client.mtr.credentials();
    expect(JSON.stringify(listed)).not.toContain("senha-P2");
    const [row] = await h.db.select().from(mtrCredentials).where(eq(mtrCredentials.orgId, w.generator.id));
    expect(row?.passwordSealed).toMatch(/^v1\./);
    expect(row?.passwordSealed).not.toContain("senha-P2");
  });

  it("another hauler cannot ask an MTR for this CTR", async () => {
    const w = await makeMtrWorld(h.db, "P3", "sinir");
    const other = await makeMtrWorld(h.db, "P3b", "sinir");
    const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    expect((await failure(other.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id }))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("uses the hauler's own IBAMA code for a material, and the state's system the platform chose", async () => {
    await useSystem("inea");
    const w = await makeMtrWorld(h.db, "P4", "inea");
    await w.haulerAdmin.mtr.hauler.saveWasteCode({
      wasteClass: "A",
      material: "Tijolos",
      ibamaCode: "170904",
      nbrClass: "IIA",
    });
    const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const mtr = await w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
    expect(mtr.system).toBe("inea");
    expect(mtr.ibamaCode).toBe("170904");
  });
});

describe("a token serves only the credentials that asked for it (issue #42, finding 2)", () => {
  it("another org typing a victim's login and unit with a wrong password gets no MTR on the victim's token", async () => {
    await useSystem("feam");
    const victim = await makeMtrWorld(h.db, "TKV", "feam", { unitBase: 7000 });
    const issued = await victim.haulerDispatcher.mtr.hauler.request({
      ctrId: (await victim.haulerDispatcher.ctr.hauler.issue(victim.issueInput)).id,
    });
    expect(issued.status).toBe("issued");

    const attacker = await makeMtrWorld(h.db, "TKA", "feam", { unitBase: 8000 });
    await attacker.client.mtr.saveCredentials({
      system: "feam",
      loginTaxId: "52998224725",
      companyTaxId: victim.generator.taxId,
      unitCode: "7100",
      password: "errada-chute-qualquer",
    });
    const before = fake.fake.state("feam").manifests.size;
    for (let i = 0; i < 3; i++) {
      const ctr = await attacker.haulerDispatcher.ctr.hauler.issue(attacker.issueInput);
      const refused = await attacker.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
      expect(refused.status).toBe("failed");
      expect(refused.lastError).toMatch(/recusou o acesso/);
    }
    expect(fake.fake.state("feam").manifests.size).toBe(before);

    // The victim's own token still serves the victim.
    const next = await victim.haulerDispatcher.mtr.hauler.request({
      ctrId: (await victim.haulerDispatcher.ctr.hauler.issue(victim.issueInput)).id,
    });
    expect(next.status).toBe("issued");
  });
});

describe("nothing lost, nothing twice", () => {
  it("an outage queues the MTR ('aguardando o sistema'), the CTR stands, and the worker retries 1, 2, 4, 8 minutes apart", async () => {
    await useSystem("sinir");
    const w = await makeMtrWorld(h.db, "Q1", "sinir");
    const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    fake.fake.state("sinir").outage = true;
    try {
      const queued = await w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
      expect(queued.status).toBe("queued");
      expect(queued.statusLabel).toBe("aguardando o sistema");
      expect(queued.lastError).toMatch(/fora do ar .*reenviado automaticamente/);
      expect((await w.haulerDispatcher.ctr.hauler.get({ id: ctr.id })).status).toBe("issued");
      const gaps: number[] = [];
      let at = new Date();
      for (let i = 0; i < 3; i++) {
        const before = await rowOf(queued.id);
        at = new Date((before.nextAttemptAt as Date).getTime() + 1000);
        await runDueMtrs(h.db, mtrDepsFromEnv(), at);
        const after = await rowOf(queued.id);
        gaps.push(Math.round(((after.nextAttemptAt as Date).getTime() - at.getTime()) / 60_000));
      }
      expect(gaps).toEqual([2, 4, 8]);
    } finally {
      fake.fake.state("sinir").outage = false;
    }
    const before = await rowOf((await w.haulerDispatcher.mtr.hauler.ofCtr({ ctrId: ctr.id }))?.id as string);
    await runDueMtrs(h.db, mtrDepsFromEnv(), new Date((before.nextAttemptAt as Date).getTime() + 1000));
    const done = await w.haulerDispatcher.mtr.hauler.ofCtr({ ctrId: ctr.id });
    expect(done?.status).toBe("issued");
    expect(done?.lastError).toBeNull();
  });

  it("a timeout is resolved by retornaManifesto before any retry: one manifest in the system", async () => {
    await useSystem("sigor");
    const w = await makeMtrWorld(h.db, "Q2", "sigor");
    const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const st = fake.fake.state("sigor");
    const savesBefore = st.log.filter((l) => l.route === "salvarManifestoLote").length;
    st.slow.set("salvarManifestoLote", { ms: 900, times: 1 });
    const pending = await w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
    expect(pending.status).toBe("queued");
    expect(pending.lastError).toMatch(/não respondeu a tempo/);
    expect((await rowOf(pending.id)).uncertain).toBe(true);
    await new Promise((r) => setTimeout(r, 700));
    await runDueMtrs(h.db, mtrDepsFromEnv(), minutes(2));
    const done = await rowOf(pending.id);
    expect(done.status).toBe("issued");
    expect(done.uncertain).toBe(false);
    const saves = st.log.filter((l) => l.route === "salvarManifestoLote").length - savesBefore;
    expect(saves).toBe(1);
    expect(st.log.some((l) => l.route === "retornaManifestoSeuCodigo")).toBe(true);
    expect([...st.manifests.values()].filter((m) => m.ourCode === done.ourCode)).toHaveLength(1);
  });

  it("cancelling the CTR cancels its MTR in the system", async () => {
    await useSystem("feam");
    const w = await makeMtrWorld(h.db, "Q3", "feam");
    const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const mtr = await w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
    await w.haulerDispatcher.ctr.hauler.cancel({ id: ctr.id, reason: "Cliente desistiu" });
    expect((await w.haulerDispatcher.mtr.hauler.ofCtr({ ctrId: ctr.id }))?.status).toBe("cancelled");
    expect(fake.fake.state("feam").manifests.get(mtr.number as string)?.situation).toBe("Cancelado");
  });

  it("a refusal stops with what to fix; after the fix, 'Tentar de novo' issues it", async () => {
    await useSystem("sinir");
    const w = await makeMtrWorld(h.db, "Q4", "sinir");
    await w.client.mtr.saveCredentials({
      system: "sinir",
      loginTaxId: "52998224725",
      companyTaxId: w.generator.taxId,
      unitCode: "100",
      password: "errada",
    });
    const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const failed = await w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toMatch(/recusou o acesso .*Credenciais.*Tentar de novo/);
    await w.client.mtr.saveCredentials({
      system: "sinir",
      loginTaxId: "52998224725",
      companyTaxId: w.generator.taxId,
      unitCode: "100",
      password: "certa",
    });
    forgetMtrTokens();
    const retried = await w.haulerDispatcher.mtr.hauler.retry({ id: failed.id });
    expect(retried.status).toBe("issued");
  });

  it("the lookup lists are cached: a second MTR asks none of them again", async () => {
    await useSystem("sinir");
    const w = await makeMtrWorld(h.db, "Q5", "sinir");
    const st = fake.fake.state("sinir");
    const a = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    await w.haulerDispatcher.mtr.hauler.request({ ctrId: a.id });
    const lists = () => st.log.filter((l) => l.route.startsWith("retornaLista")).length;
    const before = lists();
    const b = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    await w.haulerDispatcher.mtr.hauler.request({ ctrId: b.id });
    expect(lists()).toBe(before);
    const rows = await h.db
      .select()
      .from(mtrs)
      .where(and(eq(mtrs.orgId, w.hauler.id)));
    expect(rows).toHaveLength(2);
  });
});
