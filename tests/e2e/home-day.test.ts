import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./helpers/browser";
import { checkScreen, personPage } from "./helpers/person";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { signInAsDemo } from "./helpers/sign-in";

/** The number a home count shows: its link is named "<label> <value>". */
async function countOf(page: Page, label: string): Promise<number> {
  const link = page.getByRole("link", { name: new RegExp(`^${label} \\d+$`) });
  const text = (await link.textContent()) ?? "";
  return Number(text.replace(label, "").replace(/\D/g, ""));
}

/**
 * Each demo role's home is the start of its day: the counts match what the demo data holds, and a
 * click on a count (or on the next action) opens the list with those items. Signed in on the form,
 * then clicks only; every screen checked for console errors, overflow, ISO dates and English text.
 */
describe("home pages show the day, by clicks alone", () => {
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

  for (const width of [360, 1280]) {
    it(`dispatcher at ${width} px: today's jobs on the home, the same jobs on the board`, async () => {
      const page = await personPage(browser, width);
      await signInAsDemo(page, server.url, "despacho");
      await checkScreen(page);
      expect(await countOf(page, "Serviços de hoje")).toBeGreaterThanOrEqual(2);
      const sites = await page
        .getByRole("list", { name: "Serviços de hoje" })
        .getByRole("listitem")
        .allInnerTexts();
      const firstSite = /— ([^,]+),/.exec(sites[0] ?? "")?.[1] ?? "";
      expect(firstSite).not.toBe("");
      await page.getByRole("link", { name: /^Serviços de hoje \d+$/ }).click();
      await page.waitForURL(`${server.url}/despacho`);
      await page.getByText(firstSite).first().waitFor();
      await checkScreen(page);
      await page.close();
    });

    it(`driver at ${width} px: the next job on the home, one tap to the phone view`, async () => {
      const page = await personPage(browser, width);
      await signInAsDemo(page, server.url, "motorista");
      await checkScreen(page);
      expect(await countOf(page, "Serviços a fazer hoje")).toBeGreaterThanOrEqual(1);
      await page.getByText(/^Próximo: /).waitFor();
      await page.getByRole("link", { name: "Abrir meus serviços" }).click();
      await page.waitForURL(`${server.url}/motorista`);
      await page.getByRole("heading", { name: "Meus serviços de hoje" }).waitFor();
      expect(await page.getByText("Nenhum serviço para você hoje.").count()).toBe(0);
      await checkScreen(page);
      await page.close();
    });

    it(`receiver at ${width} px: loads on their way, listed at the gate`, async () => {
      const page = await personPage(browser, width);
      await signInAsDemo(page, server.url, "receptor");
      await checkScreen(page);
      const incoming = await countOf(page, "Cargas a caminho");
      expect(incoming).toBeGreaterThanOrEqual(1);
      await page.getByRole("link", { name: /^Cargas a caminho \d+$/ }).click();
      await page.waitForURL(`${server.url}/receber`);
      await page.getByText(`A caminho deste receptor (${incoming})`).waitFor();
      await checkScreen(page);
      await page.close();
    });

    it(`client at ${width} px: the caçambas on the site, and the list behind the count`, async () => {
      const page = await personPage(browser, width);
      await signInAsDemo(page, server.url, "cliente");
      await checkScreen(page);
      expect(await countOf(page, "Caçambas na obra")).toBeGreaterThanOrEqual(1);
      await page.getByRole("link", { name: /^Caçambas na obra \d+$/ }).click();
      await page.waitForURL(`${server.url}/minhas-cacambas`);
      expect(await page.getByText("Nenhuma caçamba na sua obra").count()).toBe(0);
      await checkScreen(page);
      await page.close();
    });

    it(`auditor at ${width} px: overdue caçambas on the home, then on the Fiscalização page`, async () => {
      const page = await personPage(browser, width);
      await signInAsDemo(page, server.url, "fiscal");
      await checkScreen(page);
      const overdue = await countOf(page, "Caçambas vencidas na rua");
      expect(overdue).toBeGreaterThanOrEqual(1);
      await page.getByRole("link", { name: "Ver caçambas vencidas" }).click();
      await page.waitForURL(`${server.url}/fiscalizacao`);
      await page.getByText(`Caçambas vencidas na rua (${overdue})`).waitFor();
      await page.close();
    });
  }
});
