import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consultaUrl } from "@/domain/nfse/danfse";
import { readNote } from "@/domain/nfse/note";
import { nfseDocuments } from "@/server/db/schema";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { invoiceReadyForNfse, useNfseTestBed } from "./world";

const pdfFile = (base64: string) => {
  const dir = mkdtempSync(join(tmpdir(), "danfse-official-"));
  writeFileSync(join(dir, "d.pdf"), Buffer.from(base64, "base64"));
  return dir;
};
const pdfText = (base64: string) =>
  execFileSync("pdftotext", ["-layout", join(pdfFile(base64), "d.pdf"), "-"]).toString("utf8");
/** What a QR reader finds on the first page (pdftoppm + zbarimg). */
const pdfQr = (base64: string) => {
  const dir = pdfFile(base64);
  execFileSync("pdftoppm", ["-r", "150", "-png", "-f", "1", "-l", "1", join(dir, "d.pdf"), join(dir, "p")]);
  return execFileSync("zbarimg", ["-q", "--raw", join(dir, "p-1.png")], {
    stdio: ["ignore", "pipe", "ignore"],
  })
    .toString("utf8")
    .trim();
};

/**
 * The note as the Sefin returns it (official layout, values it computed) is what the product keeps
 * and shows; the ADN's official DANFSe is fetched when the note is authorised, kept and served, and
 * the local rendering, labelled, stands in while the ADN cannot give it. E0840 (another event linked
 * to the note) does not cancel the note unless that event is the cancellation itself.
 */
describe("NFS-e: the Sefin's note, the ADN's DANFSe, E0840", () => {
  const bed = useNfseTestBed();

  const row = async (orgId: string, accessKey: string) =>
    (
      await bed.h.db
        .select()
        .from(nfseDocuments)
        .where(and(eq(nfseDocuments.orgId, orgId), eq(nfseDocuments.accessKey, accessKey)))
    )[0];

  it("number, key, dhProc, ISS and net come from the note; the official DANFSe is kept at authorisation and served to the hauler and the client", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    const view = await w.as.admin.nfse.issue({ invoiceId });
    const key = view.accessKey ?? "";
    const fakeNote = bed.fake.notes.get(key);
    const note = readNote(fakeNote?.nfseXml ?? "");
    expect(view).toMatchObject({
      status: "authorised",
      nfseNumber: note.nfseNumber,
      processedAt: note.processedAt,
      issRatePercent: 2,
      issCents: note.values.issCents,
      netCents: note.values.netCents,
      officialDanfse: true,
    });
    expect(note.values.issCents).toBe(Math.round((note.dps.valueCents * 2) / 100));
    expect(view.authorisedAt?.getTime()).toBe(new Date(note.processedAt).getTime());
    const stored = await row(w.hauler.id, key);
    expect(stored?.nfseXml).toBe(fakeNote?.nfseXml);
    expect(stored?.danfsePdf?.subarray(0, 5).toString()).toBe("%PDF-");

    const before = bed.fake.requests.length;
    for (const who of [w.as.dispatcher, w.as.client]) {
      const file = await who.nfse.danfseFile({ invoiceId });
      expect(file).toMatchObject({ official: true, fileName: `DANFSe-${note.nfseNumber}.pdf` });
      expect(pdfText(file.pdfBase64)).toContain("DANFSe v1.0");
      expect(pdfText(file.pdfBase64)).toContain(key);
    }
    // As the ADN's DANFSe does: the query relative to the portal (docs/nfse.md, "DANFSe oficial").
    expect(pdfQr((await w.as.client.nfse.danfseFile({ invoiceId })).pdfBase64)).toBe(`?tpc=1&chave=${key}`);
    expect(bed.fake.requests.slice(before)).toEqual([]);

    const stranger = await makeOrg(bed.h.db, { kind: "generator" });
    const strangerClient = callerFor(
      bed.h.db,
      await makeMember(bed.h.db, stranger.id, "client"),
      stranger.id,
    );
    await expect(strangerClient.nfse.danfseFile({ invoiceId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("ADN offline: the local DANFSe, labelled, with the note's ISS and net; once the ADN answers, the official one is fetched and kept", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    bed.fake.silenceAdn(true);
    try {
      const view = await w.as.admin.nfse.issue({ invoiceId });
      expect(view).toMatchObject({ status: "authorised", officialDanfse: false });
      const local = await w.as.client.nfse.danfseFile({ invoiceId });
      expect(local.official).toBe(false);
      const text = pdfText(local.pdfBase64);
      expect(text).toContain("Representação local — o DANFSe oficial não pôde ser obtido no ADN");
      expect(text).toContain(view.accessKey ?? "?");
      expect(text).toMatch(/ISS \(2,00%\): R\$\s[\d.]+,\d{2}/);
      expect(text).toContain("Valor líquido da NFS-e: R$");
      expect(pdfQr(local.pdfBase64)).toBe(consultaUrl(view.accessKey ?? ""));
    } finally {
      bed.fake.silenceAdn(false);
    }
    const official = await w.as.client.nfse.danfseFile({ invoiceId });
    expect(official.official).toBe(true);
    expect((await w.as.admin.invoicing.get({ id: invoiceId })).nfse[0]?.officialDanfse).toBe(true);
  });

  it("cancelled: the kept DANFSe is dropped and the ADN's new one (stamped) is served", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    await w.as.admin.nfse.issue({ invoiceId });
    await w.as.admin.nfse.cancel({ invoiceId, reason: "1", text: "Erro na emissão: valor digitado errado" });
    const file = await w.as.client.nfse.danfseFile({ invoiceId });
    expect(file.official).toBe(true);
    expect(pdfText(file.pdfBase64)).toContain("NFS-e CANCELADA");
  });

  it("E0840 with another event linked to the note: refused in pt-BR, the note stays authorised, nothing kept", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    const view = await w.as.admin.nfse.issue({ invoiceId });
    const key = view.accessKey ?? "";
    bed.fake.linkEvent(key);
    await expect(
      w.as.admin.nfse.cancel({ invoiceId, reason: "1", text: "Erro na emissão: valor digitado errado" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(
        /^Cancelamento: Há outro evento vinculado .*\(código E0840 da Sefin Nacional/,
      ),
    });
    const stored = await row(w.hauler.id, key);
    expect(stored).toMatchObject({ status: "authorised", eventXml: null, cancelledAt: null });
    expect(bed.fake.requests).toContain(`GET /SefinNacional/nfse/${key}/eventos/101101/1`);
  });

  it("E0840 because our own cancellation is already registered (its answer was lost): the note is marked cancelled with that event", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    const view = await w.as.admin.nfse.issue({ invoiceId });
    const key = view.accessKey ?? "";
    await w.as.admin.nfse.cancel({ invoiceId, reason: "1", text: "Erro na emissão: valor digitado errado" });
    // As if the Sefin's answer never arrived: the row is back as it was before the cancel.
    await bed.h.db
      .update(nfseDocuments)
      .set({ status: "authorised", eventXml: null, cancelledAt: null })
      .where(and(eq(nfseDocuments.orgId, w.hauler.id), eq(nfseDocuments.accessKey, key)));
    const again = await w.as.admin.nfse.cancel({
      invoiceId,
      reason: "1",
      text: "Erro na emissão: valor digitado errado",
    });
    expect(again.status).toBe("cancelled");
    expect((await row(w.hauler.id, key))?.eventXml).toBe(bed.fake.notes.get(key)?.cancelEventXml);
  });
});
