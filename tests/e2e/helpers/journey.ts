import { join } from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { type HelpShot, helpShotPath } from "@/features/help/shots";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { checkScreen, personPage } from "./person";

type PersonPage = Awaited<ReturnType<typeof personPage>>;

/**
 * A person's journey: signed in on the sign-in page, then only what a person can do — click, type,
 * choose. `page.goto` is refused after sign-in (a person has no typed URLs), and every page the journey
 * reaches must have been looked at with `see()` (console errors, overflow, raw ISO dates, English text)
 * before `end()`.
 */
export interface Journey {
  page: PersonPage;
  /** Checks the screen the person is on now and records it as seen. */
  see(): Promise<void>;
  /** Clicks `target`, waits for the address to become `path` (a pathname, or a pattern), and `see()`s it. */
  open(target: Locator, path: string | RegExp): Promise<void>;
  /**
   * On the phone (360 px), saves the screen as the guides' picture `name` (`public/ajuda/<name>.png`),
   * `focus` scrolled into view first: every run of the phone journeys takes the guides' pictures again.
   */
  shot(name: HelpShot, focus?: Locator): Promise<void>;
  /** Fails if a page the journey reached was never checked; closes the page. */
  end(): Promise<void>;
}

const pathOf = (url: string) => new URL(url).pathname;

/** The guides show the phone's screen. */
const HELP_SHOT_WIDTH = 360;

export async function startJourney(
  browser: BrowserContext,
  baseUrl: string,
  width: number,
  account: string,
): Promise<Journey> {
  const page = await personPage(browser, width);
  const reached = new Set<string>();
  const seen = new Set<string>();
  page.on("framenavigated", (frame) => {
    // Screens only: a document opened from a link (a PDF under /api/) is read by the step that opened it.
    const path = frame.url().startsWith(baseUrl) ? pathOf(frame.url()) : null;
    if (frame === page.mainFrame() && path && !path.startsWith("/api/")) reached.add(path);
  });
  const see = async () => {
    await checkScreen(page);
    seen.add(pathOf(page.url()));
  };
  await page.goto(`${baseUrl}/entrar`);
  expect(pathOf(page.url()), "a journey starts signed out, on the sign-in page").toBe("/entrar");
  await see();
  await page.getByLabel("E-mail").fill(`${account}@demo.cacambacerta.com.br`);
  await page.getByRole("textbox", { name: "Senha" }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${baseUrl}/inicio`);
  page.goto = async (url: string) => {
    throw new Error(`a journey clicks its way; it does not open ${url} by its address`);
  };
  await see();
  return {
    page,
    see,
    async open(target, path) {
      await target.click();
      await page.waitForURL((u) => (typeof path === "string" ? u.pathname === path : path.test(u.pathname)));
      await see();
    },
    async shot(name, focus) {
      if (width !== HELP_SHOT_WIDTH) return;
      await focus?.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: join(process.cwd(), "public", helpShotPath(name)),
        animations: "disabled",
        caret: "hide",
      });
    },
    async end() {
      const unchecked = [...reached].filter((p) => !seen.has(p));
      expect(unchecked, "pages the journey reached but never checked").toEqual([]);
      await page.close();
    },
  };
}

/** The main menu's link to `name`: on a phone, the menu opens first (its burger button). */
export async function menuLink(page: Page, name: string): Promise<Locator> {
  const burger = page.getByRole("button", { name: "Abrir menu" });
  if (await burger.isVisible()) await burger.click();
  return page.getByRole("navigation").getByRole("link", { name, exact: true });
}
