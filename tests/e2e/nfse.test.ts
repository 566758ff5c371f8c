import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, max } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultaUrl } from "@/domain/nfse/danfse";
import { type DbHandle, openDatabase } from "@/server/db/client";
import { invoiceLines, invoices, orgs, users } from "@/server/db/schema";
import { makeA1, makeTestCa } from "@/server/services/nfse/fake/pki";
import { type FakeSefin, startFakeSefin } from "@/server/services/nfse/fake/sefin";
import { emptyServerDatabase } from "../helpers/db";
import { launchBrowser } from "./helpers/browser";
import { menuLink } from "./helpers/journey";
import { clickForPdf, pdfText } from "./helpers/person-acts";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { journey } from "./journeys/day";

/**
 * Issue #31 by clicks, on PostgreSQL, against the local Sefin Nacional/ADN over mutual TLS: the admin
 * uploads the test A1 of the demo hauler's CNPJ and sets up the NFS-e; issues a draft invoice and its
 * NFS-e, which the fake authorises; the DANFSe downloads and its access key and QR code are read back
 * from the PDF; the client sees the note and downloads the same DANFSe in its portal.
 */
const CLIENT = "Construtora Morro do Imperador Ltda.";
const HAULER = "Caçambas Halfeld Transportes Ltda.";
const STEP_TIMEOUT = 240_000;

/** The QR code a reader finds on the PDF's first page. */
function qrOf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "danfse-e2e-"));
  writeFileSync(join(dir, "doc.pdf"), pdf);
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
  return execFileSync("zbarimg", ["-q", "--raw", join(dir, "page-1.png")], {
    stdio: ["ignore", "pipe", "ignore"],
  })
    .toString("utf8")
    .trim();
}

