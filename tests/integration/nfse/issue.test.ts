import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, invoices, nfseDocuments, nfseSettings } from "@/server/db/schema";
import { nfseEndpoints } from "@/server/services/nfse/config";
import { makeA1 } from "@/server/services/nfse/fake/pki";
import { errorsOf, sefin } from "@/server/services/nfse/sefin-client";
import { signEnveloped } from "@/server/services/nfse/signature";
import { validateAgainst } from "@/server/services/nfse/xsd";
import { invoiceReadyForNfse, useNfseTestBed } from "./world";

describe("NFS-e Nacional from an issued invoice, against the local Sefin/ADN over mutual TLS", () => {
  const bed = useNfseTestBed();

  const docRows = (orgId: string, invoiceId: string) =>
    bed.h.db
      .select()
      .from(nfseDocuments)
      .where(and(eq(nfseDocuments.orgId, orgId), eq(nfseDocuments.invoiceId, invoiceId)));

  it("the admin's certificate: refused in pt-BR when expired, A3, of another CNPJ or with a wrong password; kept sealed, shown without the key", async () => {
    const { w, a1 } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    const upload = (pfx: Buffer, password: string) =>
      w.as.admin.nfse.uploadCertificate({ fileBase64: pfx.toString("base64"), password });
    const cnpj = w.hauler.taxId;
    await expect(
      upload(makeA1(bed.ca, { cnpj, holder: "X", validDays: -1 }).pfx, "senha-teste"),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/vencido/),
    });
    await expect(
      upload(makeA1(bed.ca, { cnpj, holder: "X", kind: "A3" }).pfx, "senha-teste"),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/não é um certificado A1/),
    });
    await expect(
      upload(makeA1(bed.ca, { cnpj: "11222333000181", holder: "X" }).pfx, "senha-teste"),
    ).rejects.toMatchObject({ message: expect.stringMatching(/outro CNPJ/) });
    await expect(upload(a1.pfx, "errada")).rejects.toMatchObject({ message: expect.stringMatching(/senha/) });
    await expect(upload(Buffer.from("não é pfx"), "x")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      w.as.dispatcher.nfse.uploadCertificate({
        fileBase64: a1.pfx.toString("base64"),
        password: a1.password,
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const shown = await w.as.admin.nfse.settings();
    expect(shown.certificate).toMatchObject({ cnpj, holder: w.hauler.legalName, warning: null });
    expect(JSON.stringify(shown)).not.toMatch(/PRIVATE KEY|BEGIN CERTIFICATE/);
    const [row] = await bed.h.db.select().from(nfseSettings).where(eq(nfseSettings.orgId, w.hauler.id));
    expect(row?.certCiphertext).toMatch(/^v1\./);
    expect(row?.certCiphertext).not.toMatch(/PRIVATE KEY/);
  });

  it("one click: signed, stored, sent, authorised; the note shows to the hauler and the client; a second click makes no second note", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    const note = await w.as.dispatcher.nfse.issue({ invoiceId });
    expect(note).toMatchObject({ status: "authorised", number: 1, series: "1", problems: [] });
    expect(note.accessKey).toMatch(/^\d{50}$/);
    expect(bed.fake.notes.get(note.accessKey ?? "")?.dpsId).toBe(note.dpsId);
    const [row] = await docRows(w.hauler.id, invoiceId);
    expect(row?.signedXml.startsWith('<?xml version="1.0" encoding="UTF-8"?><DPS')).toBe(true);
    expect(row?.nfseXml).toContain(`<nNFSe>${row?.nfseNumber}</nNFSe>`);
    expect((await w.as.client.invoicing.get({ id: invoiceId })).nfse.map((n) => n.accessKey)).toEqual([
      note.accessKey,
    ]);
    const told = await bed.h.db.select().from(emailOutbox).where(eq(emailOutbox.to, w.users.client.email));
    expect(told.map((m) => m.subject)).toContain(
      `NFS-e nº ${note.nfseNumber} da fatura nº 1 de ${w.hauler.legalName}`,
    );
    expect(told.find((m) => m.subject.startsWith("NFS-e"))?.text).toContain(`/faturas/${invoiceId}`);
    const again = await w.as.admin.nfse.issue({ invoiceId });
    expect(again.accessKey).toBe(note.accessKey);
    expect((await docRows(w.hauler.id, invoiceId)).length).toBe(1);
    await expect(w.as.client.nfse.issue({ invoiceId })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  for (const o of [
    { client: "company", simples: "none" },
    { client: "person", simples: "none" },
    { client: "company", simples: "me_epp" },
    { client: "person", simples: "mei" },
  ] as const)
    it(`XSD-valid DPS accepted for a ${o.client === "person" ? "CPF" : "CNPJ"} client, regime ${o.simples}`, async () => {
      const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca, o);
      const note = await w.as.admin.nfse.issue({ invoiceId });
      expect(note.status).toBe("authorised");
      const sent = bed.fake.notes.get(note.accessKey ?? "")?.dpsXml ?? "";
      expect((await validateAgainst("DPS_v1.01.xsd", sent)).errors).toEqual([]);
      expect(sent).toContain(o.client === "person" ? "<toma><CPF>" : "<toma><CNPJ>");
      expect(sent).toContain(`<opSimpNac>${{ none: 1, mei: 2, me_epp: 3 }[o.simples]}</opSimpNac>`);
      expect(sent).toContain(
        "<locPrest><cLocPrestacao>3136702</cLocPrestacao></locPrest><cServ><cTribNac>070901</cTribNac>",
      );
    });

  it("the bed.fake refuses a tampered signature, a ds: prefix, a missing declaration and another certificate on the connection", async () => {
    const { w, a1, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    await w.as.admin.nfse.issue({ invoiceId });
    const [row] = await docRows(w.hauler.id, invoiceId);
    const signed = row?.signedXml ?? "";
    const me = { keyPem: a1.keyPem, certPem: a1.certPem };
    const endpoints = nfseEndpoints("restricted");
    const codeOf = async (xml: string, identity = me) => {
      const answer = await sefin.sendDps(endpoints, identity, xml);
      return answer.kind === "answer" ? [answer.status, errorsOf(answer.body)[0]?.code] : [0, answer.reason];
    };
    const fresh = signed.replace(/<nDPS>\d+<\/nDPS>/, "<nDPS>999</nDPS>");
    expect(await codeOf(fresh)).toEqual([400, "E0714"]);
    expect(await codeOf(signed.replace(/<(\/?)Signature/g, "<$1ds:Signature"))).toEqual([400, "E1228"]);
    expect(await codeOf(signed.replace(/^<\?xml[^>]*>/, ""))).toEqual([400, "E1229"]);
    expect(await codeOf(signed)).toEqual([400, "E0014"]);
    const other = makeA1(bed.ca, { cnpj: w.hauler.taxId, holder: "Outro" });
    expect(await codeOf(signed, { keyPem: other.keyPem, certPem: other.certPem })).toEqual([403, "E0718"]);
    const unsigned = signEnveloped(
      signed.replace(/<Signature[\s\S]*<\/Signature>/, "").replace(/<nDPS>\d+/, "<nDPS>998"),
      "infDPS",
      me.keyPem,
      me.certPem,
    );
    expect((await codeOf(unsigned))[0]).toBe(400);
  });

  it("connection dropped after authorising, then a 503: em verificação; the next attempt asks GET /dps and keeps the one note", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    bed.fake.dropAfterAuthorising(1);
    const first = await w.as.admin.nfse.issue({ invoiceId });
    expect(first).toMatchObject({ status: "verifying", statusLabel: "em verificação", accessKey: null });
    const made = [...bed.fake.notes.values()].filter((n) => n.dpsId === first.dpsId);
    expect(made).toHaveLength(1);
    bed.fake.failNext(1);
    expect((await w.as.admin.nfse.issue({ invoiceId })).status).toBe("verifying");
    const before = bed.fake.requests.length;
    const second = await w.as.admin.nfse.issue({ invoiceId });
    expect(second).toMatchObject({ status: "authorised", accessKey: made[0]?.accessKey });
    expect(bed.fake.requests.slice(before)).toEqual([
      `GET /SefinNacional/dps/${first.dpsId}`,
      `GET /SefinNacional/nfse/${made[0]?.accessKey}`,
      // The official DANFSe, kept once the note is authorised.
      `GET /danfse/${made[0]?.accessKey}`,
    ]);
    expect([...bed.fake.notes.values()].filter((n) => n.dpsId === first.dpsId)).toHaveLength(1);
    expect(await docRows(w.hauler.id, invoiceId)).toHaveLength(1);
  });

  it("a rejection shows the field to fix in pt-BR, the invoice stays issued; fixed, the same DPS number is sent again", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    const settings = await w.as.admin.nfse.settings();
    await w.as.admin.nfse.saveSettings({
      ...settings,
      simples: "none",
      nextNumber: settings.nextNumber,
      defaultTribNac: "123456",
    });
    const refused = await w.as.admin.nfse.issue({ invoiceId });
    expect(refused.status).toBe("rejected");
    expect(refused.problems[0]).toMatch(
      /^Código de tributação nacional \(tabela de preços\): .*070901.*\(código E0310 da Sefin Nacional: “O código de tributação nacional informado não existe .*”\)$/,
    );
    const [invoice] = await bed.h.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.status).toBe("issued");
    await w.as.admin.nfse.saveSettings({
      ...settings,
      nextNumber: settings.nextNumber + 1,
      defaultTribNac: "070901",
    });
    const ok = await w.as.admin.nfse.issue({ invoiceId });
    expect(ok).toMatchObject({ status: "authorised", number: refused.number, dpsId: refused.dpsId });
  });

  it("the hauler sets the service code per price row: the order quoted on that row gets it on its DPS", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    const [row] = (await w.as.admin.pricing.table()).rows;
    if (!row) throw new Error("no price row");
    await expect(
      w.as.admin.nfse.setPriceRowCode({ priceRowId: row.id, tribNac: "7.09" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/6 dígitos/),
    });
    await expect(
      w.as.dispatcher.nfse.setPriceRowCode({ priceRowId: row.id, tribNac: "071001" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await w.as.admin.nfse.setPriceRowCode({ priceRowId: row.id, tribNac: "07.10.01" });
    expect((await w.as.admin.pricing.table()).rows[0]?.tribNac).toBe("071001");
    const note = await w.as.admin.nfse.issue({ invoiceId });
    expect(bed.fake.notes.get(note.accessKey ?? "")?.dpsXml).toContain("<cTribNac>071001</cTribNac>");
  });

  it("substitute, then cancel (e101101) with the answer kept; a repeat is refused; the invoice's cancel asks for the note's reason", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    const original = await w.as.admin.nfse.issue({ invoiceId });
    await expect(
      w.as.admin.nfse.substitute({ invoiceId, reason: "99", text: "curto" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const replacement = await w.as.admin.nfse.substitute({
      invoiceId,
      reason: "99",
      text: "Descrição do serviço corrigida a pedido do cliente",
    });
    expect(replacement).toMatchObject({
      status: "authorised",
      substitutes: true,
      number: original.number + 1,
    });
    expect(bed.fake.notes.get(original.accessKey ?? "")?.substitutedBy).toBe(replacement.accessKey);
    const view = await w.as.admin.invoicing.get({ id: invoiceId });
    expect(view.nfse.map((n) => n.status).sort()).toEqual(["authorised", "substituted"]);

    await expect(
      w.as.admin.invoicing.cancel({ id: invoiceId, reason: "Serviço não prestado" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/tem NFS-e autorizada/),
    });
    await w.as.admin.invoicing.cancel({
      id: invoiceId,
      reason: "Serviço não prestado",
      nfse: { reason: "2", text: "Serviço não prestado: a obra foi suspensa" },
    });
    const [cancelled] = (await docRows(w.hauler.id, invoiceId)).filter((d) => d.status === "cancelled");
    expect(cancelled?.eventXml).toContain(
      "<e101101><xDesc>Cancelamento de NFS-e</xDesc><cMotivo>2</cMotivo>",
    );
    expect(bed.fake.notes.get(replacement.accessKey ?? "")?.cancelled).toBe(true);
    const [invoice] = await bed.h.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.status).toBe("cancelled");
    await expect(
      w.as.admin.nfse.cancel({ invoiceId, reason: "1", text: "Erro na emissão da nota fiscal" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/não tem NFS-e autorizada/) });
  });
});
