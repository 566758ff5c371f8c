import { and, eq, max } from "drizzle-orm";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBrCode } from "@/domain/pix/br-code";
import { crc16 } from "@/domain/pix/crc16";
import { invoiceTxid } from "@/domain/pix/txid";
import { type DbHandle, openDatabase } from "@/server/db/client";
import {
  bankStatementMatches,
  haulerPixSettings,
  invoiceLines,
  invoicePayments,
  invoices,
  orgs,
  users,
} from "@/server/db/schema";
import { demoServerDatabase } from "../helpers/db";
import { launchBrowser } from "./helpers/browser";
import { menuLink } from "./helpers/journey";
import { clickForPdf, pdfText, typedDate } from "./helpers/person-acts";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { journey } from "./journeys/day";

/**
 * Issue #28, item 4, by clicks on PostgreSQL and without Stripe: an issued invoice of R$ 320,00 shows a
 * hauler without a Pix key (the demo's removed first) that it has none and where to set it; the admin sets it in Empresa e licenças; the client
 * finds the invoice in Pagamentos and on its page, and the "Pix copia e cola" it reads decodes (CRC, amount,
 * txid) with the app's own parser; the PDF carries the same code; the admin imports the bank's OFX, where
 * the credit names the txid, and confirms the match: the invoice turns paga once.
 */
const CLIENT = "Construtora Morro do Imperador Ltda.";
const HAULER = "Caçambas Halfeld Transportes Ltda.";
const CNPJ_KEY = "11444777000161";
const STEP_TIMEOUT = 240_000;

/** The "Pix copia e cola" a person reads in `scope`. */
const copyPaste = (scope: Page | Locator) =>
  scope.getByRole("textbox", { name: "Pix copia e cola" }).inputValue();

