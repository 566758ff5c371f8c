import { describe, expect, it } from "vitest";
import { journeyClicks, stepAccounts } from "./journey-clicks";

const ACCOUNTS = new Set(["admin", "despacho", "motorista", "cliente"]);
const read = (code: string, steps?: Map<string, string>) =>
  journeyClicks("t.ts", code, ACCOUNTS, steps).map((c) => `${c.account}: ${c.name}`);

describe("journeyClicks reads who clicks what in an e2e file", () => {
  it("follows a page through its sign-ins, and the names given to it", () => {
    const code = `it("x", async () => {
      const page = await browser.newPage();
      await signIn(page, url, "cliente");
      await page.getByRole("button", { name: "Pedir caçamba" }).click();
      await signIn(page, url, "despacho@demo.cacambacerta.com.br");
      const card = page.getByTestId("board-job").filter({ hasText: "Retirada" });
      await card.getByRole("button", { name: "Emitir MTR" }).first().click();
      await lane(page, "HMG").getByRole("button", { name: /^Sugerir ordem/ }).click();
      await page.getByRole("button", { name: "Só olhado" }).waitFor();
      await stranger.getByRole("button", { name: "De ninguém" }).click();
    });`;
    expect(read(code)).toEqual(["cliente: Pedir caçamba", "despacho: Emitir MTR", "despacho: Sugerir ordem"]);
  });

  it("knows a journey's account, its steps', and a locator clicked through open, clickForPdf or a name", () => {
    const code = `
      export const adminDay: Step = async (j) => {
        const { page } = j;
        await j.open(await menuLink(page, "Frota"), "/frota");
        await clickForPdf(page, page.getByRole("link", { name: /folha de adesivos/ }));
      };
      it("y", async () => {
        const office = await startJourney(browser, url, 360, "despacho");
        let page = office.page;
        const next = page.getByRole("link", { name: /^(Abrir|Ver) meus serviços$/ });
        await office.open(next, "/motorista");
        const driver = await startJourney(browser, url, 360, "motorista");
        page = driver.page;
        await page.getByRole("link", { name: \`Abrir fatura \${n}\` }).click();
      });
      it("z", () => journey(browser, url, 360, "cliente", async (j) => {
        await j.page.getByRole("link", { name: number }).click();
        await j.page.getByRole("button", { name: "Autorizar Caçambas Halfeld" }).click();
      }));`;
    expect(read(code, stepAccounts(`role("…", "admin", adminDay)`, ACCOUNTS))).toEqual([
      "admin: Frota",
      "admin: folha de adesivos",
      "despacho: Abrir meus serviços",
      "despacho: Ver meus serviços",
      "motorista: Abrir fatura",
      "cliente: Autorizar Caçambas Halfeld",
    ]);
  });
});