describe("NFS-e Nacional by clicks: set-up, issue, DANFSe, the client's portal", () => {
  let server: RunningServer;
  let browser: BrowserContext;
  let database: { url: string; drop(): Promise<void> };
  let h: DbHandle;
  let fake: FakeSefin;
  const pfxDir = mkdtempSync(join(tmpdir(), "nfse-a1-"));
  const invoice = { id: "", number: 0 };
  const note = { key: "" };
  let cnpj = "";

  beforeAll(async () => {
    const ca = makeTestCa();
    fake = await startFakeSefin(ca);
    writeFileSync(join(pfxDir, "ca.pem"), ca.certPem);
    database = await emptyServerDatabase(
      process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    );
    server = await startServer({
      dataDir: tempDataDir(),
      databaseUrl: database.url,
      env: { NFSE_SEFIN_URL: fake.sefinUrl, NFSE_ADN_URL: fake.adnUrl, NFSE_CA_FILE: join(pfxDir, "ca.pem") },
    });
    h = await openDatabase({ url: database.url });
    browser = await launchBrowser();
    const idOf = async (legalName: string) => {
      const [org] = await h.db.select().from(orgs).where(eq(orgs.legalName, legalName));
      if (!org) throw new Error(`no org ${legalName}`);
      return org;
    };
    const hauler = await idOf(HAULER);
    cnpj = hauler.taxId;
    const a1 = makeA1(ca, { cnpj, holder: HAULER, password: "senha-do-a1" });
    writeFileSync(join(pfxDir, "e-cnpj-a1.pfx"), a1.pfx);
    const [admin] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "admin@demo.cacambacerta.com.br"));
    const [last] = await h.db
      .select({ n: max(invoices.number) })
      .from(invoices)
      .where(eq(invoices.orgId, hauler.id));
    // A draft as the office leaves it (its making is getting-paid.test.ts's story): the admin issues it.
    const [row] = await h.db
      .insert(invoices)
      .values({
        orgId: hauler.id,
        number: (last?.n ?? 0) + 1,
        clientOrgId: (await idOf(CLIENT)).id,
        kind: "order",
        status: "draft",
        subtotalCents: 48000,
        totalCents: 48000,
        dueDate: "2031-12-31",
        createdBy: admin?.id ?? "",
      })
      .returning({ id: invoices.id, number: invoices.number });
    if (!row) throw new Error("no invoice");
    await h.db.insert(invoiceLines).values({
      orgId: hauler.id,
      invoiceId: row.id,
      position: 1,
      kind: "rental",
      description: "Locação de caçamba 5 m³, classe A, com remoção e destinação",
      quantity: 1,
      unitCents: 48000,
      amountCents: 48000,
    });
    Object.assign(invoice, row);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await h?.close();
    await database?.drop();
    await fake?.close();
  });

  const openInvoice = async (j: Parameters<Parameters<typeof journey>[4]>[0]) => {
    await j.open(await menuLink(j.page, "Faturas"), "/faturas");
    await j.open(
      j.page.getByRole("link", { name: new RegExp(`^Abrir fatura (nº )?${invoice.number}$`) }).first(),
      `/faturas/${invoice.id}`,
    );
  };

  const readDanfse = async (page: Page) => {
    const pdf = await clickForPdf(page, page.getByRole("link", { name: "Baixar DANFSe (PDF)" }));
    const text = pdfText(pdf);
    expect(text).toContain(note.key);
    expect(text).toContain("DANFSe");
    expect(qrOf(pdf)).toBe(consultaUrl(note.key));
  };

  it(
    "the admin uploads the A1 (a wrong password first), sets up, issues the invoice and its NFS-e; the DANFSe reads back",
    () =>
      journey(
        browser,
        server.url,
        1280,
        "admin",
        async (j) => {
          const { page } = j;
          await j.open(await menuLink(page, "NFS-e"), "/nfse");
          const upload = page.getByRole("form", { name: "Enviar certificado A1" });
          const chooser = page.waitForEvent("filechooser");
          await upload.getByLabel("Certificado A1 (.pfx ou .p12)").click();
          await (await chooser).setFiles(join(pfxDir, "e-cnpj-a1.pfx"));
          await upload.getByLabel("Senha do certificado").fill("errada");
          await upload.getByRole("button", { name: "Enviar certificado" }).click();
          await upload.getByText("A senha do certificado está errada.").first().waitFor();
          // The refusal is a 400, which Chromium logs: that one line, and only it.
          const refused = (p: string) => p.includes("status of 400") && p.includes("uploadCertificate");
          expect(page.problems.filter(refused)).toHaveLength(1);
          page.problems = page.problems.filter((p) => !refused(p));
          await upload.getByLabel("Senha do certificado").fill("senha-do-a1");
          await upload.getByRole("button", { name: "Enviar certificado" }).click();
          await upload.getByText("Certificado recebido.").waitFor();
          const current = page.getByLabel("Certificado atual");
          await current.getByText(HAULER).waitFor();
          await current
            .getByText(cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5"))
            .waitFor();
          const settings = page.getByRole("form", { name: "Configurações da NFS-e" });
          await settings.getByLabel("Inscrição municipal").fill("1234567");
          await settings.getByRole("button", { name: "Salvar configurações da NFS-e" }).click();
          await settings.getByText("Configurações da NFS-e salvas.").waitFor();
          await j.see();

          await openInvoice(j);
          await page.getByRole("button", { name: "Emitir fatura" }).click();
          await page.getByRole("button", { name: "Emitir NFS-e" }).click();
          const card = page.getByLabel("NFS-e da DPS nº 1");
          await card.getByText("autorizada", { exact: true }).waitFor();
          note.key = [...fake.notes.values()].find((n) => n.dpsId.includes(cnpj))?.accessKey ?? "";
          expect(note.key).toMatch(/^\d{50}$/);
          await card.getByLabel("Chave de acesso").waitFor();
          await j.see();
          await readDanfse(page);
        },
        {},
      ),
    STEP_TIMEOUT,
  );

  it(
    "the client sees the note on its invoice and downloads the same DANFSe",
    () =>
      journey(
        browser,
        server.url,
        360,
        "cliente",
        async (j) => {
          await openInvoice(j);
          await j.page.getByLabel("NFS-e da DPS nº 1").getByText("autorizada", { exact: true }).waitFor();
          await j.see();
          await readDanfse(j.page);
        },
        {},
      ),
    STEP_TIMEOUT,
  );
});
