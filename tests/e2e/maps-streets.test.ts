import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Locator } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeCep, startFakeNominatim } from "../helpers/fakes/fake-addresses";
import { FAKE_ATTRIBUTION, STREET_COLOUR, startFakeTiles } from "../helpers/fakes/fake-tiles";
import type { FakeServer } from "../helpers/fakes/http-fake";
import { launchBrowser } from "./helpers/browser";
import { menuLink, startJourney } from "./helpers/journey";
import { typedDate } from "./helpers/person-acts";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

/** A few streets of central Juiz de Fora for the fake tile service (lon, lat), named as on the street signs. */
const STREETS: GeoJSON.FeatureCollection = {
  type: "FeatureCollection",
  features: [
    [
      "Rua Halfeld",
      [
        [-43.3535, -21.7612],
        [-43.3447, -21.7612],
      ],
    ],
    [
      "Avenida Barão do Rio Branco",
      [
        [-43.3478, -21.7545],
        [-43.3532, -21.7672],
      ],
    ],
    [
      "Avenida Getúlio Vargas",
      [
        [-43.3452, -21.7566],
        [-43.3496, -21.7668],
      ],
    ],
    [
      "Rua São João",
      [
        [-43.3526, -21.7636],
        [-43.3466, -21.7632],
      ],
    ],
  ].map(([name, coordinates]) => ({
    type: "Feature" as const,
    properties: { name: name as string, class: "street" },
    geometry: { type: "LineString" as const, coordinates: coordinates as number[][] },
  })),
};

/** A real block of Av. Barão do Rio Branco in Juiz de Fora's centre: the CEP service and the geocoder know it. */
const RIO_BRANCO = {
  cep: "36010012",
  street: "Avenida Barão do Rio Branco",
  neighbourhood: "Centro",
  city: "Juiz de Fora",
  state: "MG",
  lat: -21.7628,
  lon: -43.3512,
};
const RIO_BRANCO_2288 = {
  match: "barao rio branco 2288 juiz de fora",
  label: "2288, Avenida Barão do Rio Branco, Centro, Juiz de Fora, Minas Gerais, 36010-012, Brasil",
  lat: -21.76262,
  lon: -43.35108,
};

/** Pixels of the map's screenshot painted in the fake style's street colour. */
async function streetPixels(map: Locator): Promise<number> {
  const png = PNG.sync.read(await map.screenshot());
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const [r = 0, g = 0, b = 0] = [png.data[i], png.data[i + 1], png.data[i + 2]];
    if (Math.abs(r - STREET_COLOUR.r) < 40 && g < 60 && Math.abs(b - STREET_COLOUR.b) < 40) n++;
  }
  return n;
}

