import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { hydrated, launchBrowser } from "./helpers/browser";
import { pdfText, reportArrived, typedDate } from "./helpers/person-acts";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

/** Demo site on Rua Halfeld (seed): the official layer has a bus stop 8 m east of it. */
const SITE = { latitude: -21.7612, longitude: -43.3496 };

async function signIn(page: Page, baseUrl: string, local: string) {
  await page.goto(`${baseUrl}/entrar`);
  await page.getByLabel("E-mail").fill(`${local}@demo.cacambacerta.com.br`);
  await page.getByRole("textbox", { name: "Senha" }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${baseUrl}/inicio`);
}

describe("dispatch in the browser: order → planned placement → drop-off on a phone → map", () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await server?.stop();
  });

  it("a generator orders; the dispatcher moves the caçamba off the bus stop, saves and assigns; the driver drops it off", async () => {
    const note = `Pedido e2e ${Date.now()}`;

    // 1. The generator orders in the client portal.
    const clientCtx = await launchBrowser();
    contexts.push(clientCtx);
    const client = await clientCtx.newPage();
    await signIn(client, server.url, "cliente");
    await client.goto(`${server.url}/minhas-cacambas`);
    await client.getByLabel("A partir de").fill(typedDate(1));
    await client.getByLabel("Observações").fill(note);
    await client.getByRole("button", { name: "Pedir caçamba" }).click();
    await client.getByText("Pedido enviado.").waitFor();

    // 2. The dispatcher opens it from /pedidos and plans the placement on the map.
    const officeCtx = await launchBrowser();
    contexts.push(officeCtx);
    const office = await officeCtx.newPage();
    await signIn(office, server.url, "despacho");
    await office.goto(`${server.url}/pedidos`);
    const row = office.getByRole("row").filter({ hasText: note });
    await row.getByText("portal do cliente").waitFor();
    await row.getByRole("link", { name: "Planejar colocação" }).click();
    await office.waitForURL(/\/pedidos\/[0-9a-f-]+\/colocacao$/);

    const verdict = office.getByTestId("verdict");
    await office.locator('[data-testid="verdict"][data-ok="false"]').waitFor();
    // The article's link, and its citation in the rule's own words links too.
    await verdict.getByRole("link", { name: "JF art. 9º, III, a" }).first().waitFor();
    expect(await verdict.textContent()).toMatch(/ponto de ônibus .*mínimo 10 m/);
    await expect(
      office.getByRole("button", { name: "Mova a caçamba para salvar" }).isDisabled(),
    ).resolves.toBe(true);

    // The map renders (WebGL) with the drag handle; dragging it ~7 m west clears the bus stop.
    await office.locator(".maplibregl-canvas").waitFor();
    const handle = office.locator('[title="Arraste para mover a caçamba"]');
    await handle.waitFor();
    const box = await handle.boundingBox();
    if (!box) throw new Error("no drag handle");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await office.mouse.move(x, y);
    await office.mouse.down();
    for (let i = 1; i <= 10; i++) await office.mouse.move(x - i * 5, y);
    await office.mouse.up();
    await office.locator('[data-testid="verdict"][data-ok="true"]').waitFor();
    await verdict.getByText("Dentro da lei").waitFor();

    // The non-map fallback drives the same verdict: 2 m east is still legal, then back.
    await office.getByRole("button", { name: "Mover 1 m para o leste" }).click();
    await office.locator('[data-testid="verdict"][data-ok="true"]').waitFor();
    await office.getByRole("button", { name: "Salvar colocação" }).click();
    await office.getByText("Colocação salva").waitFor();

    // Typed 150 m west, the caçamba leaves the zoomed-in view: the map follows it (not saved).
    const lonField = office.getByLabel("Longitude do centro");
    const lon = Number((await lonField.inputValue()).replace(",", "."));
    await lonField.fill(String(lon - 0.0015).replace(".", ","));
    await office.getByRole("button", { name: "Usar coordenadas" }).click();
    const map = office.getByTestId("map");
    await expect
      .poll(async () => {
        const [m, hnd] = [await map.boundingBox(), await handle.boundingBox()];
        if (!m || !hnd) return false;
        const cx = hnd.x + hnd.width / 2;
        const cy = hnd.y + hnd.height / 2;
        return cx > m.x && cx < m.x + m.width && cy > m.y && cy < m.y + m.height;
      })
      .toBe(true);

    // 3. Assign truck and driver for today on the board (the placement comes chosen).
    await office.getByRole("link", { name: "Agende a entrega no despacho" }).click();
    await office.waitForURL(/\/despacho\?colocacao=/);
    await office.getByText("Agendar serviço").waitFor();
    await office.getByRole("combobox", { name: "Caminhão", exact: true }).click();
    await office.getByRole("option", { name: "HMG4B21" }).click();
    await office.getByRole("combobox", { name: "Motorista", exact: true }).first().click();
    await office.getByRole("option", { name: "Marcos Motorista" }).click();
    await office.getByLabel("De", { exact: true }).fill("14:00");
    await office.getByLabel("Até", { exact: true }).fill("16:00");
    // Ordered from tomorrow, delivered today: only once the dispatcher says it was agreed with the client.
    await office.getByLabel("Antecipar a entrega: combinado com o cliente").check();
    await office.getByRole("button", { name: "Agendar" }).click();
    await office.getByText("14:00–16:00", { exact: false }).first().waitFor();

    await office.goto(`${server.url}/colocacoes`);
    const okChip = () => office.getByText(/^ok \(\d+\)$/);
    const okBefore = await okChip().textContent();

    // 4. The driver records the drop-off on a 360 px phone with photo and GPS.
    const phoneCtx = await launchBrowser({ width: 360, height: 740 });
    contexts.push(phoneCtx);
    await phoneCtx.grantPermissions(["geolocation"], { origin: server.url });
    await phoneCtx.setGeolocation({ ...SITE, accuracy: 6 });
    const phone = await phoneCtx.newPage();
    await signIn(phone, server.url, "motorista");
    await phone.getByRole("link", { name: "Abrir meus serviços" }).click();
    await phone.waitForURL(`${server.url}/motorista`);
    const card = phone.getByTestId("driver-job").filter({ hasText: "Janela: 14:00–16:00" });
    await card.getByRole("button", { name: "Saí para o serviço" }).click();
    await card.getByText("a caminho").waitFor();
    // Planned "definir na entrega": the driver says which caçamba is left (the yard's list; QR where the phone reads it).
    const picker = await hydrated(card.getByLabel("Caçamba deixada na obra"));
    const left = (await picker.locator("option").nth(1).textContent()) ?? "";
    expect(left).toMatch(/^nº \d+ — /);
    await picker.selectOption({ index: 1 });
    const jpeg = await phone.evaluate(() => {
      const c = document.createElement("canvas");
      c.width = 64;
      c.height = 48;
      const g = c.getContext("2d");
      if (g) {
        g.fillStyle = "#f08c00";
        g.fillRect(0, 0, 64, 48);
      }
      return c.toDataURL("image/jpeg").split(",")[1] ?? "";
    });
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: "cacamba.jpg", mimeType: "image/jpeg", buffer: Buffer.from(jpeg, "base64") });
    await card.getByRole("button", { name: "Registrar entrega" }).click();
    await reportArrived(card);
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    // The usage guide handed with the caçamba carries the computed deadline and its article.
    const guideHref = await card.getByRole("link", { name: /Guia de uso/ }).getAttribute("href");
    const guide = await phone.request.get(`${server.url}${guideHref}`);
    expect(guide.status()).toBe(200);
    expect(guide.headers()["content-type"]).toBe("application/pdf");
    const text = pdfText(Buffer.from(await guide.body()));
    expect(text).toMatch(/Retirar até \d{2}\/\d{2}\/\d{4} 23:59 \(JF art\. 12, §1º\)/);
    expect(text).toContain("JF art. 4º — A contratação de transportadores não cadastrados é proibida.");

    // 5. The map of placements now counts one more caçamba on the street within its deadline.
    await office.reload();
    await office.locator(".maplibregl-canvas").waitFor();
    const count = (s: string | null) => Number(/\((\d+)\)/.exec(s ?? "")?.[1] ?? -1);
    expect(count(okBefore)).toBeGreaterThanOrEqual(0);
    expect(count(await okChip().textContent())).toBe(count(okBefore) + 1);
    await office.getByTestId("map-legend").getByText("Edifício Mirante do Imperador: ok").first().waitFor();
  });
});
