import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { consultaUrl } from "@/domain/nfse/danfse";
import { renderDanfsePdf } from "@/server/pdf/danfse/render";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { invoiceReadyForNfse, useNfseTestBed } from "./world";

/** Text of the PDF (pdftotext) and what a QR reader finds on its first page (pdftoppm + zbarimg). */
function readBack(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), "danfse-"));
  writeFileSync(join(dir, "doc.pdf"), pdf);
  const text = execFileSync("pdftotext", ["-layout", join(dir, "doc.pdf"), "-"]).toString("utf8");
  execFileSync("pdftoppm", [
    "-r",
    "120",
    "-png",
    "-f",
    "1",
    "-l",
    "1",
    join(dir, "doc.pdf"),
    join(dir, "page"),
  ]);
  const qr = execFileSync("zbarimg", ["-q", "--raw", join(dir, "page-1.png")], {
    stdio: ["ignore", "pipe", "ignore"],
  })
    .toString("utf8")
    .trim();
  return { text, qr };
}

describe("DANFSe rendered here, read back from the PDF", () => {
  const bed = useNfseTestBed();

  it("the hauler and its client get the same DANFSe: access key and QR of the public query; others get 404; cancelled is stamped", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    await expect(w.as.client.nfse.danfse({ invoiceId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const note = await w.as.admin.nfse.issue({ invoiceId });
    const key = note.accessKey ?? "";
    const forHauler = await w.as.dispatcher.nfse.danfse({ invoiceId });
    const forClient = await w.as.client.nfse.danfse({ invoiceId });
    expect(forClient).toEqual(forHauler);
    const { text, qr } = readBack(await renderDanfsePdf(forClient));
    expect(text).toContain(key);
    expect(text).toContain(`NFS-e nº ${note.nfseNumber}`);
    expect(text).toContain("PRODUÇÃO RESTRITA — SEM VALOR FISCAL");
    expect(text).toContain("R$ 470,00");
    expect(text).toContain("070901");
    expect(qr).toBe(consultaUrl(key));

    const stranger = await makeOrg(bed.h.db, { kind: "generator" });
    const strangerClient = callerFor(
      bed.h.db,
      await makeMember(bed.h.db, stranger.id, "client"),
      stranger.id,
    );
    await expect(strangerClient.nfse.danfse({ invoiceId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await w.as.admin.nfse.cancel({ invoiceId, reason: "1", text: "Erro na emissão: valor digitado errado" });
    const cancelled = readBack(await renderDanfsePdf(await w.as.client.nfse.danfse({ invoiceId })));
    expect(cancelled.text).toContain("NFS-e CANCELADA");
    expect(cancelled.qr).toBe(consultaUrl(key));
  });
});
