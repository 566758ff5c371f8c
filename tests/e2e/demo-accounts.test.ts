import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { hydrated, launchBrowser } from "./helpers/browser";
import { EXPECTED_NAV } from "./helpers/expected-nav";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/entrar`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("textbox", { name: "Senha" }).fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

describe("demo accounts in the browser (fresh server, demo data)", () => {
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

  for (const account of DEMO_ACCOUNTS) {
    const key = account.email.split("@")[0] ?? "";
    it(`${account.email} signs in, sees their navigation and signs out`, async () => {
      const page = await browser.newPage();
      await signIn(page, server.url, account.email, DEMO_PASSWORD);
      await page.waitForURL(`${server.url}/inicio`);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Olá,");
      const nav = page.getByRole("navigation", { name: "Navegação principal" });
      expect(await nav.getByRole("link").allTextContents()).toEqual(EXPECTED_NAV[key]);
      await page.getByRole("button", { name: "Sair" }).click();
      await page.waitForURL(`${server.url}/entrar`);
      await page.goto(`${server.url}/inicio`);
      await page.waitForURL(`${server.url}/entrar`);
      await page.close();
    });
  }

  it("a wrong password shows a pt-BR error and stays on the sign-in page", async () => {
    const page = await browser.newPage();
    await signIn(page, server.url, "admin@demo.cacambacerta.com.br", "senha-errada");
    await page
      .getByRole("alert")
      .filter({ hasText: "E-mail ou senha incorretos. Confira e tente de novo." })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/entrar");
    await page.close();
  });

  it("at 360 px the admin switches org from the menu and sees the other company's fleet", async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, server.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD);
    await page.waitForURL(`${server.url}/inicio`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const select = page.getByLabel("Organização");
    await (await hydrated(select)).selectOption({ label: "Caçambas Serra Verde" });
    await page.getByText("Caçambas Serra Verde Ltda. · Administrador").waitFor();
    await page.goto(`${server.url}/frota`);
    await page.getByText("Nenhuma caçamba cadastrada").waitFor();
    await page.close();
  });
});
