import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

async function signIn(page: Page, baseUrl: string, local: string) {
  await page.goto(`${baseUrl}/entrar`);
  await page.getByLabel("E-mail").fill(`${local}@demo.cacambacerta.com.br`);
  await page.getByRole("textbox", { name: "Senha" }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${baseUrl}/inicio`);
}

const count = (s: string | null) => Number((s ?? "").replace(/\D/g, ""));

describe("city features import, moving a feature, and admin override in the browser", () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];
  async function freshPage() {
    const context = await launchBrowser();
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await server?.stop();
  });

  it("imports João Pessoa's GTFS stops.txt in chunks with a progress bar, shows them on the map, deletes one", async () => {
    const page = await freshPage();
    await signIn(page, server.url, "admin");
    await page.goto(`${server.url}/mapa-da-cidade`);
    // The map is client-only: once its canvas exists the page is hydrated and the select reacts.
    await page.locator(".maplibregl-canvas").waitFor();
    await page.getByLabel("Município").selectOption("joao-pessoa-pb");
    await page.getByTestId("features-count").getByText("0 elementos").waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles(join(process.cwd(), "tests/fixtures/dispatch/gtfs-joao-pessoa-stops.txt"));
    const parsed = page.getByTestId("features-parsed");
    await parsed.getByText("GTFS: 1.791 elementos lidos").waitFor();
    const started = Date.now();
    await page.getByRole("button", { name: "Importar 1.791 elementos" }).click();
    await page.getByText("1.791 elementos importados de gtfs-joao-pessoa-stops.txt.").waitFor();
    console.log(`import of 1,791 GTFS stops through the browser: ${Date.now() - started} ms`);
    await page.getByText("1.791 de 1.791 enviados").waitFor();
    await page.getByTestId("features-count").getByText("1.791 elementos no mapa deste município.").waitFor();
    await page.locator(".maplibregl-canvas").waitFor();

    await page
      .getByRole("row")
      .filter({ hasText: "gtfs:" })
      .first()
      .getByRole("button", { name: "Excluir" })
      .click();
    await page.getByTestId("features-count").getByText("1.790 elementos no mapa deste município.").waitFor();
    expect(count(await page.getByTestId("features-count").textContent())).toBe(1790);

    // Edit on the map: a click picks the point, the hydrant is added as a manual feature.
    await page.locator(".maplibregl-canvas").click({ position: { x: 200, y: 150 } });
    await expect.poll(() => page.getByLabel("Latitude", { exact: true }).inputValue()).toMatch(/^-7,\d+$/);
    await page.getByLabel("Tipo", { exact: true }).selectOption("hydrant");
    await page.getByRole("button", { name: "Adicionar", exact: true }).click();
    await page.getByText("Hidrante adicionado.").waitFor();
    await page.getByTestId("features-count").getByText("1.791 elementos no mapa deste município.").waitFor();

    // A file that is neither GeoJSON nor stops.txt is refused in the browser, nothing sent.
    await page.locator('input[type="file"]').setInputFiles({
      name: "mapa.geojson",
      mimeType: "application/geo+json",
      buffer: Buffer.from("isto não é json"),
    });
    await page.getByRole("alert").getByText("O arquivo não é um GeoJSON válido", { exact: false }).waitFor();
    await page.close();
  });

  it("an admin saves a placement that breaks JF art. 9º, III, a only with a written reason, shown on the list", async () => {
    const page = await freshPage();
    await signIn(page, server.url, "admin");
    await page.goto(`${server.url}/pedidos`);
    const row = page.getByRole("row").filter({ hasText: "Entrada pela garagem" });
    await row.getByRole("link", { name: "Planejar colocação" }).click();
    await page
      .locator('[data-testid="verdict"][data-ok="false"]')
      .getByRole("link", { name: "JF art. 9º, III, a" })
      .first()
      .waitFor();
    // Typed coordinates (the phone fallback) keep it next to the bus stop.
    await page.getByLabel("Latitude do centro").fill("-21,7612");
    await page.getByLabel("Longitude do centro").fill("-43,3495");
    await page.getByRole("button", { name: "Usar coordenadas" }).click();
    await page.locator('[data-testid="verdict"][data-ok="false"]').waitFor();
    await page.getByRole("button", { name: "Salvar com justificativa" }).click();
    await page
      .getByText("escreva a justificativa (mínimo 15 caracteres)", { exact: false })
      .first()
      .waitFor();
    const reason = "Ponto desativado pela Settra durante a obra (ofício 77/2026)";
    await page.getByLabel("Justificativa para salvar fora da regra (administrador)").fill(reason);
    await page.getByRole("button", { name: "Salvar com justificativa" }).click();
    await page.getByText("Colocação salva").waitFor();
    await page.goto(`${server.url}/colocacoes`);
    await page.getByText(`salvo pelo administrador: ${reason}`, { exact: false }).waitFor();
    await page.close();
  });

  it("the city's auditor picks the bus stop on the map, drags it ~11 m east, sees the draft, saves; it stays moved", async () => {
    const page = await freshPage();
    // Without NEXT_PUBLIC_MAPBOX_TOKEN the build draws with MapLibre and never downloads mapbox-gl.
    const scripts: Promise<string>[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".js")) scripts.push(r.text().catch(() => ""));
    });
    await signIn(page, server.url, "fiscal");
    await page.goto(`${server.url}/mapa-da-cidade`);
    const canvas = page.locator(".maplibregl-canvas");
    await canvas.waitFor();
    const stopRow = () => page.getByRole("row").filter({ hasText: "manual:jf-halfeld-ponto-1" });
    const positionOf = async () => {
      const cell = await stopRow().getByRole("cell").nth(3).textContent();
      const [lat = Number.NaN, lon = Number.NaN] = (cell ?? "")
        .split(", ")
        .map((v) => Number(v.replace(",", ".")));
      return { lat, lon };
    };
    await stopRow().waitFor();
    const before = await positionOf();
    expect(before.lat).toBeCloseTo(-21.76, 1);

    // "Mover" on the list brings the map to the stop (zoom 19); a click on the stop then chooses it too.
    await stopRow().getByRole("button", { name: "Mover" }).click();
    const panel = page.getByTestId("move-feature");
    await panel.getByText('Mover ponto de ônibus "Rua Halfeld"').waitFor();
    await panel.getByRole("button", { name: "Cancelar" }).click();
    await panel.waitFor({ state: "detached" });
    await canvas.click();
    await panel.getByText("Ainda não foi movido.").waitFor();
    expect(await panel.getByRole("button", { name: "Salvar posição" }).isDisabled()).toBe(true);

    const handle = page.locator('[title="Arraste para mover o elemento"]');
    const box = await handle.boundingBox();
    if (!box) throw new Error("no drag handle");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 16; i++) await page.mouse.move(x + i * 5, y);
    await page.mouse.up();
    // The draft is shown before saving: new coordinates and the distance (≈ 0,14 m per pixel at zoom 19).
    await expect
      .poll(async () => page.getByTestId("move-preview").textContent())
      .toMatch(/^Nova posição: -21,\d{6}, -43,\d{6}\. Deslocado (9|10|11|12|13)(,\d)? m\.$/);
    await panel.getByRole("button", { name: "Salvar posição" }).click();
    await page.getByText('Posição salva: ponto de ônibus "Rua Halfeld".').waitFor();

    expect(await page.getByTestId("map").getAttribute("data-map-lib")).toBe("maplibre");
    const loaded = await Promise.all(scripts);
    expect(loaded.some((js) => js.includes("/maplibre-gl-worker.mjs"))).toBe(true);
    expect(loaded.filter((js) => js.includes("A valid Mapbox access token"))).toEqual([]);

    await page.reload();
    await page.locator(".maplibregl-canvas").waitFor();
    await stopRow().waitFor();
    const after = await positionOf();
    const eastM = (after.lon - before.lon) * 111_320 * Math.cos((before.lat * Math.PI) / 180);
    expect(eastM).toBeGreaterThan(9);
    expect(eastM).toBeLessThan(13.5);
    expect(Math.abs(after.lat - before.lat) * 110_574).toBeLessThan(1);
    await page.close();
  });
});
