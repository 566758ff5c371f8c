import type { BrowserContext, Locator } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASEMAP_FAILED_NOTICE } from "@/lib/maps/basemap-failure";
import { type FakeServer, sendJson, startFake } from "../helpers/fakes/http-fake";
import { launchBrowser } from "./helpers/browser";
import { closedPort } from "./helpers/closed-port";
import { menuLink, startJourney } from "./helpers/journey";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

type Rgb = [number, number, number];
const hex = (h: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;

/** Pixels of the map's screenshot within `tolerance` of any of `colours` (the app's layer colours). */
async function pixelsOf(map: Locator, colours: string[], tolerance = 30): Promise<number> {
  const png = PNG.sync.read(await map.screenshot());
  const targets = colours.map(hex);
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const r = png.data[i] ?? 0;
    const g = png.data[i + 1] ?? 0;
    const b = png.data[i + 2] ?? 0;
    if (targets.some(([tr, tg, tb]) => Math.abs(r - tr) + Math.abs(g - tg) + Math.abs(b - tb) < tolerance))
      n++;
  }
  return n;
}

// The planner's own layers (src/components/map/feature-layers.tsx, marker-colours.ts): the offending bus
// stop and the footprint that breaks JF art. 9º, III, a in red, the hydrant in orange.
const RED = ["#e03131", "#c92a2a"];
const HYDRANT = ["#e8590c"];

/**
 * The dispatcher plans the demo order beside the bus stop: the planner's map must draw the footprint, the
 * bus stop and the hydrant with no street basemap, say so in pt-BR, label its markers in pt-BR, and log nothing.
 */
async function plannerWithoutStreets(serverUrl: string, width: number, browser: BrowserContext) {
  const journey = await startJourney(browser, serverUrl, width, "despacho");
  const { page } = journey;
  await journey.open(await menuLink(page, "Pedidos"), "/pedidos");
  const row = page.getByRole("row").filter({ hasText: "Entrada pela garagem" });
  await journey.open(
    row.getByRole("link", { name: "Planejar colocação" }),
    /^\/pedidos\/[0-9a-f-]+\/colocacao$/,
  );
  const map = page.getByTestId("map").first();
  await map.getByRole("status").getByText(BASEMAP_FAILED_NOTICE).waitFor();
  await expect(map.getAttribute("data-basemap-failed")).resolves.toBe("true");
  await page
    .locator('[data-testid="verdict"][data-ok="false"]')
    .getByRole("link", { name: "JF art. 9º, III, a" })
    .first()
    .waitFor();
  await expect.poll(() => pixelsOf(map, RED), { timeout: 30_000 }).toBeGreaterThan(300);
  // The hydrant, 25 m west, is inside the phone's narrower view only on a desktop.
  if (width >= 1280) await expect.poll(() => pixelsOf(map, HYDRANT), { timeout: 30_000 }).toBeGreaterThan(30);
  // The site's pin is MapLibre's default marker: its name is pt-BR.
  await map.locator('.maplibregl-marker[aria-label="Marcador no mapa"]').first().waitFor();
  expect(await page.locator('[aria-label="Map marker"]').count()).toBe(0);
  await journey.see();
  expect(page.problems).toEqual([]);
  await journey.end();
}

describe("maps without their tile server: the plain style, the app's own layers, a word in pt-BR", () => {
  let unreachable: RunningServer;
  let tilesDown: RunningServer;
  let styleOnly: FakeServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // One server whose style is at a closed port; another whose style answers but whose tiles do not.
    const noStyle = await closedPort();
    const noTiles = await closedPort();
    styleOnly = await startFake((url, _req, res) => {
      if (url.pathname !== "/styles/ruas.json") return sendJson(res, 404, {});
      sendJson(res, 200, {
        version: 8,
        sources: {
          ruas: { type: "vector", tiles: [`http://127.0.0.1:${noTiles}/tiles/{z}/{x}/{y}.pbf`], maxzoom: 14 },
        },
        layers: [
          { id: "fundo", type: "background", paint: { "background-color": "#f2efe9" } },
          { id: "ruas", type: "line", source: "ruas", "source-layer": "transportation" },
        ],
      });
    });
    unreachable = await startServer({
      dataDir: tempDataDir(),
      env: {
        NEXT_PUBLIC_MAP_OFFLINE: "",
        NEXT_PUBLIC_MAP_STYLE_URL: `http://127.0.0.1:${noStyle}/styles/ruas.json`,
      },
    });
    tilesDown = await startServer({
      dataDir: tempDataDir(),
      env: {
        NEXT_PUBLIC_MAP_OFFLINE: "",
        NEXT_PUBLIC_MAP_STYLE_URL: `${styleOnly.url}/styles/ruas.json`,
        NEXT_PUBLIC_MAP_HOSTS: `http://127.0.0.1:${noTiles}`,
      },
    });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await unreachable?.stop();
    await tilesDown?.stop();
    await styleOnly?.close();
  });

  it("with the style's server down, the planner draws the footprint and the bus stop at 360 and 1280 px, the hydrant too at 1280", async () => {
    const browser = await launchBrowser();
    contexts.push(browser);
    await plannerWithoutStreets(unreachable.url, 360, browser);
    await plannerWithoutStreets(unreachable.url, 1280, browser);
  });

  it("with the style served but its tiles unreachable, the map drops the streets by itself and says so", async () => {
    const browser = await launchBrowser();
    contexts.push(browser);
    await plannerWithoutStreets(tilesDown.url, 1280, browser);
    expect(styleOnly.requests).toContain("/styles/ruas.json");
  });
});
