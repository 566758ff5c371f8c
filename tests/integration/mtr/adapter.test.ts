import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MTR_SYSTEMS, type MtrSystem } from "@/domain/mtr";
import { type MtrCallRecord, MtrClient } from "@/server/mtr/client";
import { MtrCallError } from "@/server/mtr/errors";
import { startFakeMtrServer } from "@/server/mtr/fake/node";
import type { ManifestRequest, MtrLogin } from "@/server/mtr/protocol";

let fake: Awaited<ReturnType<typeof startFakeMtrServer>>;
const calls: MtrCallRecord[] = [];
let client: MtrClient;

beforeAll(async () => {
  fake = await startFakeMtrServer();
  client = new MtrClient({ baseUrl: fake.baseUrl, timeoutMs: 400, onCall: (c) => calls.push(c) });
});
afterAll(() => fake.close());

const login = (system: MtrSystem, unitCode: string, taxId: string): MtrLogin => ({
  orgId: "adapter-test-org",
  system,
  loginTaxId: "52998224725",
  password: "senha-do-teste",
  companyTaxId: taxId,
  unitCode,
});

function manifest(ourCode: string, gen: MtrLogin): ManifestRequest {
  return {
    ourCode,
    generator: { taxId: gen.companyTaxId, unitCode: gen.unitCode },
    transporter: { taxId: "11444777000161", unitCode: "200" },
    receiver: { taxId: "11222333000181", unitCode: "300" },
    responsibleName: "Responsável da obra",
    driverName: "João Motorista",
    plate: "ABC-1D23",
    shippedAt: new Date(),
    notes: "CTR 2026/000001",
    wastes: [
      {
        ibamaCode: "170107",
        quantity: 5,
        unitCode: 20,
        classCode: 3,
        physicalStateCode: 1,
        packagingCode: 1,
        treatmentCode: 9,
        density: 1.2,
        description: "Entulho classe A",
        internalCode: "A",
      },
    ],
  };
}

