import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./helpers/a11y";
import { launchBrowser } from "./helpers/browser";
import { screenShape } from "./helpers/screen-shape";

// axe checks a screen once per shape in a run (helpers/a11y.ts): two screens share a shape only when axe
// cannot tell them apart.
describe("a screen's shape for axe", () => {
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser({ width: 360, height: 740 });
    page = await browser.newPage();
  });
  afterAll(() => browser.close());

  const screen = (body: string) =>
    `<!doctype html><html lang="pt-BR"><head><title>Tela</title></head><body><main>${body}</main></body></html>`;
  const shapeOf = async (body: string) => {
    await page.setContent(screen(body));
    return screenShape(page);
  };

  it("is the same for other words and other generated ids", async () => {
    const a = await shapeOf(
      '<label id="r1" for="r2">Placa</label><input id="r2" aria-describedby="r1"><p style="color:#333">Caçamba 12</p>',
    );
    const b = await shapeOf(
      '<label id="_R_9_" for="_R_a_">Volume</label><input id="_R_a_" aria-describedby="_R_9_"><p style="color:#333">Caçamba 7</p>',
    );
    expect(b).toBe(a);
  });

  it("differs for another colour, an empty label, a duplicate id or a reference to nothing", async () => {
    const base = await shapeOf('<label id="a" for="b">Placa</label><input id="b"><button>Salvar</button>');
    const others = [
      '<label id="a" for="b" style="color:#eee">Placa</label><input id="b"><button>Salvar</button>',
      '<label id="a" for="b">Placa</label><input id="b"><button></button>',
      '<label id="a" for="a">Placa</label><input id="a"><button>Salvar</button>',
      '<label id="a" for="c">Placa</label><input id="b"><button>Salvar</button>',
    ];
    for (const body of others) expect(await shapeOf(body), body).not.toBe(base);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(
      await shapeOf('<label id="a" for="b">Placa</label><input id="b"><button>Salvar</button>'),
    ).not.toBe(base);
    await page.setViewportSize({ width: 360, height: 740 });
  });

  it("still fails a screen whose only difference from one that passed is what axe finds", async () => {
    await page.setContent(screen("<button>Salvar</button>"));
    await expectAccessible(page, "botão com nome");
    await page.setContent(screen("<button></button>"));
    const refused = await expectAccessible(page, "botão sem nome").then(
      () => undefined,
      (e: { actual?: unknown }) => e,
    );
    expect(JSON.stringify(refused?.actual)).toMatch(/button-name/);
  });
});
