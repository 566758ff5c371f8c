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

  it("at 360 px the closed menu keeps no stop in the Tab order; opened, its links are reachable", async () => {
    const page = await personPage(browser, 360);
    await page.goto(`${server.url}/entrar`);
    await page.getByLabel("E-mail").fill("despacho@demo.cacambacerta.com.br");
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

    await page.getByRole("button", { name: "Abrir menu" }).focus();
    await page.keyboard.press("Enter");
    const stops: Focus[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      stops.push(await focused(page));
    }
    expect(
      stops.some((s) => s.inNavbar && s.name === "Início"),
      stops.map((s) => s.name).join(" › "),
    ).toBe(true);
    await page.close();
  });
});
