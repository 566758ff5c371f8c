import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { type Focus, focused, tabIntoMain } from "./helpers/keys";
import { checkScreen, personPage } from "./helpers/person";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

/**
 * A person without a mouse: the first Tab of a page reaches "Pular para o conteúdo", which moves focus to
 * the main content; sign-in is done with Tab, typing and Enter, every stop showing a visible focus ring;
 * on a phone the closed menu keeps no stop in the Tab order.
 */
describe("keyboard alone: skip link, sign-in, visible focus", () => {
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of [360, 1280]) {
    it(`signs in with the keyboard at ${width} px, the skip link first and focus always visible`, async () => {
      const page = await personPage(browser, width);
      await page.goto(`${server.url}/entrar`);
      await page.getByRole("button", { name: "Entrar" }).waitFor();

      await page.keyboard.press("Tab");
      const skip = await focused(page);
      expect(skip.name).toBe("Pular para o conteúdo");
      expect(skip.ring, "the skip link shows its focus").toBe(true);
      expect(skip.top, "the skip link is on screen once focused").toBeGreaterThanOrEqual(0);
      await page.keyboard.press("Enter");
      expect((await focused(page)).id).toBe("conteudo");

      await page.keyboard.press("Tab");
      const email = await focused(page);
      expect(email.name).toBe("email");
      expect(email.ring, "the e-mail field shows its focus with a ring, not only its border").toBe(true);
      await page.keyboard.type("despacho@demo.cacambacerta.com.br");

      await page.keyboard.press("Tab");
      const password = await focused(page);
      expect(password.name).toBe("password");
      expect(password.ring, "the password field shows its focus").toBe(true);
      await page.keyboard.type(DEMO_PASSWORD);

      await page.keyboard.press("Tab");
      const toggle = await focused(page);
      expect(toggle.name).toBe("Mostrar ou ocultar a senha");
      expect(toggle.ring, "the show-password button shows its focus").toBe(true);
      await page.keyboard.press("Space");
      expect(await page.locator("input[name=password]").getAttribute("type")).toBe("text");
      await page.keyboard.press("Space");
      expect(await page.locator("input[name=password]").getAttribute("type")).toBe("password");

      await page.keyboard.press("Tab");
      const submit = await focused(page);
      expect(submit.name).toBe("Entrar");
      expect(submit.ring, "the Entrar button shows its focus").toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${server.url}/inicio`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await checkScreen(page);

      // Signed in: the skip link is still the first stop, and Enter on it skips the header and the menu.
      await page.keyboard.press("Tab");
      expect((await focused(page)).name).toBe("Pular para o conteúdo");
      await page.keyboard.press("Enter");
      expect((await focused(page)).id).toBe("conteudo");
      await page.keyboard.press("Tab");
      const first = await focused(page);
      expect(
        first.inMain,
        `the first Tab after the skip link lands in the content, not on ${first.name}`,
      ).toBe(true);
      expect(first.ring).toBe(true);
      await page.close();
    });
  }

  it("at 360 px the header fits; the closed menu keeps no stop in the Tab order; opened, its links are reachable and Escape closes it", async () => {
    const page = await personPage(browser, 360);
    await page.goto(`${server.url}/entrar`);
    // The admin: the longest demo name and two companies, so the menu holds the company switcher.
    await page.getByLabel("E-mail").fill("admin@demo.cacambacerta.com.br");
    await page.getByRole("textbox", { name: "Senha" }).fill(DEMO_PASSWORD);
    await page.getByRole("textbox", { name: "Senha" }).press("Enter");
    await page.waitForURL(`${server.url}/inicio`);
    await page.goto(`${server.url}/inicio`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();

    const closed = await tabIntoMain(page);
    expect(closed.stops.filter((s) => s.inNavbar).map((s) => s.name)).toEqual([]);
    expect(closed.stops.map((s) => s.name)).toEqual([
      "Pular para o conteúdo",
      "Abrir menu",
      "Caçamba Certa",
      expect.stringMatching(/^Minha conta: /),
    ]);

    // Issue #40, finding 10: the logo on one line, the name and the company whole, never "Ana Administrad…".
    const header = await page.evaluate(() => {
      const logo = [...document.querySelectorAll("header a")].find((a) => a.textContent === "Caçamba Certa");
      const name = [...document.querySelectorAll("header [data-header-name]")].find(
        (e) => (e as HTMLElement).offsetParent !== null,
      ) as HTMLElement | undefined;
      const account = name?.closest("a");
      return {
        logoLines: logo?.getClientRects().length,
        logoHeight: logo?.getBoundingClientRect().height ?? 0,
        lineHeight: Number.parseFloat(logo ? getComputedStyle(logo).lineHeight : "0"),
        name: name?.textContent,
        nameCut: account ? account.scrollWidth > account.clientWidth : true,
      };
    });
    expect(header.logoLines).toBe(1);
    expect(header.logoHeight).toBeLessThan(header.lineHeight * 1.5);
    expect(header.name).toBe("Ana");
    expect(header.nameCut).toBe(false);

    const burger = page.getByRole("button", { name: "Abrir menu" });
    expect(await burger.getAttribute("aria-expanded")).toBe("false");
    await burger.focus();
    await page.keyboard.press("Enter");
    const open = page.getByRole("button", { name: "Fechar menu" });
    expect(await open.getAttribute("aria-expanded")).toBe("true");
    const navbar = page.locator(".mantine-AppShell-navbar");
    await navbar.getByText("Ana Administradora", { exact: true }).waitFor();
    const switcher = await navbar.getByLabel("Organização").evaluate((el) => {
      const select = el as HTMLSelectElement;
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d");
      if (context) context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.options[select.selectedIndex]?.text ?? "";
      const room =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { text, fits: (context?.measureText(text).width ?? Number.POSITIVE_INFINITY) <= room };
    });
    expect(switcher).toEqual({ text: "Caçambas Halfeld Transportes", fits: true });
    await navbar.getByText("Transportador · Administrador", { exact: true }).waitFor();

    const stops: Focus[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      stops.push(await focused(page));
    }
    expect(
      stops.some((s) => s.inNavbar && s.name === "Início"),
      stops.map((s) => s.name).join(" › "),
    ).toBe(true);

    // Escape closes the menu from wherever focus is in it and gives focus back to the button.
    await page.keyboard.press("Escape");
    const back = await focused(page);
    expect(back.name).toBe("Abrir menu");
    expect(await burger.getAttribute("aria-expanded")).toBe("false");
    await page.locator(".mantine-AppShell-navbar[data-closed]").waitFor({ state: "attached" });
    await page.close();
  });
});