describe("Pix without a card processor: the BR Code on every invoice, and the bank statement matched", () => {
  let server: RunningServer;
  let browser: BrowserContext;
  let database: { url: string; drop(): Promise<void> };
  let h: DbHandle;
  const invoice = { id: "", number: 0 };

  beforeAll(async () => {
    database = await demoServerDatabase(
      process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    );
    server = await startServer({ dataDir: tempDataDir(), databaseUrl: database.url });
    h = await openDatabase({ url: database.url });
    browser = await launchBrowser();
    // The invoice as the office leaves it once issued (R$ 320,00, due in 10 days): its making is
    // getting-paid.test.ts's story.
    const idOf = async (legalName: string) => {
      const [org] = await h.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.legalName, legalName));
      if (!org) throw new Error(`no org ${legalName}`);
      return org.id;
    };
    const hauler = await idOf(HAULER);
    // A company that has not set its Pix key yet (the demo's is its CNPJ, set at the first start).
    await h.db.delete(haulerPixSettings).where(eq(haulerPixSettings.orgId, hauler));
    const [admin] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "admin@demo.cacambacerta.com.br"));
    const [last] = await h.db
      .select({ n: max(invoices.number) })
      .from(invoices)
      .where(eq(invoices.orgId, hauler));
    const due = typedDate(10).split("/").reverse().join("-");
    const [row] = await h.db
      .insert(invoices)
      .values({
        orgId: hauler,
        number: (last?.n ?? 0) + 1,
        clientOrgId: await idOf(CLIENT),
        kind: "order",
        status: "issued",
        subtotalCents: 32000,
        totalCents: 32000,
        dueDate: due,
        issuedAt: new Date(),
        createdBy: admin?.id ?? "",
      })
      .returning({ id: invoices.id, number: invoices.number });
    if (!row) throw new Error("no invoice");
    await h.db.insert(invoiceLines).values({
      orgId: hauler,
      invoiceId: row.id,
      position: 1,
      kind: "rental",
      description: "Locação de caçamba 5 m³, classe A",
      quantity: 1,
      unitCents: 32000,
      amountCents: 32000,
    });
    Object.assign(invoice, row);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await h?.close();
    await database?.drop();
  });

  it(
    "the admin is told the company has no Pix key, follows the link and sets it",
    () =>
      journey(
        browser,
        server.url,
        1280,
        "admin",
        async (j) => {
          const { page } = j;
          await j.open(await menuLink(page, "Faturas"), "/faturas");
          await j.open(
            page.getByRole("link", { name: `Abrir fatura ${invoice.number}`, exact: true }),
            `/faturas/${invoice.id}`,
          );
          const notice = page.getByRole("status").filter({ hasText: "Pix não configurado" });
          await notice.getByText(/ainda não cadastrou a chave Pix/).waitFor();
          await j.open(notice.getByRole("link", { name: "Empresa e licenças" }), "/empresa");
          const form = page.getByRole("form", { name: "Receber por Pix" });
          await form.getByLabel("Chave Pix").fill("11.444.777/0001-62");
          await form.getByLabel("Cidade do recebedor").fill("Juiz de Fora");
          await form.getByRole("button", { name: "Salvar chave Pix" }).click();
          await form.getByText("CNPJ inválido como chave Pix: confira os 14 dígitos.").waitFor();
          await form.getByLabel("Chave Pix").fill("11.444.777/0001-61");
          await form.getByRole("button", { name: "Salvar chave Pix" }).click();
          await form.getByText("Chave Pix salva.").waitFor();
          await j.see();
        },
        {},
      ),
    STEP_TIMEOUT,
  );

  it(
    "the client finds the invoice in Pagamentos and on its page; its Pix copia e cola decodes, CRC, amount and txid",
    () =>
      journey(
        browser,
        server.url,
        360,
        "cliente",
        async (j) => {
          const { page } = j;
          await j.open(await menuLink(page, "Pagamentos"), "/pagamentos");
          const card = page.getByRole("group", { name: `Pagar a fatura nº ${invoice.number} com Pix` });
          await card.getByText("Pagar com Pix: R$ 320,00").waitFor();
          await card.getByRole("img", { name: `QR code Pix da fatura nº ${invoice.number}` }).waitFor();
          const fromList = await copyPaste(card);
          expect(await page.getByText("Nenhuma cobrança").count()).toBe(0);

          await j.open(
            page.getByRole("link", { name: `Abrir fatura nº ${invoice.number}` }),
            `/faturas/${invoice.id}`,
          );
          const payload = await copyPaste(page);
          expect(payload).toBe(fromList);
          const decoded = parseBrCode(payload);
          if (!decoded.ok) throw new Error(decoded.error);
          expect(decoded.code.crc).toBe(crc16(payload.slice(0, -4)));
          expect(decoded.code).toMatchObject({
            key: CNPJ_KEY,
            amountCents: 32000,
            txid: invoiceTxid(invoice),
            name: "Cacambas Halfeld Transpor",
            city: "Juiz de Fora",
          });
          await page.getByRole("button", { name: "Copiar código Pix" }).click();
          await page.getByRole("button", { name: "Código copiado" }).waitFor();

          const pdf = pdfText(await clickForPdf(page, page.getByRole("link", { name: "Baixar PDF" })));
          expect(pdf.toLowerCase()).toContain("pagar com pix: r$ 320,00");
          expect(pdf).toContain("Recebedor: Caçambas Halfeld Transportes Ltda.");
          expect(pdf.replace(/\s/g, "")).toContain(payload.replace(/\s/g, ""));
        },
        {},
      ),
    STEP_TIMEOUT,
  );

  it(
    "the admin imports the bank's OFX and confirms the credit that names the invoice's txid: paga, once",
    () =>
      journey(
        browser,
        server.url,
        1280,
        "admin",
        async (j) => {
          const { page } = j;
          const txid = invoiceTxid(invoice);
          const today = typedDate(0).split("/").reverse().join("");
          const ofx = [
            "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS>",
            "<BANKACCTFROM><BANKID>0341<BRANCHID>1234<ACCTID>56789-0</BANKACCTFROM><BANKTRANLIST>",
            `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${today}100000[-3:BRT]<TRNAMT>320.00<FITID>E2E0001<MEMO>PIX RECEBIDO ${txid}</STMTTRN>`,
            `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${today}<TRNAMT>-12.90<FITID>E2E0002<MEMO>TARIFA</STMTTRN>`,
            `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${today}<TRNAMT>77.00<FITID>E2E0003<MEMO>TED RECEBIDA</STMTTRN>`,
            "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
          ].join("\n");
          await j.open(await menuLink(page, "Contas a receber"), "/recebiveis");
          await j.open(
            page.getByRole("link", { name: "Importar extrato bancário (OFX)" }),
            "/recebiveis/extrato",
          );
          const chooser = page.waitForEvent("filechooser");
          await page.getByRole("button", { name: "Arquivo OFX do extrato" }).click();
          await (await chooser).setFiles({
            name: "extrato.ofx",
            mimeType: "application/x-ofx",
            buffer: Buffer.from(ofx, "latin1"),
          });
          const credits = page.getByRole("table", { name: "Créditos do extrato" });
          const row = credits.getByRole("row").filter({ hasText: txid });
          await row.getByRole("cell", { name: "R$ 320,00", exact: true }).waitFor();
          expect(await row.getByRole("combobox").inputValue()).toBe(invoice.id);
          await credits
            .getByRole("row")
            .filter({ hasText: "TED RECEBIDA" })
            .getByText("Nenhuma fatura em aberto com este valor")
            .waitFor();
          expect(await credits.getByRole("row").filter({ hasText: "TARIFA" }).count()).toBe(0);
          await j.see();
          await row.getByRole("button", { name: "Confirmar pagamento" }).click();
          await page.getByText(`Pagamento de R$ 320,00 registrado na fatura nº ${invoice.number}.`).waitFor();
          await row.getByText(`Conciliada com a fatura nº ${invoice.number}`).waitFor();
          await j.see();

          await j.open(await menuLink(page, "Faturas"), "/faturas");
          await j.open(
            page.getByRole("link", { name: `Abrir fatura ${invoice.number}`, exact: true }),
            `/faturas/${invoice.id}`,
          );
          await page.getByText("paga", { exact: true }).waitFor();
          await page.getByLabel("Saldo da fatura").getByText("Saldo: R$ 0,00").waitFor();
          expect(await page.getByRole("textbox", { name: "Pix copia e cola" }).count()).toBe(0);
          const payments = await h.db
            .select({ method: invoicePayments.method, amountCents: invoicePayments.amountCents })
            .from(invoicePayments)
            .where(eq(invoicePayments.invoiceId, invoice.id));
          expect(payments).toEqual([{ method: "pix", amountCents: 32000 }]);
          const matches = await h.db
            .select({ fitid: bankStatementMatches.fitid })
            .from(bankStatementMatches)
            .where(and(eq(bankStatementMatches.invoiceId, invoice.id)));
          expect(matches).toEqual([{ fitid: "E2E0001" }]);
        },
        {},
      ),
    STEP_TIMEOUT,
  );
});
