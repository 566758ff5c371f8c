import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rectangleFootprint } from "@/features/map/footprint";
import { brFromIsoDate } from "@/lib/typed-date";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { ROADWAY } from "../integration/dispatch/world";
import { launchBrowser } from "./helpers/browser";
import { data, type Http, signInOverHttp } from "./helpers/http-session";
import { menuLink, startJourney } from "./helpers/journey";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

/** A day with no demo jobs: the truck's day holds only the six stops this test schedules. */
const DAY = "2031-06-16";
const TRUCK = "HMG4B21";
/** Six stops ~300 m apart along one east–west line of central Juiz de Fora, south of Rua Halfeld. */
const WEST = { lon: -43.3535, lat: -21.7645 };
const STEP_LON = 0.0029;
/** The board's order zig-zags across town; "Rota 5" (the east end) must be served by 08:00. */
const BOARD_ORDER = [0, 5, 1, 4, 2, 3];

/** The test's own day: the demo client's six sites, a placement at each, six drop-offs on HMG4B21. */
async function zigZagDay(client: Http, office: Http) {
  const clients = data<{ generatorOrgId: string; members: number }[]>(
    await office.query("clients.list"),
    "clients.list",
  );
  const generator = clients.find((c) => c.members > 0)?.generatorOrgId;
  const board = data<{ trucks: { id: string; plate: string }[] }>(
    await office.query("dispatch.jobs.board", { date: DAY }),
    "board",
  );
  const truckId = board.trucks.find((t) => t.plate === TRUCK)?.id;
  if (!generator || !truckId) throw new Error("demo client or truck missing");
  for (const i of BOARD_ORDER) {
    const at = { lon: WEST.lon + i * STEP_LON, lat: WEST.lat };
    const site = data<{ id: string }>(
      await client.mutate("sites.create", {
        name: `Rota ${i}`,
        address: `Rua Santo Antônio, ${200 + i * 150} — Centro, Juiz de Fora/MG`,
        cep: "36015001",
        municipalityId: "juiz-de-fora-mg",
        ...at,
      }),
      "sites.create",
    );
    const placement = data<{ id: string }>(
      await office.mutate("dispatch.placements.save", {
        generatorOrgId: generator,
        siteId: site.id,
        footprint: rectangleFootprint(at, 2.6, 1.7, 90),
        facts: ROADWAY,
      }),
      "placements.save",
    );
    data(
      await office.mutate("dispatch.jobs.create", {
        kind: "drop_off",
        placementId: placement.id,
        date: DAY,
        windowStart: "07:00",
        windowEnd: i === 5 ? "08:00" : "17:00",
        truckId,
      }),
      "jobs.create",
    );
  }
}

