import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { hydrated, launchBrowser } from "./helpers/browser";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

async function signInAsAdmin(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/entrar`);
  await page.getByLabel("E-mail").fill("admin@demo.cacambacerta.com.br");
  await page.getByRole("textbox", { name: "Senha" }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${baseUrl}/inicio`);
}

function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "cc-e2e-pdf-")), "decal.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
}

describe("fleet in the browser: caçamba, licence, decal PDF, public page", () => {
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

  it("registers a caçamba, uploads a licence, downloads the decal PDF and opens the page its QR points to", async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page, server.url);

    await page.goto(`${server.url}/frota`);
    const capacity = page.getByLabel("Capacidade (m³)");
    await capacity.fill("5");
    await page.getByLabel("Comprimento (m)").fill("2,8");
    await page.getByLabel("Largura (m)").fill("1,7");
    await page.getByLabel("Altura (m)").fill("1,3");
    await page.getByRole("button", { name: "Cadastrar caçamba" }).click();
    await page.getByRole("alert").filter({ hasText: "JF art. 7º, V" }).waitFor();
    await page.getByLabel("Comprimento (m)").fill("2,6");
    await page.getByRole("button", { name: "Cadastrar caçamba" }).click();
    await page.getByText("Caçamba nº 07 cadastrada.").waitFor();

    // The day's places (#41): a yard placed by its coordinates becomes a truck's home, with 2 per trip.
    await page.getByRole("button", { name: "Cadastrar pátio" }).click();
    await page.getByLabel("Nome do pátio").fill("Pátio Benfica");
    await page.getByLabel("Endereço", { exact: true }).fill("Rua Diomar Monteiro, 1200 — Benfica");
    await page.getByLabel("Latitude").fill("-21,703");
    await page.getByLabel("Longitude").fill("-43,438");
    await page.getByRole("button", { name: "Cadastrar pátio" }).click();
    await page.getByRole("button", { name: "Editar o pátio Pátio Benfica" }).waitFor();
    await page.getByText("-21,70300; -43,43800").waitFor();
    const editTruck = page.getByRole("button", { name: /^Editar o caminhão/ }).first();
    const plate = ((await editTruck.getAttribute("aria-label")) ?? "").replace("Editar o caminhão ", "");
    const truckRow = page.getByRole("row").filter({ hasText: plate });
    await editTruck.click();
    await truckRow.getByLabel("Caçambas por viagem").selectOption("2");
    await truckRow.getByLabel("Pátio de origem").selectOption({ label: "Pátio Benfica" });
    await truckRow.getByRole("button", { name: "Salvar caminhão" }).click();
    await page.getByText("2 caçambas por viagem · Pátio Benfica").waitFor();

    await page.goto(`${server.url}/empresa`);
    await page.getByText("vence em", { exact: false }).first().waitFor();
    await page.getByLabel("Tipo", { exact: true }).first().click();
    await page.getByRole("option", { name: "Licença ambiental" }).click();
    await page.getByLabel("Número").fill("LA-2025-001");
    await page.getByLabel("Município emissor", { exact: true }).first().click();
    await page.getByRole("option", { name: "Juiz de Fora/MG" }).click();
    await page.getByLabel("Válida de").fill("01/01/2025");
    await page.getByLabel("Válida até").fill("31/12/2099");
    await page
      .locator('input[type="file"]')
      .setInputFiles(join(process.cwd(), "tests/fixtures/fleet/alvara.pdf"));
    await page.getByRole("button", { name: "Cadastrar licença" }).click();
    await page.getByText("Licença cadastrada.").waitFor();
    const row = page.getByRole("row").filter({ hasText: "LA-2025-001" });
    await row.getByText("válida").waitFor();
    const docHref = await row.getByRole("link", { name: "abrir" }).getAttribute("href");
    const doc = await page.request.get(`${server.url}${docHref}`);
    expect(doc.status()).toBe(200);
    expect(doc.headers()["content-type"]).toBe("application/pdf");

    await page.goto(`${server.url}/frota`);
    await page.getByRole("link", { name: "07", exact: true }).click();
    await page.getByRole("heading", { name: "Caçamba nº 07" }).waitFor();
    await page.getByText("Juiz de Fora/MG:", { exact: false }).first().waitFor();
    const decalHref = await page
      .getByRole("link", { name: "Baixar folha de adesivos (PDF)" })
      .getAttribute("href");
    const decal = await page.request.get(`${server.url}${decalHref}`);
    expect(decal.status()).toBe(200);
    const text = pdfText(await decal.body());
    expect(text).toContain("Caçambas Halfeld Transportes Ltda.");
    expect(text).toContain("PROIBIDO DEPOSITAR LIXO DOMÉSTICO");
    expect(text).toContain("JF art. 7º, II");
    expect(text).toContain("(32) 3215-1234");
    const publicUrl = /(http:\/\/\S+\/c\/[\w-]+)/.exec(text)?.[1];
    expect(publicUrl).toBeDefined();

    await (await hydrated(page.getByLabel("Situação da caçamba"))).selectOption({ label: "em manutenção" });
    await page.getByRole("button", { name: "Salvar situação" }).click();
    await page.getByText("m³ · em manutenção").waitFor();
    await page.reload();
    await page.getByText("m³ · em manutenção").waitFor();

    const anonymous = await launchBrowser();
    try {
      const pub = await anonymous.newPage();
      await pub.goto(publicUrl ?? "");
      await pub.getByRole("heading", { name: "Caçamba nº 07" }).waitFor();
      await pub.getByText("Caçambas Halfeld Transportes Ltda.").waitFor();
      await pub.getByText("licenciada", { exact: true }).waitFor();
      await pub.getByText("JF art. 4º–5º", { exact: false }).waitFor();
      const body = await pub.locator("body").textContent();
      expect(body).not.toContain("Marcos Motorista");
      expect(body).not.toContain("Rua Halfeld, 500");
    } finally {
      await anonymous.close();
    }
    await page.close();
  });
});