describe.each(MTR_SYSTEMS)("the %s variant", (system) => {
  const gen = login(system, "100", "33000167000101");
  const rec = login(system, "300", "11222333000181");

  it("issues, finds (by our code in SIGOR, in the day's listing in FEAM and INEA), prints, receives, alters and certifies an MTR", async () => {
    const { number } = await client.saveManifest(gen, manifest(`ours-${system}-1`, gen));
    expect(number).toMatch(/^\d{11}$/);
    const saved = {
      number,
      situation: "salvo",
      receiverUnit: "300",
      transporterUnit: "200",
      plate: "ABC1D23",
      wastes: [{ ibamaCode: "170107", quantity: 5 }],
    };
    expect(await client.findManifest(gen, { number })).toEqual(saved);
    // Only SIGOR documents retornaManifestoSeuCodigo: elsewhere the route is unknown (404 → not found).
    expect(await client.findManifest(gen, { ourCode: `ours-${system}-1` })).toEqual(
      system === "sigor" ? saved : null,
    );
    expect(await client.findManifest(gen, { ourCode: `nunca-${system}` })).toBeNull();
    if (system === "feam" || system === "inea") {
      expect(await client.listManifestCodes(gen, new Date(), new Date())).toContain(number);
      const lastYear = new Date(Date.now() - 366 * 86400000);
      expect(await client.listManifestCodes(gen, lastYear, lastYear)).not.toContain(number);
    }
    const pdf = await client.downloadManifest(gen, number);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    await client.receiveManifest(rec, {
      number,
      receivedAt: new Date(),
      driverName: "João Motorista",
      plate: "ABC1D23",
      responsibleName: "Operador",
      notes: "",
      wastes: manifest("x", gen).wastes.map((w) => ({
        ...w,
        receivedQuantity: 5.5,
        justification: "pesado",
      })),
    });
    expect((await client.findManifest(rec, { number }))?.situation).toBe("recebido");
    const change = {
      number,
      receivedAt: new Date(),
      driverName: "João Motorista",
      plate: "ABC1D23",
      responsibleName: "Operador",
      notes: "Segunda pesagem",
      wastes: manifest("x", gen).wastes.map((w) => ({ ...w, receivedQuantity: 4, justification: "" })),
    };
    await client.changeReceipt(rec, change);
    const inSystem = fake.fake.state(system).manifests.get(number);
    expect(inSystem?.change?.answer).toBeNull();
    // The generator accepts; the same answer again is answered the same; the other one is refused.
    await client.answerReceiptChange(gen, number, "A");
    await client.answerReceiptChange(gen, number, "A");
    const other = await client.answerReceiptChange(gen, number, "R").catch((x: unknown) => x);
    expect((other as MtrCallError).kind).toBe("refused");
    expect(
      ((inSystem?.receipt?.listaManifestoResiduos ?? []) as { marQuantidadeRecebida: number }[])[0]
        ?.marQuantidadeRecebida,
    ).toBe(4);
    // Only the generator answers.
    const byReceiver = await client.answerReceiptChange(rec, number, "A").catch((x: unknown) => x);
    expect((byReceiver as MtrCallError).kind).toBe("refused");
    const cdf = await client.issueCdf(rec, {
      receiver: { taxId: rec.companyTaxId, unitCode: rec.unitCode },
      from: new Date(Date.now() - 86400000),
      to: new Date(),
      responsibleName: "Operador",
      numbers: [number],
      notes: "",
    });
    const cdfPdf = await client.downloadCdf(rec, cdf.number);
    expect(cdfPdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("reads the lookup lists in the system's own field names", async () => {
    const units = await client.lookupList(gen, "unidade");
    expect(units.find((u) => u.sigla === "m³")?.code).toBe("20");
    const treatments = await client.lookupList(gen, "tratamento");
    expect(treatments.some((t) => /reciclagem/i.test(t.label))).toBe(true);
    const codes = await client.lookupList(gen, "residuo");
    expect(codes.some((c) => c.code === "170904")).toBe(true);
  });

  it("refuses a manifest with the system's reason in pt-BR", async () => {
    const bad = manifest(`ours-${system}-bad`, gen);
    bad.wastes = bad.wastes.map((w) => ({ ...w, density: null }));
    const e = await client.saveManifest(gen, bad).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(MtrCallError);
    expect((e as MtrCallError).kind).toBe("refused");
    expect((e as MtrCallError).message).toMatch(/recusou o pedido: .*densidade/);
  });

  it("refuses wrong credentials as an access problem to fix", async () => {
    const e = await client
      .lookupList({ ...gen, password: "errada", unitCode: "999" }, "classe")
      .catch((x: unknown) => x);
    expect((e as MtrCallError).kind).toBe("auth");
    expect((e as MtrCallError).message).toMatch(/Credenciais/);
  });

  it("an outage is 'unavailable', a slow answer a 'timeout' on a manifest that was saved", async () => {
    fake.fake.state(system).outage = true;
    const down = await client
      .saveManifest(gen, manifest(`ours-${system}-down`, gen))
      .catch((x: unknown) => x);
    expect((down as MtrCallError).kind).toBe("unavailable");
    fake.fake.state(system).outage = false;
    fake.fake.state(system).slow.set("salvarManifestoLote", { ms: 900, times: 1 });
    const slow = await client
      .saveManifest(gen, manifest(`ours-${system}-slow`, gen))
      .catch((x: unknown) => x);
    expect((slow as MtrCallError).kind).toBe("timeout");
    await new Promise((r) => setTimeout(r, 700));
    const kept = [...fake.fake.state(system).manifests.values()].find(
      (m) => m.ourCode === `ours-${system}-slow`,
    );
    expect(kept?.situation).toBe("Salvo");
    if (system === "sigor")
      expect((await client.findManifest(gen, { ourCode: `ours-${system}-slow` }))?.number).toBe(kept?.number);
    if (system === "feam" || system === "inea")
      expect(await client.listManifestCodes(gen, new Date(), new Date())).toContain(kept?.number);
  });
});

describe("each system's quirks", () => {
  it("an expired token is asked again once, transparently (SINIR)", async () => {
    const gen = login("sinir", "101", "33000167000101");
    await client.lookupList(gen, "classe");
    fake.fake.state("sinir").tokens.clear();
    const before = fake.fake.state("sinir").log.filter((l) => l.route === "gettoken").length;
    await client.lookupList(gen, "classe");
    const after = fake.fake.state("sinir").log.filter((l) => l.route === "gettoken").length;
    expect(after - before).toBe(1);
  });

  it("FEAM refuses a call without its chave_feam header, and an unregistered client address", async () => {
    const tokenRes = await fetch(`${fake.url}/feam/gettoken`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        pessoaCodigo: 5,
        pessoaCnpj: "33000167000101",
        usuarioCpf: "52998224725",
        senha: "x",
      }),
    });
    const { token, chave } = (await tokenRes.json()) as { token: string; chave: string };
    const without = await fetch(`${fake.url}/feam/retornaListaClasse`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(without.status).toBe(401);
    const withKey = await fetch(`${fake.url}/feam/retornaListaClasse`, {
      headers: { authorization: `Bearer ${token}`, chave_feam: chave },
    });
    expect(withKey.status).toBe(200);
    fake.fake.state("feam").allowedAddresses.clear();
    const e = await client
      .lookupList(login("feam", "5", "33000167000101"), "classe")
      .catch((x: unknown) => x);
    expect((e as MtrCallError).message).toMatch(/IP .* não cadastrado/);
    fake.fake.state("feam").allowedAddresses.add("127.0.0.1").add("::ffff:127.0.0.1");
  });

  it("INEA takes the credentials in the path and gives no token", async () => {
    const before = fake.fake.state("inea").log.length;
    await client.lookupList(login("inea", "7", "33000167000101"), "classe");
    const routes = fake.fake
      .state("inea")
      .log.slice(before)
      .map((l) => l.route);
    expect(routes).toEqual(["retornaListaClasse"]);
  });

  it("every call is recorded without secrets", () => {
    expect(calls.length).toBeGreaterThan(20);
    expect(JSON.stringify(calls)).not.toMatch(/senha-do-teste/);
  });
});
