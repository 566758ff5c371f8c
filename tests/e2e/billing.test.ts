import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { FakeStripe, signedEvent } from "../integration/billing/fake-stripe";
import { PRICES, WEBHOOK_SECRET } from "../integration/billing/world";
import { launchBrowser } from "./helpers/browser";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

async function signIn(page: Page, baseUrl: string, email: string) {
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/entrar`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("textbox", { name: "Senha" }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${baseUrl}/inicio`);
}

describe("billing in the browser: plans in R$, Stripe Checkout, webhook, active plan", () => {
  let server: RunningServer;
  let browser: BrowserContext;
  let fake: FakeStripe;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    fake = new FakeStripe();
    await fake.start();
    Object.assign(process.env, fake.env(WEBHOOK_SECRET), PRICES);
    server = await startServer({ dataDir: tempDataDir() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    process.env = savedEnv;
    await browser?.close();
    await server?.stop();
    await fake?.stop();
  });

  const webhook = (payload: string, signature: string) =>
    fetch(`${server.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });

  it("the admin subscribes through Checkout and sees the active plan once Stripe's webhook arrives", async () => {
    const page = await browser.newPage();
    await signIn(page, server.url, "admin@demo.cacambacerta.com.br");
    await page.goto(`${server.url}/assinatura`);
    await page.setViewportSize({ width: 360, height: 800 });
    const small = page.getByLabel("Plano Até 20 caçambas");
    await small.getByText("R$ 149,00").waitFor();
    await page.getByText("Anual").click();
    await small.getByText("R$ 1.490,00").waitFor();
    await page.getByText("Mensal").click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.route("https://checkout.stripe.test/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Checkout de teste</h1>" }),
    );
    await small.getByRole("button", { name: "Assinar Até 20 caçambas" }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sessionId = page.url().split("/").pop() ?? "";

    // Stripe's side: the customer paid; the signed webhook reaches the real server.
    const { session, subscription } = fake.completeCheckout(sessionId, 14900);
    fake.addInvoice(subscription.id, true);
    const tampered = signedEvent(WEBHOOK_SECRET, "checkout.session.completed", session);
    expect((await webhook(tampered.payload.replace("complete", "open"), tampered.header)).status).toBe(400);
    const event = signedEvent(WEBHOOK_SECRET, "checkout.session.completed", session);
    for (let i = 0; i < 3; i++) expect((await webhook(event.payload, event.header)).status).toBe(200);

    await page.goto(`${server.url}/assinatura`);
    await page.getByText("Ativa", { exact: true }).waitFor();
    await page.getByText("6 de 20 caçambas").waitFor();
    await page.getByText(/Próxima fatura: R\$ 149,00 em \d{2}\/\d{2}\/\d{4}/).waitFor();
    await page.getByRole("button", { name: "Gerenciar pagamento" }).waitFor();
    expect(await page.getByRole("button", { name: /^Assinar/ }).count()).toBe(0);
    await page.close();
  });

  it("the client portal lists its open invoices to pay (none yet), not an empty promise", async () => {
    const page = await browser.newPage();
    await signIn(page, server.url, "cliente@demo.cacambacerta.com.br");
    await page.goto(`${server.url}/pagamentos`);
    await page.getByText("Nenhuma fatura em aberto").waitFor();
    expect(await page.getByText("Nenhuma cobrança").count()).toBe(0);
    await page.close();
  });
});
