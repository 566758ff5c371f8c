import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./helpers/browser";
import { closedPort } from "./helpers/closed-port";
import { EXPECTED_NAV } from "./helpers/expected-nav";
import { menuLink, startJourney } from "./helpers/journey";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { startVisit } from "./helpers/visit";

/**
 * The whole app as each role meets it, with the map's tile server unreachable: every demo account signs in
 * on the sign-in page at 360 and 1280 px and opens each page of its menu by clicking it. Each screen is
 * checked as a person's (`checkScreen`): no console error, no overflow, no label cut, no raw ISO date, no
 * English, no citation of a law left as plain text, no serious accessibility violation. Each article a
 * citation links to is then found on its law's page (one visit per law for the links not checked yet,
 * whatever role met them first), reached as a person would, from the front page's "Ler as leis": the page
 * has that article's anchor, and its text shows.
 */
describe("every role's pages, by clicks, with the map's tile server down", () => {
  let server: RunningServer;
  let browser: BrowserContext;
  /** Citation links already opened on the law's page. */
  const opened = new Set<string>();
  /** Opens each law's page once for the links not checked yet and finds each article's anchor on it. */
  async function openArticles(links: Set<string>) {
    const byLaw = new Map<string, string[]>();
    for (const href of [...links].filter((l) => !opened.has(l))) {
      const law = new URL(href, server.url).pathname;
      byLaw.set(law, [...(byLaw.get(law) ?? []), href]);
    }
    if (byLaw.size === 0) return;
    // As a visitor reaches the laws: signed out, from the site's front page, "Ler as leis", then the
    // municipality's law (the law pages' own screen checks are help.test.ts's).
    const visit = await startVisit(browser, server.url, 1280);
    const page = visit.page;
    await page.getByRole("link", { name: "Ler as leis" }).click();
    await page.waitForURL(`${server.url}/leis`);
    for (const [law, hrefs] of byLaw) {
      await page.locator(`main a[href="${law}"]`).click();
      await page.waitForURL(`${server.url}${law}`);
      await page.getByRole("link", { name: "Outras leis" }).waitFor();
      for (const href of hrefs) {
        const anchor = decodeURIComponent(new URL(href, server.url).hash.slice(1));
        expect(await page.locator(`[id="${anchor}"]`).count(), `${href}: the article's anchor`).toBe(1);
        // An article the copy's reading missed is an empty anchor inside the text that holds it.
        const shown = await page.evaluate((id) => {
          const at = document.getElementById(id);
          const box = (at?.getBoundingClientRect().height ? at : at?.parentElement)?.getBoundingClientRect();
          return (box?.height ?? 0) > 0;
        }, anchor);
        expect(shown, `${href}: the article's text shown`).toBe(true);
        opened.add(href);
      }
      await page.getByRole("link", { name: "Outras leis" }).click();
      await page.waitForURL(`${server.url}/leis`);
    }
    await visit.close();
  }
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
        const links = j.page.citationLinks;
        await j.end();
        await openArticles(links);
      }, 300_000);
});
