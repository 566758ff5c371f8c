import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser } from "./helpers/browser";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { signInAsDemo } from "./helpers/sign-in";

const BOM = [0xef, 0xbb, 0xbf];

/** Clicks a visible "Exportar CSV" and returns the downloaded file's bytes. */
async function download(page: Page, link: ReturnType<Page["getByRole"]>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return readFile((await file.path()) ?? "");
}

describe("CSV exports open right in Excel pt-BR", () => {
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
    browser = await launchBrowser();
    await signInAsDemo(await browser.newPage(), server.url, "admin");
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("the CTR export: UTF-8 with BOM, `;`, dd/mm/aaaa HH:MM, decimal comma, CNPJ as text", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/ctrs`);
    const bytes = await download(page, page.getByRole("link", { name: "Exportar CSV" }));
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    const text = bytes.toString("utf8").slice(1);
    const [header, ...rows] = text.trimEnd().split("\r\n");
    expect(header).toMatch(/^numero;situacao;data_emissao;gerador_nome;/);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const received = rows.find((r) => r.includes(";recebido;")) ?? "";
    const cells = received.split(";");
    expect(cells[2]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells[21]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells[22]).toBe("6,8");
    expect(cells[16]).toBe("5");
    expect(cells[8]).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(text).toContain("Concreto, tijolos e argamassa");
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("the fleet export: BOM, `;`, decimal comma and dd/mm/aaaa; the downloaded file imports back unchanged", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/frota`);
    await (await hydrated(page.getByLabel("Capacidade (m³)"))).fill("4,5");
    await page.getByLabel("Comprimento (m)").fill("2,6");
    await page.getByLabel("Largura (m)").fill("1,7");
    await page.getByLabel("Altura (m)").fill("1,25");
    await page.getByRole("button", { name: "Cadastrar caçamba" }).click();
    await page.getByText(/Caçamba nº \d+ cadastrada\./).waitFor();
    await page.reload();
    const links = page.getByRole("link", { name: "Exportar CSV" });
    const cacambas = await download(page, links.nth(0));
    expect([...cacambas.subarray(0, 3)]).toEqual(BOM);
    const text = cacambas.toString("utf8");
    expect(text).toMatch(/^\uFEFFnumero;capacidade_m3;comprimento_m;largura_m;altura_m;situacao\r\n/);
    expect(text).toMatch(/\r\n\d{2};4,5;2,6;1,7;1,25;no pátio\r\n/);
    const drivers = (await download(page, links.nth(2))).toString("utf8");
    expect(drivers).toMatch(/^\uFEFFnome;cnh;categoria;validade_cnh;ativo\r\n/);
    expect(drivers).toMatch(/;\d{2}\/\d{2}\/\d{4};(sim|não)\r\n/);

    const cookie = (await browser.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join("; ");
    const preview = await fetch(`${server.url}/api/fleet/import/cacambas`, {
      method: "POST",
      headers: { cookie, "content-type": "text/csv" },
      body: new Uint8Array(cacambas),
    });
    const result = JSON.parse((await preview.text()).trim().split("\n").at(-1) ?? "{}");
    expect(result).toMatchObject({ phase: "result", errors: [], committed: false });
    expect(result.sample).toContainEqual(expect.objectContaining({ capacidade_m3: 4.5, altura_m: 1.25 }));
  });
});
