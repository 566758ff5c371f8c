import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

async function signIn(page: Page, baseUrl: string, who: string) {
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/entrar`);
  await page.getByLabel("E-mail").fill(`${who}@demo.cacambacerta.com.br`);
  await page.getByRole("textbox", { name: "Senha" }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${baseUrl}/inicio`);
}

function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "cc-e2e-ctr-")), "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
}

describe("CTR in the browser: issue, print, receive at 360 px, receipt, public check", () => {
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

  it("the dispatcher issues a CTR, the receiver confirms it by its number on a phone, the public page says recebido", async () => {
    const page = await browser.newPage();
    await signIn(page, server.url, "despacho");
    await page.goto(`${server.url}/ctrs/novo`);
    await page.getByLabel("Material predominante").fill("Entulho de demolição");
    await page.getByLabel("Volume (m³)").fill("5");
    await page.getByRole("button", { name: "Emitir CTR" }).click();
    await page.waitForURL(/\/ctrs\/[0-9a-f-]{36}$/);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const number = /\d{4}\/\d{6}/.exec(heading)?.[0] ?? "";
    expect(number).toMatch(/^\d{4}\/000007$/);

    const pdfHref = await page.getByRole("link", { name: "PDF (3 vias)" }).getAttribute("href");
    const pdf = await page.request.get(`${server.url}${pdfHref}`);
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    for (const s of [
      number,
      "1ª via — Gerador",
      "2ª via — Transportador",
      "3ª via — Receptor",
      "Entulho de demolição",
      "ATT Paraibuna",
    ])
      expect(text).toContain(s);
    const checkHref =
      (await page.getByRole("link", { name: "Página pública de conferência" }).getAttribute("href")) ?? "";
    const hashOnPage = ((await page.locator("code").last().textContent()) ?? "").trim();
    expect(text).toContain(hashOnPage);

    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, server.url, "receptor");
    await page.goto(`${server.url}/receber`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByLabel("Número do CTR").fill(number.replace(/\/0+/, "/"));
    await page.getByRole("button", { name: "Buscar CTR" }).click();
    await page.getByText("Transportador licenciado e resíduo aceito", { exact: false }).waitFor();
    await page.getByLabel("Peso medido (t)").fill("6,2");
    await page.getByRole("button", { name: "Confirmar recebimento" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `CTR ${number} recebido.` })
      .waitFor();
    await page.getByRole("row").filter({ hasText: number }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, server.url, "cliente");
    await page.goto(`${server.url}/documentos`);
    const row = page.getByRole("row").filter({ hasText: number });
    const receiptHref = await row
      .getByRole("link", { name: "Comprovante de destinação" })
      .getAttribute("href");
    const receipt = await page.request.get(`${server.url}${receiptHref}`);
    expect(receipt.status()).toBe(200);
    const receiptText = pdfText(await receipt.body());
    expect(receiptText).toContain("COMPROVANTE DE DESTINAÇÃO");
    expect(receiptText).toContain("6,2 t");

    await page.context().clearCookies();
    await page.goto(`${server.url}${checkHref}`);
    await page.getByTestId("ctr-status").filter({ hasText: "recebido" }).waitFor();
    expect(((await page.getByTestId("ctr-hash").textContent()) ?? "").trim()).toBe(hashOnPage);
    await page.close();
  });
});
