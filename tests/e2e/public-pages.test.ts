import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPublicCode } from "@/lib/public-code";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { signInOverHttp } from "./helpers/http-session";
import { checkScreen, personPage } from "./helpers/person";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { signInAsDemo } from "./helpers/sign-in";

/**
 * Pages a person meets around the features: a caçamba's code typed by hand, the app's own 404 in
 * pt-BR, and the pages that used to log a hydration error (#418) — each checked for console errors.
 */
describe("codes typed by hand, the app's own 404, pages without console errors", () => {
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("/c/<code> finds the caçamba typed in lower case, grouped or with spaces", async () => {
    const admin = await signInOverHttp(server.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const list = await admin.query("fleet.cacambas");
    const rows = (list.body.result?.data.json ?? []) as { publicCode: string; number: number }[];
    const code = rows[0]?.publicCode ?? "";
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const grouped = formatPublicCode(code);
    for (const typed of [grouped.toLowerCase(), code.toLowerCase(), `${code.slice(0, 5)} ${code.slice(5)}`]) {
      const page = await personPage(browser, 360);
      const res = await page.goto(`${server.url}/c/${encodeURIComponent(typed)}`);
      expect(res?.status(), typed).toBe(200);
      await page.getByRole("heading", { name: /^Caçamba nº \d+/ }).waitFor();
      await checkScreen(page);
      await page.close();
    }
  });

  for (const path of ["/nao-existe/de-jeito-nenhum", "/c/ZZZZZ-ZZZZZ", "/verificar/nao-existe-este-codigo"]) {
    it(`${path} answers 404 with the app's page in pt-BR and a way back to the start`, async () => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("Página não encontrada");
      expect(html).not.toMatch(/This page could not be found|404: This page/);
      const page = await personPage(browser, 360);
      await page.goto(`${server.url}${path}`);
      await page.getByRole("heading", { name: "Página não encontrada" }).waitFor();
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
      expect(await page.locator("main").innerText()).not.toMatch(/\b(Not Found|could not be found)\b/);
      await page.getByRole("link", { name: "Voltar ao início" }).click();
      // A visitor's start is the public home (#28): what the product is, and the ways on.
      await page.waitForURL(`${server.url}/`);
      await page.getByRole("heading", { name: "Caçamba Certa", level: 1 }).waitFor();
      await page.close();
    });
  }

  it("a CTR's public check page (/verificar/<code>) at 360 px logs no console error", async () => {
    const page = await personPage(browser, 360);
    await page.goto(`${server.url}/verificar/demo-ctr-recebido`);
    await page.getByRole("heading", { name: /^CTR nº/ }).waitFor();
    await checkScreen(page);
    await page.close();
  });

  it("the hauler at 360 px opens a CTR from the menu, by clicks: no console error", async () => {
    const page = await personPage(browser, 360);
    await signInAsDemo(page, server.url, "admin");
    await checkScreen(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page
      .getByRole("navigation", { name: "Navegação principal" })
      .getByRole("link", { name: "CTRs" })
      .click();
    await page.waitForURL(`${server.url}/ctrs`);
    await checkScreen(page);
    await page
      .getByRole("link", { name: /^\d{4}\/\d{6}$/ })
      .first()
      .click();
    await page.waitForURL(/\/ctrs\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: /^CTR \d{4}\/\d{6}$/ }).waitFor();
    await checkScreen(page);
    // a click renders on the client; a reload (or the link opened in a new tab) hydrates the server's HTML
    await page.reload();
    await page.getByRole("heading", { name: /^CTR \d{4}\/\d{6}$/ }).waitFor();
    await checkScreen(page);
    await page.close();
  });

  it("the platform admin opens the e-mail outbox from the home, by clicks: no console error", async () => {
    const forgot = await personPage(browser, 1280);
    await forgot.goto(`${server.url}/esqueci-a-senha`);
    await forgot.getByLabel("E-mail da sua conta").fill("cliente@demo.cacambacerta.com.br");
    await forgot.locator("button[type=submit]").click();
    await forgot.getByText("Pronto").waitFor();
    await forgot.close();
    const page = await personPage(browser, 1280);
    await signInAsDemo(page, server.url, "plataforma");
    await checkScreen(page);
    await page.getByRole("link", { name: "Caixa de saída de mensagens" }).click();
    await page.waitForURL(`${server.url}/caixa-de-saida`);
    await page.getByRole("heading", { name: "Caixa de saída" }).waitFor();
    await page
      .getByRole("article", { name: /^E-mail para cliente@demo/ })
      .first()
      .waitFor();
    await checkScreen(page);
    await page.reload();
    await page
      .getByRole("article", { name: /^E-mail para cliente@demo/ })
      .first()
      .waitFor();
    await checkScreen(page);
    await page.close();
  });
});
