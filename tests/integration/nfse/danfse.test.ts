import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultaUrl } from "@/domain/nfse/danfse";
import type { DbHandle } from "@/server/db/client";
import { renderDanfsePdf } from "@/server/pdf/danfse/render";
import type { TestCa } from "@/server/services/nfse/fake/pki";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { invoiceReadyForNfse, startNfseFake } from "./world";

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
  let h: DbHandle;
  let ca: TestCa;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    h = await freshDatabase();
    ({ ca, stop } = await startNfseFake());
  });
  afterAll(async () => {
    await stop();
    await h.close();
  });

  it("the hauler and its client get the same DANFSe: access key and QR of the public query; others get 404; cancelled is stamped", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(h.db, ca);
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

    const stranger = await makeOrg(h.db, { kind: "generator" });
    const strangerClient = callerFor(h.db, await makeMember(h.db, stranger.id, "client"), stranger.id);
    await expect(strangerClient.nfse.danfse({ invoiceId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await w.as.admin.nfse.cancel({ invoiceId, reason: "1", text: "Erro na emissão: valor digitado errado" });
    const cancelled = readBack(await renderDanfsePdf(await w.as.client.nfse.danfse({ invoiceId })));
    expect(cancelled.text).toContain("NFS-e CANCELADA");
    expect(cancelled.qr).toBe(consultaUrl(key));
  });
});
