import type { BrowserContext, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./helpers/browser";
import { type Journey, menuLink, startJourney } from "./helpers/journey";
import { clickForPdf, pdfText } from "./helpers/person-acts";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

/** An event code or a row id where words belong ("job.complete", "price_row d27033e2-…"). */
const RAW_CODE = /\b[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)*\b|\b[0-9a-f]{8}-[0-9a-f]{4}-/;

/** The Juiz de Fora demo hauler's admin adds a caçamba (an audited change) and reads the audit log. */
async function auditLogInWords(j: Journey) {
  const { page } = j;
  await j.open(await menuLink(page, "Frota"), "/frota");
  await page.getByLabel("Capacidade (m³)").fill("5");
  await page.getByLabel("Comprimento (m)").fill("2,6");
  await page.getByLabel("Largura (m)").fill("1,7");
  await page.getByLabel("Altura (m)").fill("1,3");
  await page.getByRole("button", { name: "Cadastrar caçamba" }).click();
  const created = page.getByText(/^Caçamba nº \d+ cadastrada\.$/);
  await created.waitFor();
  const number = /nº (\d+)/.exec((await created.textContent()) ?? "")?.[1] ?? "";
  await j.see();
  await j.open(await menuLink(page, "Registro de auditoria"), "/auditoria");
  const log = (await page.locator("main").textContent()) ?? "";
  expect(log).toContain("Caçamba cadastrada");
  expect(log).toContain(`Caçamba nº ${number}`);
  expect(log).not.toMatch(RAW_CODE);
}

/** The text of the PDF behind `link`, or an error that says which document and where it failed. */
async function documentText(j: Journey, link: Locator, what: string): Promise<string> {
  try {
    return pdfText(await clickForPdf(j.page, link));
  } catch (e) {
    throw new Error(`${what} from ${j.page.url()}: ${e instanceof Error ? e.message : e}`);
  }
}

/** A Juiz de Fora CTR and usage guide cite Juiz de Fora's law (silent on both), never João Pessoa's. */
async function documentsCiteTheirLaw(j: Journey) {
  const { page } = j;
  await j.open(await menuLink(page, "CTRs"), "/ctrs");
  await j.open(page.getByRole("link", { name: /^\d{4}\/\d{6}$/ }).first(), /^\/ctrs\/[0-9a-f-]+$/);
  const subtitle = (await page.getByText(/^Controle de Transporte de Resíduos \(/).textContent()) ?? "";
  expect(subtitle).toContain("a lei de Juiz de Fora não trata disso");
  const ctr = await documentText(j, page.getByRole("link", { name: "PDF (3 vias)" }), "the CTR PDF");
  expect(ctr).toContain("a lei de Juiz de Fora não trata disso");
  expect(ctr).not.toContain("JP art.");

  await j.open(await menuLink(page, "Colocações"), "/colocacoes");
  const guide = await documentText(
    j,
    page.getByRole("table").getByRole("link", { name: "PDF", exact: true }).first(),
    "the usage guide",
  );
  expect(guide).toContain("Juiz de Fora");
  expect(guide).toMatch(
    /orientação ao usuário \(regra da Caçamba Certa; a lei de Juiz de Fora não trata disso\)/,
  );
  expect(guide).not.toContain("JP art.");
}

describe("words on the screen: the audit log in pt-BR, each document citing its own law", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
  });
  afterAll(async () => {
    await server?.stop();
  });

  // One width: the words and documents do not depend on it (crawl.test.ts checks the audit log's screen at
  // 360 and 1280 px).
  it("at 360 px, by clicks from the sign-in page", async () => {
    const browser: BrowserContext = await launchBrowser();
    try {
      const j = await startJourney(browser, server.url, 360, "admin");
      await auditLogInWords(j);
      await documentsCiteTheirLaw(j);
      await j.end();
    } finally {
      await browser.close();
    }
  }, 300_000);
});