describe("maps with streets: a style of one's own by URL, answered by a local tile service", () => {
  let server: RunningServer;
  let tiles: FakeServer;
  let cep: FakeServer;
  let geocoder: FakeServer;
  const contexts: BrowserContext[] = [];
  const archive = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));

  beforeAll(async () => {
    tiles = await startFakeTiles(STREETS);
    cep = await startFakeCep([RIO_BRANCO]);
    geocoder = await startFakeNominatim([RIO_BRANCO_2288]);
    const dir = mkdtempSync(join(tmpdir(), "cc-e2e-pmtiles-"));
    writeFileSync(join(dir, "jf.pmtiles"), archive);
    server = await startServer({
      dataDir: tempDataDir(),
      env: {
        NEXT_PUBLIC_MAP_STYLE_URL: `${tiles.url}/styles/ruas.json`,
        MAP_PMTILES_FILE: join(dir, "jf.pmtiles"),
        CEP_API_URL: cep.url,
        GEOCODER_URL: geocoder.url,
      },
    });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await server?.stop();
    await tiles?.close();
    await cep?.close();
    await geocoder?.close();
  });

  it("the dispatcher's map of placements draws the streets from the style, tiles and glyphs, with pt-BR controls", async () => {
    const browser = await launchBrowser();
    contexts.push(browser);
    const journey = await startJourney(browser, server.url, 1280, "despacho");
    const { page } = journey;
    await journey.open(await menuLink(page, "Colocações"), "/colocacoes");
    const map = page.getByTestId("map").first();
    await expect(map.getAttribute("data-basemap")).resolves.toBe("own-style");
    await page.locator(".maplibregl-canvas").first().waitFor();
    await expect.poll(() => tiles.requests.some((r) => /^\/tiles\/\d+\/\d+\/\d+\.pbf$/.test(r))).toBe(true);
    expect(tiles.requests).toContain("/styles/ruas.json");
    await expect
      .poll(() => tiles.requests.some((r) => r.startsWith("/fonts/Noto%20Sans%20Regular/")))
      .toBe(true);
    // Streets are painted (the plain style has none of this colour).
    await expect.poll(() => streetPixels(map), { timeout: 30_000 }).toBeGreaterThan(2_000);

    // The map's own controls speak Portuguese, and the basemap's credit is shown.
    await map.getByRole("button", { name: "Aproximar" }).waitFor();
    await map.getByRole("button", { name: "Afastar" }).waitFor();
    await map.getByRole("button", { name: /^Girar o mapa/ }).waitFor();
    // The credits' toggle (a <summary>, not a button to the accessibility tree) and the style's credit.
    await map.getByTitle("Mostrar ou ocultar os créditos do mapa").waitFor({ state: "attached" });
    await expect
      .poll(() => map.locator(".maplibregl-ctrl-attrib-inner").textContent())
      .toContain(FAKE_ATTRIBUTION);
    await journey.see();
    await journey.end();
  });

  it("a client adds a site by CEP and number and confirms it on the map; the dispatcher plans it on a street map and assigns it", async () => {
    const note = `Obra nova e2e ${Date.now()}`;
    const clientBrowser = await launchBrowser();
    contexts.push(clientBrowser);
    const client = await startJourney(clientBrowser, server.url, 1280, "cliente");
    let page = client.page;
    await client.open(await menuLink(page, "Minhas obras"), "/obras");
    await page.getByRole("button", { name: "Cadastrar nova obra" }).click();
    const form = page.getByTestId("site-form");
    await form.getByLabel("Nome da obra").fill("Loja Rio Branco 2288");
    await form.getByLabel("CEP").fill("36010-012");
    await form.getByLabel("Número").fill("2288");
    await form.getByRole("button", { name: "Buscar pelo CEP" }).click();
    await form
      .getByTestId("address-note")
      .getByText("Encontrado: 2288, Avenida Barão do Rio Branco")
      .waitFor();
    expect(await form.getByLabel("Endereço").inputValue()).toBe(
      "Avenida Barão do Rio Branco, 2288 — Centro, Juiz de Fora/MG",
    );
    expect(await form.getByLabel("Latitude").inputValue()).toBe("-21,762620");
    expect(cep.requests).toContain("/api/cep/v2/36010012");
    const asked = new URL(geocoder.url + (geocoder.requests.at(-1) ?? ""));
    expect(asked.searchParams.get("q")).toBe("Avenida Barão do Rio Branco, 2288, Juiz de Fora - MG");
    expect(asked.searchParams.get("countrycodes")).toBe("br");

    // On the street map: the pin is dragged a little, to the building's entrance.
    const siteMap = form.getByTestId("map");
    await expect.poll(() => streetPixels(siteMap), { timeout: 30_000 }).toBeGreaterThan(500);
    const pin = form.locator('[title="Arraste para marcar a entrada"]');
    const box = await pin.boundingBox();
    if (!box) throw new Error("no pin");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(x + i * 3, y);
    await page.mouse.up();
    await expect.poll(() => form.getByLabel("Longitude").inputValue()).not.toBe("-43,351080");
    const lon = Number((await form.getByLabel("Longitude").inputValue()).replace(",", "."));
    expect(lon).toBeGreaterThan(-43.35108);
    expect(lon).toBeLessThan(-43.3505);
    await client.see();
    await form.getByRole("button", { name: "Cadastrar obra" }).click();
    await page.getByRole("button", { name: "Obra cadastrada. Cadastrar outra obra" }).waitFor();
    await page.getByRole("row").filter({ hasText: "Loja Rio Branco 2288" }).getByText("36010-012").waitFor();
    await client.see();

    // The client orders a caçamba for it.
    await client.open(await menuLink(page, "Minhas caçambas"), "/minhas-cacambas");
    await page.getByRole("combobox", { name: "Obra", exact: true }).click();
    await page.getByRole("option", { name: "Loja Rio Branco 2288" }).click();
    await page.getByLabel("A partir de").fill(typedDate(1));
    await page.getByLabel("Observações").fill(note);
    await page.getByRole("button", { name: "Pedir caçamba" }).click();
    await page.getByText("Pedido enviado.").waitFor();
    await client.see();
    await client.end();

    // The dispatcher plans it on the street map and gives it a truck and a driver.
    const officeBrowser = await launchBrowser();
    contexts.push(officeBrowser);
    const office = await startJourney(officeBrowser, server.url, 1280, "despacho");
    page = office.page;
    await office.open(await menuLink(page, "Pedidos"), "/pedidos");
    const row = page.getByRole("row").filter({ hasText: note });
    await office.open(
      row.getByRole("link", { name: "Planejar colocação" }),
      /^\/pedidos\/[0-9a-f-]+\/colocacao$/,
    );
    const planner = page.getByTestId("map").first();
    await expect(planner.getAttribute("data-basemap")).resolves.toBe("own-style");
    await expect.poll(() => streetPixels(planner), { timeout: 30_000 }).toBeGreaterThan(2_000);
    await page.locator('[data-testid="verdict"][data-ok="true"]').waitFor();
    await page.getByRole("button", { name: "Salvar colocação" }).click();
    await page.getByText("Colocação salva").waitFor();
    await office.see();
    await office.open(page.getByRole("link", { name: "Agende a entrega no despacho" }), "/despacho");
    await page.getByRole("combobox", { name: "Caminhão", exact: true }).click();
    await page.getByRole("option", { name: "HMG4B21" }).click();
    await page.getByRole("combobox", { name: "Motorista", exact: true }).first().click();
    await page.getByRole("option", { name: "Marcos Motorista" }).click();
    await page.getByLabel("De", { exact: true }).fill("15:00");
    await page.getByLabel("Até", { exact: true }).fill("16:00");
    // Ordered from tomorrow, delivered today: only once the dispatcher says it was agreed with the client.
    await page.getByLabel("Antecipar a entrega: combinado com o cliente").check();
    await page.getByRole("button", { name: "Agendar" }).click();
    await page
      .getByTestId("board-job")
      .filter({ hasText: "15:00–16:00" })
      .getByText("Loja Rio Branco 2288")
      .waitFor();
    await office.see();
    await office.end();
  });

  it("serves the city's own PMTiles archive by HTTP Range, and the street style over it", async () => {
    const part = await fetch(`${server.url}/api/mapa/pmtiles`, { headers: { range: "bytes=0-126" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 0-126/4096");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(archive.subarray(0, 127));
    const style = await fetch(`${server.url}/api/mapa/estilo`).then((r) => r.json());
    expect(style.sources.protomaps.url).toBe("pmtiles:///api/mapa/pmtiles");
  });
});
