import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./helpers/browser";
import { type Journey, menuLink, startJourney } from "./helpers/journey";
import { checkScreen, personPage } from "./helpers/person";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

const ROLES = ["admin", "despacho", "motorista", "receptor", "fiscal", "cliente", "plataforma"];

/** Every picture of the page loaded (each scrolled to first: they load lazily), as the person sees it. */
async function expectPicturesShown(page: Page) {
  const pictures = page.getByRole("main").getByRole("img");
  const count = await pictures.count();
  for (let i = 0; i < count; i++) {
    const img = pictures.nth(i);
    await img.scrollIntoViewIfNeeded();
    await img.evaluate((el) => (el as HTMLImageElement).decode());
    const src = (await img.getAttribute("src")) ?? "";
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth), src).toBe(360);
  }
  return count;
}

/** The "?" beside the title: it opens on a click, says what to do, and links the rule to its article. */
async function expectHint(j: Journey, title: string) {
  await j.page.getByRole("button", { name: "Ajuda" }).click();
  const hint = j.page.getByRole("note", { name: title });
  await hint.waitFor();
  const articles = hint.getByRole("link", { name: /^[A-Z]{2} art\. \d+/ });
  if ((await articles.count()) > 0)
    expect(await articles.first().getAttribute("href")).toMatch(/^\/leis\/[a-z-]+#art-\d+$/);
  expect(await hint.getByRole("link", { name: /^Ler a lei de / }).getAttribute("href")).toMatch(/^\/leis\//);
  await j.see();
  await j.page.keyboard.press("Escape");
  await hint.waitFor({ state: "hidden" });
}

/**
 * `/ajuda` as each role reaches it: from the home by a click, the role's guide with the phone pictures the
 * journeys took; the "?" of the four screens where people hesitate; the laws' text each citation opens.
 */
describe("help, by clicks", () => {
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

  // At 360 px, where the guides' phone pictures are read; crawl.test.ts opens every role's guide from its
  // menu at 1280 px and checks the screen.
  it("each role's home leads to its guide at 360 px", async () => {
    let pictures = 0;
    for (const account of ROLES) {
      const j = await startJourney(browser, server.url, 360, account);
      await j.open(j.page.getByRole("main").getByRole("link", { name: /^Ajuda/ }), "/ajuda");
      await j.page.getByRole("heading", { level: 1, name: "Ajuda" }).waitFor();
      pictures += await expectPicturesShown(j.page);
      await j.see();
      await j.end();
    }
    expect(pictures).toBeGreaterThanOrEqual(9);
  }, 300_000);

  it("the guide leads to the law, a citation to its article, and the law's page back to the panel", async () => {
    const j = await startJourney(browser, server.url, 360, "despacho");
    await j.open(await menuLink(j.page, "Ajuda"), "/ajuda");
    await j.open(j.page.getByRole("link", { name: "Ler a lei de Juiz de Fora/MG" }), "/leis/juiz-de-fora-mg");
    await j.page
      .locator("#art-9")
      .getByText(/^Art\. 9º As caçambas deverão ser dispostas/)
      .waitFor();
    // The law's page is public: for a person signed in, its bar leads back to the panel, not to "Entrar".
    const bar = j.page.getByRole("navigation", { name: "Páginas públicas" });
    await bar.getByRole("link", { name: "Ir para o painel" }).waitFor();
    expect(await bar.getByRole("link", { name: "Entrar" }).count()).toBe(0);
    await j.open(bar.getByRole("link", { name: "Ir para o painel" }), "/inicio");
    await j.end();
  });

  it("the “?” on the planner, the CTR form, the gate and the auto", async () => {
    const office = await startJourney(browser, server.url, 360, "despacho");
    await office.open(await menuLink(office.page, "Pedidos"), "/pedidos");
    const waiting = office.page.getByRole("row").filter({ hasText: "aguardando" }).first();
    await office.open(
      waiting.getByRole("link", { name: "Planejar colocação" }),
      /^\/pedidos\/[0-9a-f-]+\/colocacao$/,
    );
    await expectHint(office, "Como planejar a colocação");
    // The verdict's articles open the law's text too (in another tab: the plan stays).
    const verdictArticle = office.page.getByTestId("verdict").getByRole("link", { name: /JF art\./ });
    expect(await verdictArticle.first().getAttribute("href")).toMatch(/^\/leis\/juiz-de-fora-mg#art-\d+$/);
    await office.open(await menuLink(office.page, "CTRs"), "/ctrs");
    await office.open(office.page.getByRole("link", { name: "Emitir CTR" }).first(), "/ctrs/novo");
    await expectHint(office, "Como emitir o CTR");
    await office.end();

    const gate = await startJourney(browser, server.url, 360, "receptor");
    await gate.open(gate.page.getByRole("main").getByRole("link", { name: "Receber carga" }), "/receber");
    await expectHint(gate, "Como receber a carga");
    await gate.end();

    const city = await startJourney(browser, server.url, 1280, "fiscal");
    await city.open(await menuLink(city.page, "Fiscalização"), "/fiscalizacao");
    await city.open(city.page.getByRole("link", { name: "Autos de infração" }), "/fiscalizacao/autos");
    await city.open(
      city.page.getByRole("link", { name: "Lavrar auto sem vistoria" }),
      "/fiscalizacao/autos/novo",
    );
    await expectHint(city, "Como lavrar o auto");
    await city.end();
  }, 300_000);

  it("every law's text opens from the public list, one anchor per article", async () => {
    for (const width of [360, 1280]) {
      const page = await personPage(browser, width);
      await page.goto(`${server.url}/`);
      await page.getByRole("link", { name: "Ler as leis" }).click();
      await page.waitForURL(`${server.url}/leis`);
      await checkScreen(page);
      const laws = await page.getByRole("main").getByRole("listitem").getByRole("link").allTextContents();
      expect(laws.length).toBeGreaterThanOrEqual(4);
      for (const name of laws) {
        await page.getByRole("main").getByRole("link", { name, exact: true }).click();
        await page.waitForURL(/\/leis\/[a-z-]+$/);
        await page.locator("#art-1").waitFor();
        await checkScreen(page);
        await page.getByRole("link", { name: "Outras leis" }).click();
        await page.waitForURL(`${server.url}/leis`);
      }
      await page.close();
    }
  }, 300_000);
});
