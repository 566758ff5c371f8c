import { execFileSync } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MTR_SYSTEMS, type MtrSystem } from "@/domain/mtr";
import { formatTaxId } from "@/lib/format";
import type { DbHandle } from "@/server/db/client";
import { forgetMtrTokens } from "@/server/mtr/client";
import { startFakeMtrServer } from "@/server/mtr/fake/node";
import { openStoredFile } from "@/server/services/files/files";
import { registeredUnitName } from "@/server/services/mtr/fake-registry";
import { saveStateSystem } from "@/server/services/mtr/state-systems";
import { makeMtrWorld } from "../../fixtures/mtr/world";
import { freshDatabase } from "../../helpers/db";
import { makeUser } from "../../helpers/factories";
import { today } from "../../helpers/today";
import { failure } from "../../helpers/trpc-failure";

/**
 * Issue #40, finding 8: the CDF where people look. The generator lists the CDFs covering its MTRs on
 * "MTR e CDF"; the receiver, the generator and the hauler open its PDF (`mtr.cdf`, the route
 * `/api/mtr/cdf/<id>`), no other org; and the PDF carries what a CDF carries.
 */

let h: DbHandle;
let fake: Awaited<ReturnType<typeof startFakeMtrServer>>;
let platformUserId: string;

beforeAll(async () => {
  h = await freshDatabase();
  fake = await startFakeMtrServer(0, "127.0.0.1", (system, unit) => registeredUnitName(h.db, system, unit));
  for (const s of MTR_SYSTEMS) process.env[`MTR_${s.toUpperCase()}_URL`] = fake.baseUrl(s);
  process.env.DATA_DIR = await mkdtemp(join(tmpdir(), "mtr-cdf-doc-"));
  platformUserId = (await makeUser(h.db, { isSuperadmin: true })).id;
});
afterAll(async () => {
  await fake.close();
  await h.close();
});
beforeEach(() => forgetMtrTokens());

/** A world whose load is received at the gate (6,6 t → 5,5 m³) and certified in the month's CDF. */
async function certifiedLoad(tag: string, system: MtrSystem) {
  await saveStateSystem(h.db, platformUserId, "MG", system);
  const w = await makeMtrWorld(h.db, tag, system);
  const ctr = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
  const mtr = await w.haulerDispatcher.mtr.hauler.request({ ctrId: ctr.id });
  await w.operator.ctr.receiver.receive({ id: ctr.id, weightT: 6.6, wasteClass: "A", forbiddenFound: [] });
  const [issued] = await w.operator.mtr.receiver.issueCdf({ from: today(), to: today() });
  if (issued?.status !== "issued") throw new Error("the CDF was not issued");
  const [cdf] = await w.operator.mtr.receiver.cdfs();
  if (!cdf) throw new Error("no CDF listed");
  return { w, mtr, cdf };
}

async function pdfText(found: { receiverOrgId: string; fileId: string | null }): Promise<string> {
  const file = found.fileId
    ? await openStoredFile({ orgId: found.receiverOrgId, fileId: found.fileId }, { db: h.db })
    : null;
  if (!file) throw new Error("the CDF has no PDF");
  const path = join(await mkdtemp(join(tmpdir(), "cdf-")), "cdf.pdf");
  await writeFile(path, Buffer.from(await new Response(file.body).arrayBuffer()));
  return execFileSync("pdftotext", [path, "-"]).toString("utf8").replace(/\s+/g, " ");
}

describe("the CDF's PDF carries what a CDF carries", () => {
  it("names the receiver and the generator with their CNPJs, the period, each MTR's waste, quantity and treatment, the issue date", async () => {
    const { w, mtr, cdf } = await certifiedLoad("CDFDOC1", "feam");
    const text = await pdfText(await w.client.mtr.cdf({ id: cdf.id }));
    const br = today().split("-").reverse().join("/");
    expect(text).toContain(`CDF nº ${cdf.number}`);
    expect(text).toContain("Certificado de Destinação Final - MTR-MG (FEAM)");
    expect(text).toContain(`Período: ${br} até ${br}`);
    expect(text).toContain(`Emitido em ${br}`);
    expect(text).toContain(
      `${w.receiver.legalName}, CPF/CNPJ ${formatTaxId(w.receiver.taxId)} certifica que recebeu`,
    );
    expect(text).toContain(
      `Razão Social: ${w.generator.legalName}, CPF/CNPJ ${formatTaxId(w.generator.taxId)}`,
    );
    expect(text).toContain(`MTR nº ${mtr.number}, recebido em ${br}`);
    // Class A concrete and bricks: IBAMA 170107, NBR class II B, 6,6 t over 1,2 t/m³ received, sorted at the ATT.
    expect(text).toMatch(
      /1\. 170107 - [^|]+ \/ Concreto e tijolos \| Classe II B \| 5,5 m³ \| Tecnologia: Triagem e transbordo/,
    );
    expect(text).toContain(`Manifestos incluídos: ${mtr.number}`);
    expect(text).not.toContain("não cadastrada");
  }, 60_000);
});

describe("the CDF where people look", () => {
  it("lists the CDF on the generator's 'MTR e CDF' with the MTRs it covers; another generator sees none", async () => {
    const { w, mtr, cdf } = await certifiedLoad("CDFDOC2", "sinir");
    const listed = await w.client.mtr.generator.cdfs();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: cdf.id,
      number: cdf.number,
      receiverName: w.receiver.legalName,
      systemLabel: "SINIR (MTR nacional)",
      periodFrom: today(),
      periodTo: today(),
      mtrNumbers: [mtr.number],
      hasPdf: true,
    });
    expect(listed[0]).not.toHaveProperty("fileId");
    const stranger = await makeMtrWorld(h.db, "CDFDOC2X", "sinir");
    expect(await stranger.client.mtr.generator.cdfs()).toEqual([]);
  }, 60_000);

  it("opens the PDF for the receiver that issued it, the generator and the hauler; refuses every other org", async () => {
    const { w, cdf } = await certifiedLoad("CDFDOC3", "sigor");
    for (const party of [w.operator, w.client, w.haulerDispatcher]) {
      const found = await party.mtr.cdf({ id: cdf.id });
      expect(found).toMatchObject({ id: cdf.id, number: cdf.number, receiverOrgId: w.receiver.id });
      expect(await pdfText(found)).toContain(`CDF nº ${cdf.number}`);
    }
    const other = await makeMtrWorld(h.db, "CDFDOC3X", "sigor");
    for (const stranger of [other.operator, other.client, other.haulerDispatcher]) {
      const refused = await failure(stranger.mtr.cdf({ id: cdf.id }));
      expect(refused.code).toBe("NOT_FOUND");
      expect(refused.message).toBe("CDF não encontrado(a).");
    }
    // The city's auditor has no part in MTRs: refused by role.
    expect((await failure(w.auditor.mtr.cdf({ id: cdf.id }))).code).toBe("FORBIDDEN");
  }, 60_000);
});
