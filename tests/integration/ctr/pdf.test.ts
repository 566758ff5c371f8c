import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupHash } from "@/domain/ctr";
import type { DbHandle } from "@/server/db/client";
import { renderCtrPdf } from "@/server/pdf/ctr/render";
import { renderReceiptPdf } from "@/server/pdf/receipt/render";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

function text(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "ctr-pdf-"));
  const file = join(dir, "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
}

describe("CTR PDF", () => {
  it("prints every field on three A4 vias with the content hash", async () => {
    const w = await makeCtrWorld(h.db, "PDF");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const pdf = await renderCtrPdf(c, `http://localhost:3000/verificar/${c.publicCode}`);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const t = text(pdf);
    const pages = t.split("\f").filter((p) => p.trim());
    expect(pages).toHaveLength(3);
    for (const via of ["1ª via — Gerador", "2ª via — Transportador", "3ª via — Receptor"])
      expect(t).toContain(via);
    for (const s of [
      `Nº ${c.number}`,
      "PDF Construtora",
      "Rua Halfeld, 100 - Centro",
      "Juiz de Fora/MG",
      "PDF Caçambas",
      "ALV-PDF-2026",
      "ABC1D23",
      "PDF Motorista",
      "Caçamba nº: 03",
      "Concreto e tijolos",
      "5 m³",
      "Classe A",
      "PDF ATT",
      "LO-PDF-77",
      "Área de Transbordo e Triagem (ATT)",
      "Estrada União e Indústria",
      "emitido",
    ])
      expect(t, s).toContain(s);
    expect(t).toContain(groupHash(c.contentHash));
    // Issued in Juiz de Fora, whose law says nothing of the CTR: the header says so, never citing JP.
    expect(t.replace(/\s+/g, " ")).toContain("regra da Caçamba Certa; a lei de Juiz de Fora não trata disso");
    expect(t).not.toContain("JP art.");
    // Each via carries the hash.
    for (const p of pages) expect(p).toContain(groupHash(c.contentHash).slice(0, 17));
  });

  it("carries a QR code that a reader decodes to the public check page", async () => {
    const w = await makeCtrWorld(h.db, "QRC");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const url = `http://localhost:3000/verificar/${c.publicCode}`;
    const dir = mkdtempSync(join(tmpdir(), "ctr-qr-"));
    writeFileSync(join(dir, "doc.pdf"), await renderCtrPdf(c, url));
    execFileSync("pdftoppm", ["-r", "120", "-png", join(dir, "doc.pdf"), join(dir, "page")]);
    for (const page of ["page-1.png", "page-2.png", "page-3.png"]) {
      const read = execFileSync("zbarimg", ["-q", "--raw", join(dir, page)], {
        stdio: ["ignore", "pipe", "ignore"],
      });
      expect(read.toString("utf8").trim()).toBe(url);
    }
  });

  it("prints a drawn signature where the party drew one", async () => {
    const w = await makeCtrWorld(h.db, "SIG");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const drawing = await QRCode.toBuffer("assinatura", { type: "png", width: 120 });
    const dir = mkdtempSync(join(tmpdir(), "ctr-sig-"));
    writeFileSync(
      join(dir, "doc.pdf"),
      await renderCtrPdf(c, "http://x/verificar/a", { transporter: drawing }),
    );
    const images = execFileSync("pdfimages", ["-list", join(dir, "doc.pdf")]).toString("utf8");
    // One image per via, in the transporter's box; the others keep the line to sign on paper.
    const rows = images
      .trim()
      .split("\n")
      .slice(2)
      .map((l) => l.trim().split(/\s+/));
    expect(rows.filter((r) => r[2] === "image").map((r) => r[0])).toEqual(["1", "2", "3"]);
    expect(text(readFileSync(join(dir, "doc.pdf")))).toContain("Assinatura: ____");
  });

  it("prints the destination receipt once the load is received", async () => {
    const w = await makeCtrWorld(h.db, "REC");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const r = await w.operator.ctr.receiver.receive({
      id: c.id,
      weightT: 6.25,
      wasteClass: "A",
      forbiddenFound: [],
    });
    const t = text(await renderReceiptPdf(r, `http://localhost:3000/verificar/${c.publicCode}`));
    expect(t).toContain("COMPROVANTE DE DESTINAÇÃO");
    // A Juiz de Fora CTR: its law asks no receipt, so the product says the rule is its own (never JP).
    expect(t.replace(/\s+/g, " ")).toContain(
      "regra da Caçamba Certa; a lei de Juiz de Fora não trata disso — fornecido",
    );
    expect(t).not.toContain("JP art.");
    expect(t).toContain("6,25 t");
    expect(t).toContain("REC ATT");
    expect(t).toContain(groupHash(c.contentHash));
  });
});

describe("CSV export by period", () => {
  it("lists each party's CTRs of the period with MTR-like columns", async () => {
    const { exportCtrCsv } = await import("@/server/services/ctr/csv");
    const w = await makeCtrWorld(h.db, "CSV");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);

    const scopeOf = async (caller: typeof w.operator) => ({
      ...(await caller.ctr.documents.receiverGrant()),
      db: h.db,
    });
    let csv = "";
    for await (const chunk of exportCtrCsv(await scopeOf(w.operator), "receiver", {
      from: "2020-01-01",
      to: "2099-12-31",
    }))
      csv += chunk;
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toContain("numero;situacao;data_emissao;gerador_nome");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(c.number);
    expect(lines[1]).toContain(";5;");
    let empty = "";
    for await (const chunk of exportCtrCsv(await scopeOf(w.operator), "receiver", {
      from: "2020-01-01",
      to: "2020-01-02",
    }))
      empty += chunk;
    expect(empty.trim().split("\r\n")).toHaveLength(1);
  });
});
