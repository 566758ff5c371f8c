import type { BrowserContext, Locator } from "playwright-core";
import { checkScreen, personPage } from "./person";

type PersonPage = Awaited<ReturnType<typeof personPage>>;

/** A signed-out visitor's walk: opens the public home by its address, then only clicks and types. */
export interface Visit {
  page: PersonPage;
  /** Clicks `target`, waits for the address to become `path` (a pathname, or a pattern) and checks the screen. */
  open(target: Locator, path: string | RegExp): Promise<void>;
  close(): Promise<void>;
}

export async function startVisit(browser: BrowserContext, baseUrl: string, width: number): Promise<Visit> {
  const page = await personPage(browser, width);
  await page.goto(`${baseUrl}/`);
  await checkScreen(page);
  page.goto = async (url: string) => {
    throw new Error(`a visitor clicks their way; they do not open ${url} by its address`);
  };
  return {
    page,
    async open(target, path) {
      await target.click();
      await page.waitForURL((u) => (typeof path === "string" ? u.pathname === path : path.test(u.pathname)));
      await checkScreen(page);
    },
    close: () => page.close(),
  };
}
