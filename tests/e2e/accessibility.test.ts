import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { signInOverHttp } from "./helpers/http-session";
import { checkScreen, personPage } from "./helpers/person";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

/**
 * WCAG 2.1 AA (LBI art. 63) on the pages strangers open, at 360 and 1280 px: `checkScreen` runs axe-core
 * and fails on any serious or critical violation. Every screen the day-by-clicks tests reach is checked the
 * same way, through `checkScreen`; each demo account's home and menu pages, at both widths, in crawl.test.ts.
 */
describe("public pages pass axe (WCAG 2.1 AA)", () => {
  let server: RunningServer;
  let browser: BrowserContext;
  let cacambaCode = "";

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
    browser = await launchBrowser();
    const admin = await signInOverHttp(server.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const list = await admin.query("fleet.cacambas");
    cacambaCode = ((list.body.result?.data.json ?? []) as { publicCode: string }[])[0]?.publicCode ?? "";
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of [360, 1280]) {
    it(`public pages at ${width} px`, async () => {
      const page = await personPage(browser, width);
      const paths = [
        "/entrar",
        "/cadastro",
        "/esqueci-a-senha",
        "/verificar/demo-ctr-recebido",
        `/c/${cacambaCode}`,
        "/transportadores",
        "/transportadores/juiz-de-fora-mg",
      ];
      for (const path of paths) {
        await page.goto(`${server.url}${path}`);
        await page.locator("main h1").first().waitFor();
        await checkScreen(page);
      }
      await page.close();
    });
  }
});
