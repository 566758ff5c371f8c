import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchBrowser } from "./helpers/browser";
import { closedPort } from "./helpers/closed-port";
import { EXPECTED_NAV } from "./helpers/expected-nav";
import { menuLink, startJourney } from "./helpers/journey";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

/**
 * The whole app as each role meets it, with the map's tile server unreachable: every demo account signs in
 * on the sign-in page at 360 and 1280 px and opens each page of its menu by clicking it. Each screen is
 * checked as a person's (`checkScreen`): no console error, no overflow, no label cut, no raw ISO date, no
 * English, no serious accessibility violation.
 */
describe("every role's pages, by clicks, with the map's tile server down", () => {
  let server: RunningServer;
  let browser: BrowserContext;
  beforeAll(async () => {
    server = await startServer({
      dataDir: tempDataDir(),
      env: {
        NEXT_PUBLIC_MAP_OFFLINE: "",
        NEXT_PUBLIC_MAP_STYLE_URL: `http://127.0.0.1:${await closedPort()}/styles/ruas.json`,
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [account, items] of Object.entries(EXPECTED_NAV))
    for (const width of [360, 1280])
      it(`${account} at ${width} px`, async () => {
        const j = await startJourney(browser, server.url, width, account);
        for (const name of items) {
          const link = await menuLink(j.page, name);
          const href = (await link.getAttribute("href")) ?? "";
          await j.open(link, new URL(href, server.url).pathname);
        }
        await j.end();
      }, 300_000);
});