const lane = (page: Page, title: string) =>
  page
    .getByTestId("board-lane")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${title} \\(`) }) });
const sitesIn = async (page: Page, title: string) =>
  (await lane(page, title).getByTestId("board-job").allInnerTexts()).map((t) => /Rota \d/.exec(t)?.[0] ?? t);
const kmOf = (text: string) => {
  const [, now, suggested] = /atual: ([\d,]+) km · sugerida: ([\d,]+) km/.exec(text) ?? [];
  return { now: Number(now?.replace(",", ".")), suggested: Number(suggested?.replace(",", ".")) };
};

describe("the dispatcher's day on the map and its order", () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await server?.stop();
  });

  it("the driver's phone shares its position while a job is open; the board's map (360 px) shows the truck and its age", async () => {
    const officeBrowser = await launchBrowser();
    contexts.push(officeBrowser);
    const office = await startJourney(officeBrowser, server.url, 360, "despacho");
    await office.open(await menuLink(office.page, "Despacho"), "/despacho");
    const map = office.page.getByRole("region", { name: "Paradas e caminhões no mapa" });
    await map.locator(".maplibregl-canvas").waitFor();
    // The demo's two jobs of today are on the map, numbered in their truck's order.
    await expect.poll(() => map.getByTestId("day-map-stop").count()).toBe(2);
    const badges = office.page.getByTestId("day-map-trucks");
    await badges.getByText("GTR-8812: sem posição nas últimas 12 h").waitFor();
    await office.see();

    // The driver, on a phone that grants its position, starts the first job.
    const phone = await launchBrowser({ width: 360, height: 740 });
    contexts.push(phone);
    await phone.grantPermissions(["geolocation"], { origin: server.url });
    await phone.setGeolocation({ latitude: -21.76135, longitude: -43.35012, accuracy: 12 });
    const driver = await startJourney(phone, server.url, 360, "motorista");
    await driver.open(await menuLink(driver.page, "Meus serviços"), "/motorista");
    const sharing = driver.page.getByTestId("position-sharing");
    await sharing.getByText("Localização desligada").waitFor();
    await driver.see();
    await driver.page.getByRole("button", { name: "Saí para o serviço" }).first().click();
    await sharing.getByText("Enviando sua localização ao despacho").waitFor();
    await sharing.getByText("apagada após 90 dias (LGPD").waitFor();
    await driver.see();

    // The board polls every 15 s: the truck appears on the map with its age.
    await badges.getByText("GTR-8812: última posição há menos de 1 min").waitFor({ timeout: 40_000 });
    const truck = map.getByTestId("day-map-truck");
    await truck.getByText("GTR-8812").waitFor();
    expect(await truck.getAttribute("title")).toMatch(
      /^GTR-8812 \(Marcos Motorista\): última posição há menos de 1 min/,
    );
    await office.see();

    await driver.end();
    await office.end();
  });

  it("“Sugerir ordem” reorders a day of 6 stops to fewer km keeping the 08:00 window, and the board takes it", async () => {
    const client = await signInOverHttp(server.url, "cliente@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const http = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
    await zigZagDay(client, http);

    const browser = await launchBrowser();
    contexts.push(browser);
    const office = await startJourney(browser, server.url, 1280, "despacho");
    const { page } = office;
    await office.open(await menuLink(page, "Despacho"), "/despacho");
    await page.locator(".maplibregl-canvas").waitFor();
    await page.getByLabel("Dia").fill(brFromIsoDate(DAY));
    await expect.poll(() => sitesIn(page, TRUCK)).toEqual(BOARD_ORDER.map((i) => `Rota ${i}`));
    await office.see();

    await lane(page, TRUCK)
      .getByRole("button", { name: /^Sugerir ordem/ })
      .click();
    const panel = page.getByTestId("route-suggestion");
    const km = panel.getByTestId("route-km");
    await km.waitFor();
    const { now, suggested } = kmOf((await km.textContent()) ?? "");
    console.info(`e2e Sugerir ordem: ${now} km → ${suggested} km`);
    expect(suggested).toBeLessThan(now);
    await panel.getByText("A ordem sugerida cumpre todas as janelas de horário.").waitFor();
    await panel.getByText("Sugerida pelo planejador interno.", { exact: false }).waitFor();
    await office.see();

    await panel.getByRole("button", { name: "Aplicar esta ordem" }).click();
    await page.getByTestId("route-applied").getByText(`Nova ordem aplicada ao ${TRUCK}`).waitFor();
    const applied = await sitesIn(page, TRUCK);
    expect(applied).toEqual([5, 4, 3, 2, 1, 0].map((i) => `Rota ${i}`));
    // Kept the window: the east end, due by 08:00, is the first stop.
    expect(applied[0]).toBe("Rota 5");
    await expect(lane(page, TRUCK).getByTestId("board-job-warning").count()).resolves.toBe(0);
    await office.see();

    // Asked again, the board's order is the best found, at the suggested km, missing no window.
    await lane(page, TRUCK)
      .getByRole("button", { name: /^Sugerir ordem/ })
      .click();
    await panel.getByText("A ordem atual já é a melhor encontrada.").waitFor();
    expect(kmOf((await panel.getByTestId("route-km").textContent()) ?? "").now).toBe(suggested);
    await panel.getByText("A ordem sugerida cumpre todas as janelas de horário.").waitFor();
    await office.see();
    await panel.getByRole("button", { name: "Fechar" }).click();
    await office.end();
  });
});
