import { and, desc, eq, isNotNull, max } from "drizzle-orm";
import type { BrowserContext, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "@/server/db/client";
import { ctrs, jobs, orders, orgs, placements, sites, users } from "@/server/db/schema";
import { insertCtrRow } from "../helpers/ctr-row";
import { demoServerDatabase } from "../helpers/db";
import { FakeStripe } from "../integration/billing/fake-stripe";
import { PRICES, WEBHOOK_SECRET } from "../integration/billing/world";
import { ROADWAY, rectangle } from "../integration/dispatch/world";
import { launchBrowser } from "./helpers/browser";
import { type Journey, menuLink } from "./helpers/journey";
import { clickForPdf, drawSignature, pdfText, typedDate } from "./helpers/person-acts";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { journey } from "./journeys/day";

/**
 * Issue #18's "done when", by clicks in a real server on PostgreSQL with the local fake Stripe (Connect
 * included): the demo hauler's admin sets the price table and connects its own Stripe account; the client
 * orders and sees the price before confirming; the caçamba stays 3 days past the 7 included (the placement
 * and its pick-up are written as dispatch leaves them: ten days cannot pass in a test); the receiver weighs
 * the load at the gate, 1,25 t above the 6 t included; the admin invoices the order (rental, the extra
 * days and the overweight as lines) and issues it; the client pays it by Pix on the fake's checkout page,
 * whose signed webhook reaches /api/webhooks/stripe-connect; the invoice turns paga and the receivables
 * show nothing left for that client.
 */
const CONNECT_SECRET = "whsec_test_cacamba_certa_connect_e2e";
const CLIENT = "Construtora Morro do Imperador Ltda.";
const HAULER = "Caçambas Halfeld Transportes Ltda.";
const RECEIVER = "ATT Paraibuna Reciclagem de Entulho Ltda.";
const STEP_TIMEOUT = 240_000;

// R$ 850,00 with 7 days and 6 t included; 3 extra days × R$ 45,50 = R$ 136,50; 1,25 t × R$ 92,30 =
// R$ 115,375 → R$ 115,38 (half away from zero, once); total R$ 1.101,88. Fee 1,5 % (R$ 16,53) + R$ 0,50.
const TOTAL = "R$ 1.101,88";
const FEE_CENTS = 1653 + 50;

/** A date as the app writes it (dd/mm/aaaa, São Paulo's calendar). */
const brDate = (at: Date) => new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(at);
const WIDTH = { office: 1280, phone: 360 };

/** What a person reads in `target`, spaces collapsed (as rendered: a badge reads in its own case). */
async function readOf(target: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
  const text = await target.innerText();
  return text.replace(/\s+/g, " ").trim();
}

describe("getting paid: prices, the order's price, an invoice from what happened, Pix into the hauler's account", () => {
  let server: RunningServer;
  let browser: BrowserContext;
  let fake: FakeStripe;
  let database: { url: string; drop(): Promise<void> };
  let h: DbHandle;
  /** What one step leaves for the next. */
  const state: {
    ctrNumber?: string;
    invoiceNumber?: string;
    placedAt?: Date;
    removedAt?: Date;
  } = {};

  beforeAll(async () => {
    fake = new FakeStripe();
    await fake.start();
    database = await demoServerDatabase(
      process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    );
    server = await startServer({
      dataDir: tempDataDir(),
      databaseUrl: database.url,
      env: {
        ...fake.env(WEBHOOK_SECRET),
        ...PRICES,
        STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
        PLATFORM_FEE_BPS: "150",
        PLATFORM_FEE_FIXED_CENTS: "50",
      },
    });
    // Stripe's Connect endpoint ("events on connected accounts") is the app's, signed with its secret.
    fake.connect.webhook = { url: `${server.url}/api/webhooks/stripe-connect`, secret: CONNECT_SECRET };
    h = await openDatabase({ url: database.url });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await h?.close();
    await fake?.stop();
    await database?.drop();
  });

  const orgId = async (legalName: string) => {
    const [org] = await h.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.legalName, legalName));
    if (!org) throw new Error(`no org ${legalName}`);
    return org.id;
  };
  /** The row of a table that mentions `text`. */
  const rowWith = (j: Journey, text: string | RegExp): Locator =>
    j.page.getByRole("row").filter({ hasText: text });

  it(
    "the admin sets the price table by clicking and connects the company's own Stripe account",
    () =>
      journey(
        browser,
        server.url,
        WIDTH.office,
        "admin",
        async (j) => {
          const { page } = j;
          await j.open(await menuLink(page, "Preços"), "/precos");
          // The demo's table: 3, 4 and 5 m³ (R$ 380,00 the 5 m³ of class A), within the law's 3 business days
          // (JF art. 12, §1º); this hauler now sells 7 calendar days and the 5 m³ for R$ 850,00.
          const table = page.getByRole("table", { name: "Preços de locação" });
          await table.getByText("R$ 380,00").waitFor();
          const rules = page.getByRole("form", { name: "Regras gerais" });
          expect(await rules.getByLabel("Dias incluídos na locação").inputValue()).toBe("3");
          await rules.getByLabel("Dias incluídos na locação").fill("7");
          await rules.getByRole("combobox", { name: "Dias extras contados em", exact: true }).click();
          await page.getByRole("option", { name: "dias corridos" }).click();
          await rules.getByLabel("Dia extra", { exact: true }).fill("45,50");
          await rules.getByLabel("Troca", { exact: true }).fill("300,00");
          await rules.getByLabel("Viagem extra", { exact: true }).fill("150,00");
          await rules.getByLabel("Mudança de lugar", { exact: true }).fill("100,00");
          await rules.getByLabel("Tonelada excedente", { exact: true }).fill("92,30");
          await rules.getByRole("button", { name: "Salvar regras gerais" }).click();
          await page.getByText("Regras gerais salvas.").waitFor();
          await rules
            .getByTestId("included-days-law")
            .getByText(
              /no máximo 3 dias úteis \(JF art\. 12, §1º\): a locação que inclui 7 dias promete mais/,
            )
            .waitFor();
          await page
            .getByText("Locação inclui 7 dias; cada dia extra (dias corridos) custa R$ 45,50.")
            .waitFor();
          await j.see();

          const row = page.getByRole("form", { name: "Preço por tamanho" });
          await row.getByLabel("Tamanho (m³)").fill("5");
          await row.getByLabel("Locação", { exact: true }).fill("850,00");
          await row.getByLabel("Peso incluído (t)").fill("6");
          await row.getByRole("button", { name: "Salvar preço" }).click();
          await page.getByText("Preço salvo.").waitFor();
          const priced = table.getByRole("row").filter({ hasText: "R$ 850,00" });
          await priced.waitFor();
          expect(await readOf(priced)).toMatch(/^5 m³ Classe A.* Todos os clientes R\$ 850,00 6 t/);
          await j.see();

          // Settings → the company's own Stripe account, through the hosted onboarding (Account Link).
          await j.open(await menuLink(page, "Assinatura"), "/assinatura");
          await page.getByRole("button", { name: "Conectar conta Stripe" }).click();
          await page.waitForURL(/\/connect\/onboarding\/link_/);
          await page.getByRole("button", { name: "Concluir cadastro" }).click();
          await page.waitForURL(
            (u) => u.pathname === "/assinatura" && u.searchParams.get("connect") === "retorno",
          );
          await j.see();
          const account = page.getByLabel("Situação da conta Stripe");
          for (const flag of ["Cadastro enviado", "Recebe pagamentos", "Repasses para o banco"])
            await account.getByText(`${flag}:`).locator("xpath=..").getByText("sim").waitFor();
          expect(fake.connect.delivered).toEqual([{ type: "account.updated", status: 200 }]);
        },
        {},
      ),
    STEP_TIMEOUT,
  );

  it(
    "the client orders a caçamba and sees its price before confirming",
    () =>
      journey(
        browser,
        server.url,
        WIDTH.phone,
        "cliente",
        async (j) => {
          const { page } = j;
          await j.open(await menuLink(page, "Minhas caçambas"), "/minhas-cacambas");
          await expect
            .poll(() => page.getByRole("combobox", { name: "Empresa de caçambas" }).inputValue())
            .toBe(HAULER);
          await page.getByLabel("Tamanho (m³)").fill("5");
          await page.getByLabel("A partir de").fill(typedDate(1));
          // The quote is a note (information, not an alert read out at each change), named by its title.
          const price = page.getByRole("note", { name: "Preço: R$ 850,00" });
          await price.waitFor();
          const terms = await readOf(price);
          expect(terms).toContain("Inclui 7 dias e até 6 t.");
          expect(terms).toContain("Cada dia a mais (dias corridos): R$ 45,50");
          expect(terms).toContain("cada tonelada a mais: R$ 92,30");
          await j.see();
          await page.getByRole("button", { name: "Pedir caçamba" }).click();
          await page.getByText("Pedido enviado.").waitFor();
          await rowWith(j, "R$ 850,00").filter({ hasText: "aguardando" }).waitFor();
          await j.see();
        },
        {},
      ),
    STEP_TIMEOUT,
  );

  it("the caçamba stood 10 days (3 past the 7 included) and its load went to the receiver", async () => {
    // Ten days cannot pass in a test: the drop-off, the pick-up and the CTR of the load are written as
    // dispatch and the driver leave them, dated 10 days apart (São Paulo's calendar), ending 2 h ago.
    const hauler = await orgId(HAULER);
    const generator = await orgId(CLIENT);
    const receiver = await orgId(RECEIVER);
    const [order] = await h.db
      .select({ id: orders.id, siteId: orders.siteId })
      .from(orders)
      .where(
        and(eq(orders.orgId, hauler), eq(orders.generatorOrgId, generator), isNotNull(orders.quotedCents)),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (!order) throw new Error("the client's priced order is not there");
    const [site] = await h.db.select().from(sites).where(eq(sites.id, order.siteId));
    const [admin] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "admin@demo.cacambacerta.com.br"));
    if (!site || !admin) throw new Error("no demo site or admin");
    const removedAt = new Date(Date.now() - 2 * 3_600_000);
    const placedAt = new Date(removedAt.getTime() - 10 * 86_400_000);
    // The order was made the day before, for the day it was placed.
    await h.db
      .update(orders)
      .set({
        status: "done",
        createdAt: new Date(placedAt.getTime() - 86_400_000),
        desiredFrom: placedAt.toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" }),
      })
      .where(and(eq(orders.orgId, hauler), eq(orders.id, order.id)));
    const [placement] = await h.db
      .insert(placements)
      .values({
        orgId: hauler,
        orderId: order.id,
        generatorOrgId: generator,
        siteId: site.id,
        municipalityId: "juiz-de-fora-mg",
        footprint: rectangle(site.lon, site.lat),
        facts: ROADWAY,
        verdict: {
          ok: true,
          checkedAt: placedAt.toISOString(),
          violations: [],
          checklist: [],
          notRegulated: [],
        },
        verdictOk: true,
        status: "removed",
        placedAt,
        removedAt,
        createdBy: admin.id,
      })
      .returning({ id: placements.id });
    if (!placement) throw new Error("no placement");
    const [pickUp] = await h.db
      .insert(jobs)
      .values({
        orgId: hauler,
        kind: "pick_up",
        orderId: order.id,
        placementId: placement.id,
        date: removedAt.toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" }),
        status: "done",
        doneAt: removedAt,
      })
      .returning({ id: jobs.id });
    if (!pickUp) throw new Error("no pick-up job");
    const [last] = await h.db
      .select({ seq: max(ctrs.seq) })
      .from(ctrs)
      .where(and(eq(ctrs.orgId, hauler), eq(ctrs.year, 2026)));
    const seq = (last?.seq ?? 0) + 1;
    await insertCtrRow(h.db, hauler, receiver, pickUp.id, seq, "issued");
    Object.assign(state, {
      ctrNumber: `2026/${String(seq).padStart(6, "0")}`,
      placedAt,
      removedAt,
    });
  });

  it(
    "the receiver weighs the load at the gate: 7,25 t, 1,25 t above the 6 t included",
    () =>
      journey(
        browser,
        server.url,
        WIDTH.phone,
        "receptor",
        async (j) => {
          const { page } = j;
          await j.open(page.getByRole("main").getByRole("link", { name: "Receber carga" }), "/receber");
          await page.getByLabel("Número do CTR").fill(state.ctrNumber ?? "");
          await page.getByRole("button", { name: "Buscar CTR" }).click();
          await page
            .getByText(state.ctrNumber ?? "")
            .first()
            .waitFor();
          await j.see();
          await page.getByLabel("Peso medido (t)").fill("7,25");
          await drawSignature(page, page.getByTestId("signature-pad"));
          await page.getByRole("button", { name: "Confirmar recebimento" }).click();
          await page.getByText(`CTR ${state.ctrNumber} recebido.`).waitFor();
          await j.see();
        },
        {},
      ),
    STEP_TIMEOUT,
  );

  it(
    "the admin invoices the order: the extra days and the overweight are lines; issued, it is in the receivables",
    () =>
      journey(
        browser,
        server.url,
        WIDTH.office,
        "admin",
        async (j) => {
          const { page } = j;
          await j.open(await menuLink(page, "Faturas"), "/faturas");
          const form = page.getByRole("form", { name: "Faturar pedido" });
          expect(await form.getByRole("combobox", { name: "Pedido" }).inputValue()).toMatch(
            new RegExp(
              `^${CLIENT.replace(/\./g, "\\.")} — .+ — ${brDate(state.placedAt ?? new Date())} — R\\$ 850,00$`,
            ),
          );
          await form.getByLabel("Vencimento").fill(typedDate(10));
          await j.open(form.getByRole("button", { name: "Calcular fatura" }), /^\/faturas\/[0-9a-f-]{36}$/);
          await page.getByText("rascunho", { exact: true }).waitFor();
          const lines = page.getByRole("table", { name: "Serviços" });
          const texts = (await lines.getByRole("row").allInnerTexts())
            .slice(1)
            .map((t) => t.replace(/\s+/g, " ").trim());
          const placed = brDate(state.placedAt ?? new Date());
          const removed = brDate(state.removedAt ?? new Date());
          expect(texts).toEqual([
            expect.stringMatching(
              /^Locação de caçamba 5 m³, classe A — .+ \(inclui 7 dias\) 1 R\$ 850,00 R\$ 850,00$/,
            ),
            `Dias extras (dias corridos): colocada em ${placed}, retirada ${removed}, 10 dias de 7 incluídos 3 R$ 45,50 R$ 136,50`,
            `Excesso de peso, CTR ${state.ctrNumber}: 7,250 t pesadas no receptor, 6,000 t incluídas 1,25 R$ 92,30 R$ 115,38`,
          ]);
          await page.getByText(`Total: ${TOTAL}`, { exact: true }).waitFor();
          await page.getByRole("button", { name: "Emitir fatura" }).click();
          await page.getByText("emitida", { exact: true }).waitFor();
          await page.getByLabel("Saldo da fatura").getByText(`Saldo: ${TOTAL}`).waitFor();
          state.invoiceNumber = (await readOf(page.getByRole("heading", { level: 1 }))).replace(/\D/g, "");
          await j.see();

          await j.open(await menuLink(page, "Contas a receber"), "/recebiveis");
          await page.getByLabel("Total a receber").getByText(TOTAL).waitFor();
          const client = rowWith(j, CLIENT);
          expect(await readOf(client)).toBe(`${CLIENT} 1 ${TOTAL} R$ 0,00 R$ 0,00 R$ 0,00 ${TOTAL}`);
        },
        {},
      ),
    STEP_TIMEOUT,
  );

  it(
    "the client pays the invoice by Pix on Stripe's page, into the hauler's account; the webhook turns it paid",
    () =>
      journey(
        browser,
        server.url,
        WIDTH.phone,
        "cliente",
        async (j) => {
          const { page } = j;
          await j.open(await menuLink(page, "Faturas"), "/faturas");
          const row = rowWith(j, HAULER);
          await row.getByText("emitida", { exact: true }).waitFor();
          await j.open(
            row.getByRole("link", { name: `Abrir fatura ${state.invoiceNumber}` }),
            /^\/faturas\/[0-9a-f-]{36}$/,
          );
          await page.getByLabel("Saldo da fatura").getByText(`Saldo: ${TOTAL}`).waitFor();
          await page.getByRole("button", { name: "Pagar online (cartão, boleto ou Pix)" }).click();

          // Stripe's hosted checkout (the fake's page): Pix, the QR's "copia e cola", paid in the bank's app.
          await page.waitForURL(/\/checkout\/pay\/cs_test_/);
          await page.getByRole("heading", { name: /^Pagar R\$\s1\.101,88$/ }).waitFor();
          await page.getByLabel("Pix").check();
          await page.getByRole("button", { name: "Continuar" }).click();
          await page.getByText(/^00020126580014br\.gov\.bcb\.pix/).waitFor();
          await page.getByRole("button", { name: "Simular pagamento do Pix" }).click();

          await page.waitForURL(
            (u) =>
              /^\/faturas\/[0-9a-f-]{36}$/.test(u.pathname) &&
              u.searchParams.get("pagamento") === "concluido",
          );
          await page.getByText("paga", { exact: true }).waitFor();
          await j.see();
          await page.getByLabel("Saldo da fatura").getByText("Saldo: R$ 0,00").waitFor();
          await page.getByText(`Pago: ${TOTAL}`, { exact: true }).waitFor();
          const paid = await readOf(
            page.getByRole("table", { name: "Pagamentos" }).getByRole("row").filter({ hasText: "Stripe" }),
          );
          expect(paid).toBe(`${brDate(new Date())} Pix (Stripe) ${TOTAL}`);
          expect(await page.getByRole("button", { name: /Pagar online/ }).count()).toBe(0);
          const pdf = pdfText(await clickForPdf(page, page.getByRole("link", { name: "Baixar PDF" })));
          expect(pdf).toContain("Situação: paga");
          expect(pdf).toContain(TOTAL);
        },
        {},
      ),
    STEP_TIMEOUT,
  );

  it("Stripe's side: a direct charge on the hauler's account with the platform's fee, each webhook applied", async () => {
    const [session] = [...fake.connect.sessions.values()];
    const [account] = [...fake.connect.accounts.keys()];
    expect(session?.account).toBe(account);
    expect(session?.obj).toMatchObject({
      amount_total: 110188,
      status: "complete",
      allowed_payment_method_types: ["card", "boleto", "pix"],
      payment_intent_data: { application_fee_amount: String(FEE_CENTS) },
    });
    const [charge] = [...fake.connect.charges.values()];
    expect(charge?.obj).toMatchObject({ amount: 110188, application_fee_amount: FEE_CENTS });
    expect(fake.connect.delivered).toEqual([
      { type: "account.updated", status: 200 },
      { type: "checkout.session.completed", status: 200 },
      { type: "payment_intent.succeeded", status: 200 },
    ]);
  });

  it(
    "the receivables show nothing left for the client",
    () =>
      journey(
        browser,
        server.url,
        WIDTH.office,
        "admin",
        async (j) => {
          const { page } = j;
          await j.open(await menuLink(page, "Contas a receber"), "/recebiveis");
          await page.getByLabel("Total a receber").getByText("R$ 0,00").waitFor();
          await page.getByText("Nada a receber").waitFor();
          expect(await rowWith(j, CLIENT).count()).toBe(0);
          await j.open(await menuLink(page, "Faturas"), "/faturas");
          const invoice = rowWith(j, CLIENT);
          expect(await readOf(invoice)).toMatch(
            new RegExp(
              `^${state.invoiceNumber} ${CLIENT.replace(/\./g, "\\.")} R\\$ 1\\.101,88 R\\$ 0,00 \\d{2}/\\d{2}/\\d{4} paga Abrir fatura`,
              "i",
            ),
          );
        },
        {},
      ),
    STEP_TIMEOUT,
  );
});
