import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./helpers/browser";
import { checkScreen, personPage } from "./helpers/person";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { signInAsDemo } from "./helpers/sign-in";

/** Table cells drawn outside the viewport's width (a column a person would never see), as "column: text". */
function cellsOffScreen(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main table td")]
      .filter((td) => {
        const r = td.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 0.5 || r.left < -0.5);
      })
      .map((td) => `${td.dataset.label ?? "?"}: ${td.textContent?.slice(0, 40)}`),
  );
}

const cellCount = (page: Page) => page.locator("main table td").count();

/** Every page of a demo role that shows a table, at 360 px: each row readable without sideways scrolling. */
const PAGES: Record<string, string[]> = {
  admin: ["/ctrs", "/colocacoes", "/pedidos", "/clientes", "/equipe", "/frota", "/empresa", "/auditoria"],
  receptor: ["/receber"],
  fiscal: ["/fiscalizacao", "/fiscalizacao/empresas", "/mapa-da-cidade"],
  cliente: ["/obras", "/minhas-cacambas", "/documentos"],
};

describe("on a 360 px phone, tables show every column", () => {
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

  it("/ctrs: the receiver, class and volume of a CTR are on screen, each under its column's name", async () => {
    const page = await personPage(browser, 360);
    await signInAsDemo(page, server.url, "admin");
    await page.goto(`${server.url}/ctrs`);
    await checkScreen(page);
    const row = page.locator("main table tbody tr").first();
    for (const column of ["Número", "Receptor", "Classe", "Volume"]) {
      const cell = row.locator(`td[data-label="${column}"]`);
      const box = await cell.boundingBox();
      expect(box, column).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360, column).toBe(true);
      expect(await cell.isVisible(), column).toBe(true);
    }
    expect(await row.locator('td[data-label="Volume"]').textContent()).toMatch(/m³/);
    expect(await cellsOffScreen(page)).toEqual([]);
    // Still a table to assistive technology: rows and cells keep their roles in the card layout.
    const table = page.getByRole("table").first();
    expect(await table.getByRole("row").count()).toBeGreaterThan(1);
    expect(await table.getByRole("row").nth(1).getByRole("cell").count()).toBeGreaterThanOrEqual(6);
    await page.close();
  });

  for (const [role, paths] of Object.entries(PAGES))
    it(`${role}: ${paths.join(", ")} fit 360 px, no cell off-screen`, async () => {
      const page = await personPage(browser, 360);
      await signInAsDemo(page, server.url, role);
      let cells = 0;
      for (const path of paths) {
        await page.goto(`${server.url}${path}`);
        await checkScreen(page);
        expect(await cellsOffScreen(page), path).toEqual([]);
        cells += await cellCount(page);
      }
      expect(cells).toBeGreaterThan(0);
      await page.close();
    });

  it("/frota/importar fits 360 px, and so does its table of errors", async () => {
    const page = await personPage(browser, 360);
    await signInAsDemo(page, server.url, "admin");
    await page.goto(`${server.url}/frota/importar`);
    await checkScreen(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: "cacambas.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("capacidade_m3;comprimento_m;largura_m;altura_m;situacao\nmuito;3;2;1;patio\n"),
    });
    await page.getByRole("button", { name: "Conferir" }).click();
    await page.getByRole("table", { name: "Linhas com erro" }).waitFor();
    await checkScreen(page);
    expect(await cellsOffScreen(page)).toEqual([]);
    await page.close();
  });
});
