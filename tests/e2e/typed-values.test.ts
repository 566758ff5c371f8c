import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brFromIsoDate } from "@/lib/typed-date";
import { hydrated, launchBrowser } from "./helpers/browser";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { signInAsDemo } from "./helpers/sign-in";

/**
 * What a person types stays as typed: out of range is a pt-BR message on the field and nothing is
 * saved; a re-picked option stays picked; dates and times read dd/mm/aaaa and HH:MM in an en-US browser.
 */
describe("forms keep what was typed", () => {
  let server: RunningServer;
  let context: BrowserContext;
  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
    // An en-US Chromium: native date/time inputs would show 12/01/2026 and 08:00 AM here.
    context = await launchBrowser(undefined, "en-US");
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  async function signedIn(local: string): Promise<Page> {
    await context.clearCookies();
    const page = await context.newPage();
    await signInAsDemo(page, server.url, local);
    return page;
  }

  it("the client's order: −5, 0, 10⁹ m³ and a past date are refused on their fields; a re-picked company stays", async () => {
    const page = await signedIn("cliente");
    await page.goto(`${server.url}/minhas-cacambas`);
    const company = await hydrated(page.getByRole("combobox", { name: "Empresa de caçambas" }));
    const site = page.getByRole("combobox", { name: "Obra" });
    for (const select of [company, site]) {
      const chosen = await select.inputValue();
      expect(chosen).not.toBe("");
      await select.click();
      await page.getByRole("option", { name: chosen }).click();
      expect(await select.inputValue()).toBe(chosen);
    }

    const size = page.getByLabel("Tamanho (m³)");
    const from = page.getByLabel("A partir de");
    await from.fill("17/03/2031");
    for (const [typed, message] of [
      ["-5", "O tamanho mínimo é 1 m³."],
      ["0", "O tamanho mínimo é 1 m³."],
      ["1000000000", "O tamanho máximo é 30 m³."],
    ] as const) {
      await size.fill(typed);
      await from.click();
      await page.getByRole("button", { name: "Pedir caçamba" }).click();
      await page.getByText(message).waitFor();
      // Still what was typed: no clamp when the field was left.
      expect(await size.inputValue()).toBe(typed);
    }
    await size.fill("5");
    await from.fill("01/03/2020");
    await page.getByRole("button", { name: "Pedir caçamba" }).click();
    await page
      .locator(".mantine-InputWrapper-error")
      .filter({ hasText: /A data de início não pode ser anterior a hoje/ })
      .waitFor();
    expect(await from.inputValue()).toBe("01/03/2020");
    expect(await page.getByText("Pedido enviado.").count()).toBe(0);
    expect(await page.getByText(/Grande demais|Pequeno demais|esperava/).count()).toBe(0);
  });

  it("the board's day and the job's times read dd/mm/aaaa and HH:MM in an en-US browser", async () => {
    const page = await signedIn("despacho");
    await page.goto(`${server.url}/despacho?dia=2031-03-17`);
    const day = await hydrated(page.getByLabel("Dia"));
    expect(await day.inputValue()).toBe("17/03/2031");
    expect(await day.evaluate((el) => (el as HTMLInputElement).type)).toBe("text");
    await day.fill("");
    await day.pressSequentially("18032031");
    expect(await day.inputValue()).toBe(brFromIsoDate("2031-03-18"));
    const start = page.getByLabel("De", { exact: true });
    expect(await start.inputValue()).toBe("08:00");
    await start.fill("");
    await start.pressSequentially("2530");
    expect(await start.inputValue()).toBe("25:30");
    await page.getByLabel("Até", { exact: true }).click();
    await page.getByText("Horário inválido: use HH:MM de 00:00 a 23:59, como 08:30.").waitFor();
    await day.fill("31/02/2031");
    await start.click();
    await page.getByText("Data inválida: use dd/mm/aaaa, como 17/03/2031.").waitFor();
  });

  it("the city's update factor −5 is refused on its field and stays −5", async () => {
    const page = await signedIn("fiscal");
    await page.goto(`${server.url}/fiscalizacao/configuracao`);
    const factor = await hydrated(page.getByLabel("Fator de atualização acumulado das multas"));
    await factor.fill("-5");
    await page.getByRole("button", { name: "Salvar configuração" }).click();
    await page.getByText("O fator acumulado mínimo é 1.").waitFor();
    expect(await factor.inputValue()).toBe("-5");
    expect(await page.getByText("Configuração salva.").count()).toBe(0);
  });
});
